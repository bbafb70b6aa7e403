import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDownIcon, ArrowUpIcon, XIcon } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { MUSICAL_KEYS } from "@shared/musical-keys";
import { PLAN_NOTE_MAX_LENGTH, PLAN_SONGS_MAX_COUNT, planInputSchema, type Plan } from "@shared/schemas/plans";
import { localIsoDate } from "@shared/schemas/services";
import { BandSelectField } from "@/components/band-select";
import { FormActions } from "@/components/form-actions";
import { InputField } from "@/components/form-field-block";
import { SongPicker, type SongPickerTexts } from "@/components/song-picker";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/error-description";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useBlockedOn, useCreatePlan, useUpdatePlan } from "./api";
import { draftTeam, PlanTeamField, sameTimeOf, type DraftPosition } from "./plan-team-field";
import { plansTexts } from "./texts";

const texts = plansTexts.dialog;
const songPickerTexts: SongPickerTexts = {
  placeholder: texts.songPlaceholder,
  searchLabel: texts.songSearchLabel,
  loading: texts.songsLoading,
  empty: texts.songsEmpty,
  errorTitle: plansTexts.errorTitle,
  searchError: texts.songSearchError,
};
const FIELD_NAMES = ["date", "time", "bandId"] as const;

/** A song of the plan in the form: the key as the select holds it ("" while not chosen). */
type DraftSong = { rowKey: string; songCatalogId: string; songName: string; musicalKey: string; note: string };

let rowKeys = 0;
const newRowKey = () => `musica-${++rowKeys}`;

const fieldsSchema = (today: () => string) => planInputSchema(today).pick({ date: true, time: true, bandId: true });
type FieldsInput = { date: string; time: string; bandId: string };
type Fields = { date: string; time: string; bandId: string };

/** Moves the item at `from` one place up (-1) or down (+1). */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * New/edit plan: date (today or later, in the browser's terms), time, band, the songs in order,
 * each with its key and a note, and the team. `plans` (the church's listed plans) tell who is
 * already scheduled at the same date and time. Mount it anew for each opening.
 */
export function PlanDialog({ plan, plans = [], onClose }: { plan: Plan | null; plans?: readonly Plan[]; onClose: () => void }) {
  const schema = useMemo(() => fieldsSchema(() => localIsoDate()), []);
  const form = useForm<FieldsInput, unknown, Fields>({
    resolver: zodResolver(schema),
    defaultValues: { date: plan?.date ?? "", time: plan?.time ?? "", bandId: plan?.bandId ?? "" },
    mode: "onTouched",
  });
  const [songs, setSongs] = useState<DraftSong[]>(
    () => plan?.songs.map((song) => ({ rowKey: newRowKey(), ...song, musicalKey: song.musicalKey ?? "", note: song.note ?? "" })) ?? [],
  );
  const [songErrors, setSongErrors] = useState<string[]>([]);
  const [team, setTeam] = useState<DraftPosition[]>(() => draftTeam(plan));
  const [teamErrors, setTeamErrors] = useState<string[]>([]);
  const [date, time, bandId] = useWatch({ control: form.control, name: ["date", "time", "bandId"] });
  const blocked = useBlockedOn(date);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const saving = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (fields) => {
    const input = {
      ...fields,
      songs: songs.map((song) => ({ songCatalogId: song.songCatalogId, musicalKey: song.musicalKey || null, note: song.note })),
      team: team.map((entry) => ({ position: entry.position, musicianIds: entry.members.map((member) => member.musicianId) })),
    };
    setSongErrors([]);
    setTeamErrors([]);
    try {
      if (plan) await update.mutateAsync({ id: plan.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELD_NAMES);
      setSongErrors(songIssues(error));
      setTeamErrors(teamIssues(error));
      toast({ variant: "destructive", title: plansTexts.errorTitle, description: errorDescription(texts.saveFailed, error) });
      return;
    }
    toast({ title: plansTexts.successTitle, description: texts.saved });
    onClose();
  });

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={plan ? texts.editTitle : texts.createTitle}
      description={texts.description}
      className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      <Form {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField control={form.control} name="date" label={texts.date} type="date" min={localIsoDate()} />
            <InputField control={form.control} name="time" label={texts.time} type="time" />
            <BandSelectField
              control={form.control}
              name="bandId"
              label={texts.band}
              texts={{ placeholder: texts.bandPlaceholder, loading: texts.bandsLoading }}
              className="sm:col-span-2"
            />
          </div>

          <PlanSongsField songs={songs} errors={songErrors} onChange={setSongs} />

          <PlanTeamField
            team={team}
            onChange={setTeam}
            bandId={bandId}
            sameTime={sameTimeOf(plans, { id: plan?.id ?? null, date, time })}
            blocked={blocked.data?.date === date ? blocked.data.musicianIds : []}
          />
          {teamErrors.map((message) => (
            <p key={message} className="text-sm text-destructive">
              {message}
            </p>
          ))}

          <DialogFooter>
            <FormActions texts={texts} saving={saving} onCancel={onClose} />
          </DialogFooter>
        </form>
      </Form>
    </TitledDialog>
  );
}

/** The plan's songs in order: add from the catalogue, move up or down, remove; each with its key and note. */
function PlanSongsField({
  songs,
  errors: songErrors,
  onChange: setSongs,
}: {
  songs: DraftSong[];
  errors: string[];
  onChange: (update: (songs: DraftSong[]) => DraftSong[]) => void;
}) {
  const updateSong = (rowKey: string, change: Partial<DraftSong>) =>
    setSongs((list) => list.map((song) => (song.rowKey === rowKey ? { ...song, ...change } : song)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{texts.songs}</legend>
      <p className="text-sm text-muted-foreground">{texts.songsHint}</p>
      {songs.length === 0 ? <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{texts.noSongs}</p> : null}
      <ol className="flex flex-col gap-2" aria-label={texts.songs}>
        {songs.map((song, index) => (
          <li key={song.rowKey} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex items-center gap-2">
              <span className="min-w-0 flex-1 truncate font-medium">
                {index + 1}. {song.songName}
              </span>
              <Button type="button" variant="ghost" size="icon" aria-label={texts.moveUp(song.songName)} disabled={index === 0} onClick={() => setSongs((list) => moveItem(list, index, -1))}>
                <ArrowUpIcon aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={texts.moveDown(song.songName)}
                disabled={index === songs.length - 1}
                onClick={() => setSongs((list) => moveItem(list, index, 1))}
              >
                <ArrowDownIcon aria-hidden />
              </Button>
              <Button type="button" variant="ghost" size="icon" aria-label={texts.remove(song.songName)} onClick={() => setSongs((list) => list.filter((item) => item.rowKey !== song.rowKey))}>
                <XIcon aria-hidden />
              </Button>
            </div>
            <div className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
              <label className="flex flex-col gap-1 text-sm">
                {texts.key}
                <select
                  className="h-9 rounded-md border bg-background px-2"
                  aria-label={`${texts.key} de ${song.songName}`}
                  value={song.musicalKey}
                  onChange={(event) => updateSong(song.rowKey, { musicalKey: event.target.value })}
                >
                  <option value="">{texts.keyNone}</option>
                  {keyOptions(song.musicalKey).map((key) => (
                    <option key={key} value={key}>
                      {key}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1 text-sm">
                {texts.note}
                <Input
                  aria-label={`${texts.note} de ${song.songName}`}
                  maxLength={PLAN_NOTE_MAX_LENGTH}
                  placeholder={texts.notePlaceholder}
                  value={song.note}
                  onChange={(event) => updateSong(song.rowKey, { note: event.target.value })}
                />
              </label>
            </div>
            {songErrors[index] ? <p className="text-sm text-destructive">{songErrors[index]}</p> : null}
          </li>
        ))}
      </ol>
      <SongPicker
        addLabel={texts.addSong}
        texts={songPickerTexts}
        disabled={songs.length >= PLAN_SONGS_MAX_COUNT}
        onPick={(picked) => setSongs((list) => [...list, { rowKey: newRowKey(), songCatalogId: picked.id, songName: picked.name, musicalKey: "", note: "" }])}
      />
    </fieldset>
  );
}

/** The 24 keys, and a key saved in another spelling ("A#") so the select can show it. */
function keyOptions(current: string): string[] {
  const keys: string[] = [...MUSICAL_KEYS];
  return current && !keys.includes(current) ? [current, ...keys] : keys;
}

const issuesOf = (error: unknown) => (error as { issues?: { path: unknown; message: string }[] } | null)?.issues ?? [];

/** The server's messages about the team ("team.1.musicianIds.0"), each once. */
function teamIssues(error: unknown): string[] {
  const messages = issuesOf(error)
    .filter((issue) => /^team(\.|$)/.test(Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path)))
    .map((issue) => issue.message);
  return [...new Set(messages)];
}

/** The server's messages about each song ("songs.2.musicalKey"), by the song's index. */
function songIssues(error: unknown): string[] {
  const messages: string[] = [];
  for (const issue of issuesOf(error)) {
    const match = /^songs\.(\d+)\./.exec(Array.isArray(issue.path) ? issue.path.join(".") : String(issue.path));
    if (match) messages[Number(match[1])] ??= issue.message;
  }
  return messages;
}
