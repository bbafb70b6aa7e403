import { CloudCheckIcon, WifiOffIcon } from "lucide-react";
import { format } from "date-fns";
import { planPageTexts as texts } from "../texts";
import type { OfflineStatus } from "./use-offline-copy";

/** 29.11.2026 às 16:05, in the device's own time. */
export const formatSavedAt = (savedAt: number) => format(savedAt, "dd.MM.yyyy 'às' HH:mm");

/**
 * One quiet line under the plan's date: 'Disponível offline' once the page is kept on the device,
 * or, without a connection, which copy this is. Nothing before the page knows (the server's HTML
 * says nothing, so hydration matches).
 */
export function OfflineStatusLine({ status }: { status: OfflineStatus }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground print:hidden">
      {status?.kind === "ready" ? (
        <>
          <CloudCheckIcon className="size-4" aria-hidden />
          <span title={texts.offlineReadyDetail(formatSavedAt(status.savedAt))}>{texts.offlineReady}</span>
        </>
      ) : status ? (
        <>
          <WifiOffIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          {status.kind === "offline-copy" ? texts.offlineCopy(formatSavedAt(status.savedAt)) : texts.offlineNoCopy}
        </>
      ) : null}
    </p>
  );
}
