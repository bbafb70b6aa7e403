import { CheckCircle2Icon, CircleHelpIcon, LoaderCircleIcon, XCircleIcon } from "lucide-react";
import { churchMessages } from "@shared/schemas/churches";
import { cn } from "@/lib/cn";
import { churchTexts as texts } from "./texts";
import type { SlugStatus } from "./use-slug-status";

const slugStatusTexts: Record<Exclude<SlugStatus["state"], "current">, string> = {
  unknown: texts.slugStatus.unknown,
  checking: texts.slugStatus.checking,
  available: texts.slugStatus.available,
  taken: texts.slugStatus.taken,
};

function slugStatusText(status: SlugStatus): string | null {
  if (status.state === "current") return null;
  if (status.state === "unknown") {
    if (status.reason === "waiting") return texts.slugStatus.waiting;
    if (status.reason === "check-failed") return texts.slugStatus.checkFailed;
    if (status.reason === "too-long") return churchMessages.slugTooLong;
  }
  return slugStatusTexts[status.state];
}

/** The availability of the typed id, announced politely to screen readers. */
export function SlugStatusLine({ status }: { status: SlugStatus }) {
  const text = slugStatusText(status);
  return (
    <p
      role="status"
      aria-live="polite"
      data-slug-state={status.state}
      className={cn(
        "flex items-center gap-1.5 text-sm",
        status.state !== "current" && "min-h-5",
        status.state === "available" && "text-emerald-600 dark:text-emerald-400",
        status.state === "taken" && "text-destructive",
        (status.state === "unknown" || status.state === "checking") && "text-muted-foreground",
      )}
    >
      {status.state === "checking" && <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />}
      {status.state === "available" && <CheckCircle2Icon aria-hidden className="size-4" />}
      {status.state === "taken" && <XCircleIcon aria-hidden className="size-4" />}
      {status.state === "unknown" && <CircleHelpIcon aria-hidden className="size-4" />}
      {text}
    </p>
  );
}
