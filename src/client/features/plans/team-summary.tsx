import type { Plan } from "@shared/schemas/plans";
import { Badge } from "@/components/ui/badge";
import { TeamWarnings } from "./team-warnings";
import { plansTexts } from "./texts";

const texts = plansTexts.team;

/** The plan card's team: each position with its musicians and their answers, and the server's warnings. */
export function TeamSummary({ plan }: { plan: Plan }) {
  return (
    <div className="flex flex-col gap-2">
      {plan.team.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.noTeam}</p>
      ) : (
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" aria-label={texts.title}>
          {plan.team.map((entry) => (
            <div key={entry.position} className="contents">
              <dt className="font-medium">{entry.position}</dt>
              <dd className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
                {entry.members.length === 0 ? <span className="text-muted-foreground">{texts.positionEmpty}</span> : null}
                {entry.members.map((member) => (
                  <span key={member.musicianId} className="flex min-w-0 items-center gap-1">
                    <span className="truncate">{member.musicianName}</span>
                    <Badge variant="outline">{texts.status[member.status]}</Badge>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <TeamWarnings warnings={plan.warnings} />
    </div>
  );
}
