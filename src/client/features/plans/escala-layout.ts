import { positionKey } from "@shared/plan-team";
import type { EscalaOverviewPlan, EscalaServedCount } from "@shared/schemas/escala";
import type { PlanTeamMember } from "@shared/schemas/plans";

/**
 * 'Escalas' laid out for the screen (the server sends the plans' teams and the counts as they are;
 * docs/decisions/518). A row is a position: `cells` follows the plans, each the musicians of that
 * position in that plan with their answers, `[]` when the plan has the position with nobody yet,
 * null when the plan's team has no such position.
 */
export type EscalaRow = { position: string; cells: (PlanTeamMember[] | null)[] };

type PlanPositions = Map<string, { position: string; members: PlanTeamMember[] }>;

/** A plan's positions (accents and case aside) in its team's order, each with its musicians, named from `names`. */
function positionsOf(plan: EscalaOverviewPlan, names: ReadonlyMap<string, string>): PlanPositions {
  const positions: PlanPositions = new Map();
  for (const assignment of plan.team) {
    const key = positionKey(assignment.position);
    let entry = positions.get(key);
    if (!entry) {
      entry = { position: assignment.position, members: [] };
      positions.set(key, entry);
    }
    const name = assignment.musicianId === null ? undefined : names.get(assignment.musicianId);
    // Every musician of a team is the church's, so in `served`; one that is not has nothing to show.
    if (assignment.musicianId !== null && name !== undefined) {
      entry.members.push({ musicianId: assignment.musicianId, musicianName: name, status: assignment.status, declineReason: assignment.declineReason });
    }
  }
  return positions;
}

/**
 * The rows, one per position, named as the first plan that has it writes it, in the order the
 * plans list them: the first plan gives the order; a position another plan adds goes right before
 * the next of that plan's positions already placed, or last. So 'Bateria', added in a plan between
 * 'Baixo' and 'Som', sits between them whatever the other plans hold.
 */
export function escalaRows(plans: readonly EscalaOverviewPlan[], served: readonly EscalaServedCount[]): EscalaRow[] {
  const names = new Map(served.map((musician) => [musician.musicianId, musician.musicianName]));
  const perPlan = plans.map((plan) => positionsOf(plan, names));
  const order: string[] = [];
  const shownAs = new Map<string, string>();
  for (const positions of perPlan) {
    const keys = [...positions.keys()];
    keys.forEach((key, index) => {
      if (shownAs.has(key)) return;
      shownAs.set(key, positions.get(key)!.position);
      const anchor = keys.slice(index + 1).find((later) => shownAs.has(later));
      order.splice(anchor === undefined ? order.length : order.indexOf(anchor), 0, key);
    });
  }
  return order.map((key) => ({ position: shownAs.get(key)!, cells: perPlan.map((positions) => positions.get(key)?.members ?? null) }));
}

const byName = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Who served most in the 3 months first, then who is most scheduled in the 8 weeks, then by name. */
export function servedInOrder(served: readonly EscalaServedCount[]): EscalaServedCount[] {
  return [...served].sort((a, b) => b.served - a.served || b.upcoming - a.upcoming || byName.compare(a.musicianName, b.musicianName) || a.musicianId.localeCompare(b.musicianId));
}
