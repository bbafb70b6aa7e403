import { TriangleAlertIcon } from "lucide-react";
import type { PlanTeamWarning } from "@shared/schemas/plans";
import { plansTexts } from "./texts";

const texts = plansTexts.team;

export function warningText(warning: PlanTeamWarning): string {
  switch (warning.kind) {
    case "twice":
      return texts.warnings.twice(warning.musicianName, warning.positions);
    case "sameTime":
      return texts.warnings.sameTime(warning.musicianName, warning.bandName);
    case "blocked":
      return texts.warnings.blocked(warning.musicianName);
    case "empty":
      return texts.warnings.empty(warning.position);
  }
}

/** What the team's leader should look at, naming who and why; it never stops a save. */
export function TeamWarnings({ warnings }: { warnings: readonly PlanTeamWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="status" aria-label={texts.warningsTitle} className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden />
        {texts.warningsTitle}
      </p>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-6">
        {warnings.map((warning) => (
          <li key={warningText(warning)}>{warningText(warning)}</li>
        ))}
      </ul>
    </div>
  );
}
