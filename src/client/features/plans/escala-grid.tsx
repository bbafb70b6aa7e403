import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";
import { formatTimeOfDay } from "@shared/formatting";
import type { EscalaOverviewPlan } from "@shared/schemas/escala";
import type { PlanTeamMember } from "@shared/schemas/plans";
import type { EscalaRow } from "./escala-layout";
import { EscalaStatusBadge } from "./escala-status-badge";
import { plansTexts } from "./texts";

const texts = plansTexts.overview;

/** "dom 07/06": the weekday and the day, enough inside an 8-week window. */
const dayLabel = (date: string) => `${format(parseISO(date), "EEEEEE", { locale: ptBR })} ${format(parseISO(date), "dd/MM")}`;

/**
 * Fixed widths (a table sized to its content would stretch a column to a whole decline reason):
 * on a 390 px phone the position and a plan and a half show, the rest a swipe away.
 */
const POSITION_WIDTH = "w-24 md:w-36";
const PLAN_WIDTH = "w-36 md:w-44";

/** How many of a plan's assignments still wait for an answer. */
function waitingIn(positions: readonly EscalaRow[], column: number): number {
  return positions.reduce((count, row) => count + (row.cells[column] ?? []).filter((member) => member.status === "pendente").length, 0);
}

/**
 * The escala of the next 8 weeks: positions as rows, plans as columns. On a phone it scrolls
 * sideways inside its own box (the page never does), the position column staying in place.
 */
export function EscalaGrid({ plans, positions }: { plans: readonly EscalaOverviewPlan[]; positions: readonly EscalaRow[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-muted-foreground">{texts.gridHint}</p>
      {/* Focusable, so the box scrolls from the keyboard too. */}
      <div role="region" aria-label={texts.gridLabel} tabIndex={0} className="max-w-full overflow-x-auto rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{texts.gridLabel}</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 border-r border-b bg-muted px-3 py-2 text-left align-bottom font-medium">
                <div className={POSITION_WIDTH}>{texts.positionHeading}</div>
              </th>
              {plans.map((plan, column) => (
                <PlanHeading key={plan.id} plan={plan} waiting={waitingIn(positions, column)} empty={positions.every((row) => (row.cells[column] ?? []).length === 0)} />
              ))}
            </tr>
          </thead>
          <tbody>
            {positions.map((row) => (
              <tr key={row.position}>
                <th scope="row" className="sticky left-0 z-10 border-r border-b bg-background px-3 py-2 text-left align-top font-medium">
                  <div className={`${POSITION_WIDTH} break-words`}>{row.position}</div>
                </th>
                {row.cells.map((cell, column) => (
                  <td key={plans[column]!.id} className="border-b px-3 py-2 align-top">
                    <div className={PLAN_WIDTH}>
                      <Cell members={cell} />
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PlanHeading({ plan, waiting, empty }: { plan: EscalaOverviewPlan; waiting: number; empty: boolean }) {
  return (
    <th scope="col" className="border-b bg-muted px-3 py-2 text-left align-bottom font-normal">
      <div className={PLAN_WIDTH}>
        <span className="block font-semibold">{dayLabel(plan.date)}</span>
        <span className="block break-words text-muted-foreground">
          {formatTimeOfDay(plan.time)} · {plan.bandName}
        </span>
        <span className="block text-xs text-muted-foreground">{empty ? texts.noTeam : texts.waiting(waiting)}</span>
      </div>
    </th>
  );
}

function Cell({ members }: { members: PlanTeamMember[] | null }) {
  if (members === null) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">{texts.notInTeam}</span>
      </span>
    );
  }
  if (members.length === 0) return <span className="text-muted-foreground italic">{texts.positionEmpty}</span>;
  return (
    <ul className="flex flex-col gap-2">
      {members.map((member) => (
        <li key={member.musicianId} className="flex flex-col items-start gap-1">
          <span className="font-medium break-words">{member.musicianName}</span>
          <EscalaStatusBadge status={member.status} />
          {member.declineReason ? <span className="text-xs break-words text-muted-foreground">{plansTexts.team.declineReason(member.declineReason)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
