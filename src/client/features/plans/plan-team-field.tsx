import { useEffect, useState } from "react";
import { UsersIcon, XIcon } from "lucide-react";
import { DEFAULT_POSITIONS, positionKey, teamWarnings, withBand, type SameTimeAssignment } from "@shared/plan-team";
import { PLAN_POSITION_MAX_LENGTH, type Plan, type PlanAssignmentStatus } from "@shared/schemas/plans";
import { MusicianPicker } from "@/components/musician-picker";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useBandOptions, useMusicianOptions } from "@/lib/reference-data";
import { TeamWarnings } from "./team-warnings";
import { plansTexts } from "./texts";

const texts = plansTexts.team;

/** A position of the team in the form, its musicians in order. */
export type DraftPosition = {
  rowKey: string;
  position: string;
  members: { musicianId: string; musicianName: string; status: PlanAssignmentStatus }[];
};

let rowKeys = 0;
const newPosition = (position: string): DraftPosition => ({ rowKey: `funcao-${++rowKeys}`, position, members: [] });

export const draftTeam = (plan: Plan | null): DraftPosition[] =>
  plan?.team.map((entry) => ({ ...newPosition(entry.position), members: entry.members.map(({ musicianId, musicianName, status }) => ({ musicianId, musicianName, status })) })) ?? [];

/** The musicians of the other plans at this date and time: who would be in two places at once. */
export function sameTimeOf(plans: readonly Plan[], current: { id: string | null; date: string; time: string }): SameTimeAssignment[] {
  return plans
    .filter((plan) => plan.id !== current.id && plan.date === current.date && plan.time === current.time)
    .flatMap((plan) => plan.team.flatMap((entry) => entry.members.map((member) => ({ musicianId: member.musicianId, musicianName: member.musicianName, bandName: plan.bandName }))));
}

type PlanTeamFieldProps = {
  team: DraftPosition[];
  onChange: (update: (team: DraftPosition[]) => DraftPosition[]) => void;
  bandId: string;
  sameTime: readonly SameTimeAssignment[];
  /** Who blocked the plan's day on 'Minhas escalas' (musician ids). */
  blocked?: readonly string[];
};

/** 'Equipe': positions with their musicians, 'Usar a banda', a new position (a default one or typed), and the warnings. */
export function PlanTeamField({ team, onChange: setTeam, bandId, sameTime, blocked = [] }: PlanTeamFieldProps) {
  const bands = useBandOptions();
  const band = bands.data?.bands.find((item) => item.id === bandId) ?? null;
  const useBand = () => band && setTeam((list) => withBand(list, band.members, { position: newPosition, member: (member) => ({ ...member, status: "pendente" }) }));
  const updatePosition = (rowKey: string, change: (entry: DraftPosition) => DraftPosition) =>
    setTeam((list) => list.map((entry) => (entry.rowKey === rowKey ? change(entry) : entry)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="text-sm font-medium">{texts.title}</legend>
      <p className="text-sm text-muted-foreground">{texts.hint}</p>
      <div className="flex flex-col gap-1">
        <Button type="button" variant="outline" className="self-start max-md:h-11" disabled={!band} onClick={useBand}>
          <UsersIcon aria-hidden />
          {texts.useBand}
        </Button>
        {band ? null : <p className="text-xs text-muted-foreground">{texts.useBandHint}</p>}
      </div>
      {team.length === 0 ? <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{texts.empty}</p> : null}
      <ul className="flex flex-col gap-2" aria-label={texts.title}>
        {team.map((entry) => (
          <PositionRow
            key={entry.rowKey}
            entry={entry}
            onChange={(change) => updatePosition(entry.rowKey, change)}
            onRemove={() => setTeam((list) => list.filter((item) => item.rowKey !== entry.rowKey))}
          />
        ))}
      </ul>
      <NewPosition team={team} onAdd={(position) => setTeam((list) => [...list, newPosition(position)])} />
      <TeamWarnings warnings={teamWarnings(team, sameTime, blocked)} />
    </fieldset>
  );
}

function PositionRow({ entry, onChange, onRemove }: { entry: DraftPosition; onChange: (change: (entry: DraftPosition) => DraftPosition) => void; onRemove: () => void }) {
  const musicians = useMusicianOptions();
  useEffect(() => {
    if (musicians.isError) toast({ variant: "destructive", title: plansTexts.errorTitle, description: texts.musiciansLoadFailed });
  }, [musicians.isError, musicians.errorUpdatedAt]);
  const inPosition = new Set(entry.members.map((member) => member.musicianId));
  const candidates = (musicians.data?.musicians ?? []).filter((musician) => !inPosition.has(musician.id));
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-md border p-3">
      <div className="flex items-center gap-2">
        <h3 className="min-w-0 flex-1 truncate font-medium">{entry.position}</h3>
        <Button type="button" variant="ghost" size="icon" aria-label={texts.removePosition(entry.position)} onClick={onRemove}>
          <XIcon aria-hidden />
        </Button>
      </div>
      {entry.members.length === 0 ? <p className="text-sm text-muted-foreground">{texts.positionEmpty}</p> : null}
      <ul className="flex flex-col gap-1" aria-label={entry.position}>
        {entry.members.map((member) => (
          <li key={member.musicianId} className="flex min-w-0 items-center gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate">{member.musicianName}</span>
            <Badge variant="outline">{texts.status[member.status]}</Badge>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={texts.removeMusician(member.musicianName, entry.position)}
              onClick={() => onChange((current) => ({ ...current, members: current.members.filter((item) => item.musicianId !== member.musicianId) }))}
            >
              <XIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <MusicianPicker
        texts={{ add: texts.addMusician(entry.position), searchPlaceholder: texts.searchPlaceholder, loading: texts.musiciansLoading, noCandidates: texts.allAdded, noMatch: texts.noMatch }}
        candidates={candidates}
        loading={musicians.isPending}
        onPick={(musician) =>
          onChange((current) => ({ ...current, members: [...current.members, { musicianId: musician.id, musicianName: musician.name, status: "pendente" }] }))
        }
      />
    </li>
  );
}

/** A new position: one of the defaults not in the team yet (offered as suggestions), or any typed name. */
function NewPosition({ team, onAdd }: { team: readonly DraftPosition[]; onAdd: (position: string) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const taken = new Set(team.map((entry) => positionKey(entry.position)));
  const offered = DEFAULT_POSITIONS.filter((position) => !taken.has(positionKey(position)));
  const add = () => {
    const position = name.replace(/\s+/g, " ").trim();
    if (!position) return;
    if (taken.has(positionKey(position))) return setError(texts.positionRepeated);
    onAdd(position);
    setName("");
    setError(null);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="plan-new-position" className="text-sm">
        {texts.newPosition}
      </label>
      <div className="flex gap-2">
        <Input
          id="plan-new-position"
          list="plan-default-positions"
          className="min-w-0 flex-1"
          maxLength={PLAN_POSITION_MAX_LENGTH}
          placeholder={texts.newPositionPlaceholder}
          value={name}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <datalist id="plan-default-positions">
          {offered.map((position) => (
            <option key={position} value={position} />
          ))}
        </datalist>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={add}>
          {texts.addPosition}
        </Button>
      </div>
      {offered.length > 0 ? (
        <div className="flex flex-wrap gap-1">
          {offered.map((position) => (
            <Button key={position} type="button" variant="secondary" size="sm" className="max-md:h-9" onClick={() => onAdd(position)}>
              {position}
            </Button>
          ))}
        </div>
      ) : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
  );
}
