import type { Plan } from "@shared/schemas/plans";
import { EscalaStatusBadge } from "./escala-status-badge";
import { ReplacementPicker } from "./replacement-picker";
import { TeamWarnings } from "./team-warnings";
import { plansTexts } from "./texts";

const texts = plansTexts.team;

/** A position with nobody, or with someone who said 'Não posso' and no one confirmed beside them. */
const needsSomeone = (entry: Plan["team"][number]) =>
  entry.members.length === 0 || (entry.members.some((member) => member.status === "recusado") && !entry.members.some((member) => member.status === "confirmado"));

/** The plan card's team: each position with its musicians and their answers, and the server's warnings. */
export function TeamSummary({ plan, canReplace = false }: { plan: Plan; canReplace?: boolean }) {
  const waiting = [...new Set(plan.team.flatMap((entry) => entry.members.filter((member) => member.status === "pendente").map((member) => member.musicianName)))];
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
                  <span key={member.musicianId} className="flex min-w-0 flex-wrap items-center gap-1">
                    <span className="truncate">{member.musicianName}</span>
                    <EscalaStatusBadge status={member.status} />
                    {member.declineReason ? <span className="text-muted-foreground">({texts.declineReason(member.declineReason)})</span> : null}
                  </span>
                ))}
                {canReplace && needsSomeone(entry) ? <ReplacementPicker plan={plan} position={entry.position} /> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {waiting.length > 0 ? <p className="text-sm font-medium">{texts.waiting(waiting)}</p> : null}
      {plan.team.some((entry) => entry.members.length > 0) && waiting.length === 0 ? <p className="text-sm text-muted-foreground">{texts.allAnswered}</p> : null}
      <TeamWarnings warnings={plan.warnings} />
    </div>
  );
}
