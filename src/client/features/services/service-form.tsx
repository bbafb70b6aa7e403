import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  localIsoDate,
  serviceFieldsSchema,
  type ServiceFields,
  type ServiceFieldsInput,
} from "@shared/schemas/services";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import type { Player, PlayerState } from "@/lib/player";
import { useBands } from "./api/list-bands";
import { useSaveService } from "./api/save-service";
import { BandConfiguration } from "./band-configuration";
import { ChaptersDialog } from "./chapters-dialog";
import { chaptersTexts } from "./chapters-texts";
import { ConfirmDialog } from "./confirm-dialog";
import { LineupDialog } from "./lineup-dialog";
import {
  effectiveServiceLineup,
  hasSpecificMusicians,
  initialSongLineup,
  rebuildSongLineup,
  visibleEntries,
  type LineupEntry,
} from "./lineup-rules";
import { MappedSongs } from "./mapped-songs";
import { SegmentEditor } from "./segment-editor";
import { toServiceInput, upsertSegment, type DraftSegment, type SegmentValues } from "./service-draft";
import { servicesTexts } from "./texts";
import { LeavePageDialog, useUnsavedChangesGuard } from "./use-unsaved-changes";
import { VideoPlayer } from "./video-player";

const texts = servicesTexts.editor;

export type ServiceFormInitial = {
  fields: Required<ServiceFieldsInput>;
  segments: DraftSegment[];
  serviceLineup: LineupEntry[] | null;
};

const EMPTY_FIELDS: Required<ServiceFieldsInput> = { date: "", time: "", videoUrl: "", bandId: "", active: true };
const FIELD_NAMES = ["date", "time", "videoUrl", "bandId", "active"] as const;

type ServiceFormProps = {
  /** The saved service's id, or null for a new one. */
  serviceId: string | null;
  initial: ServiceFormInitial | null;
};

/** The service form (spec, admin: Service form; §4 "Saving a service"; §5). */
export function ServiceForm({ serviceId, initial }: ServiceFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => serviceFieldsSchema(() => localIsoDate()), []);
  const form = useForm<ServiceFieldsInput, unknown, ServiceFields>({
    resolver: zodResolver(schema),
    defaultValues: initial?.fields ?? EMPTY_FIELDS,
    mode: "onTouched",
  });
  const [date, time, videoUrl, bandId] = useWatch({ control: form.control, name: ["date", "time", "videoUrl", "bandId"] });

  const [segments, setSegments] = useState<DraftSegment[]>(initial?.segments ?? []);
  const [serviceLineup, setServiceLineup] = useState<LineupEntry[] | null>(initial?.serviceLineup ?? null);
  const [draftDirty, setDraftDirty] = useState(false);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [removingKey, setRemovingKey] = useState<string | null>(null);
  const [serviceDialogOpen, setServiceDialogOpen] = useState(false);
  const [songDialogKey, setSongDialogKey] = useState<string | null>(null);
  const [chaptersOpen, setChaptersOpen] = useState(false);

  const [player, setPlayer] = useState<Player | null>(null);
  const [playerState, setPlayerState] = useState<PlayerState>("unstarted");
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const bands = useBands();
  const band = bands.data?.bands.find((candidate) => candidate.id === bandId);
  const bandMemberIds = useMemo(() => new Set(band?.members.map((member) => member.musicianId) ?? []), [band]);
  const lineup = useMemo(() => effectiveServiceLineup(serviceLineup, band), [serviceLineup, band]);
  const lineupLoading = serviceLineup === null && Boolean(bandId) && bands.isPending;

  const save = useSaveService();
  const dirty = form.formState.isDirty || draftDirty;
  const { blocker, allowLeaving } = useUnsavedChangesGuard(dirty && !save.isSuccess);

  const editing = segments.find((segment) => segment.key === editingKey) ?? null;
  const songDialogSegment = segments.find((segment) => segment.key === songDialogKey) ?? null;
  const songDialogInitial = useMemo(
    () => (songDialogSegment ? initialSongLineup(songDialogSegment.lineup, lineup) : []),
    [songDialogSegment, lineup],
  );
  const hintBefore = date || localIsoDate();
  const canSubmit = Boolean(date && time && videoUrl?.trim() && bandId) && segments.length > 0 && !save.isPending;

  function changeSegments(update: (current: DraftSegment[]) => DraftSegment[]) {
    setSegments(update);
    setDraftDirty(true);
  }

  function submitSegment(values: SegmentValues, key: string | null) {
    changeSegments((current) => upsertSegment(current, key, values));
    setEditingKey(null);
  }

  function togglePlay(segment: DraftSegment) {
    if (!player) return;
    if (activeKey === segment.key && player.getState() === "playing") {
      player.pause();
      return;
    }
    player.seekTo(segment.startTime);
    player.play();
    setActiveKey(segment.key);
  }

  function openSongDialog(segment: DraftSegment) {
    // Spec §4: a segment's own musicians can be edited once the segment is saved.
    if (segment.id === null) {
      toast({ variant: "destructive", title: servicesTexts.errorTitle, description: servicesTexts.segments.saveServiceFirst });
      return;
    }
    setSongDialogKey(segment.key);
  }

  function saveServiceLineup(entries: LineupEntry[]) {
    try {
      const list = visibleEntries(entries);
      setServiceLineup(list);
      // Spec §4: every song's lineup is rebuilt from the new service-wide list.
      changeSegments((current) =>
        current.map((segment) => {
          const rebuilt = rebuildSongLineup(segment.lineup, list);
          return { ...segment, lineup: rebuilt, hasSpecificMusicians: rebuilt ? hasSpecificMusicians(rebuilt) : false };
        }),
      );
      setServiceDialogOpen(false);
      toast({ title: servicesTexts.successTitle, description: servicesTexts.lineup.serviceSaved });
    } catch {
      toast({ variant: "destructive", title: servicesTexts.errorTitle, description: servicesTexts.lineup.serviceSaveError });
    }
  }

  function saveSongLineup(entries: LineupEntry[]) {
    const key = songDialogKey;
    try {
      changeSegments((current) =>
        current.map((segment) =>
          segment.key === key ? { ...segment, lineup: entries, hasSpecificMusicians: hasSpecificMusicians(entries) } : segment,
        ),
      );
      setSongDialogKey(null);
      toast({ title: servicesTexts.successTitle, description: servicesTexts.lineup.songSaved });
    } catch {
      toast({ variant: "destructive", title: servicesTexts.errorTitle, description: servicesTexts.lineup.songSaveError });
    }
  }

  const submit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ id: serviceId, body: toServiceInput(fields, segments, lineup) });
    } catch (error) {
      if (error instanceof ApiError && error.issues) {
        for (const issue of error.issues) {
          const field = String(issue.path).split(".")[0];
          const name = FIELD_NAMES.find((candidate) => candidate === field);
          if (name) form.setError(name, { message: issue.message });
        }
      }
      toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.saveError });
      return;
    }
    toast({ title: servicesTexts.successTitle, description: texts.saved });
    // Spec §4 step 7: the player is destroyed and the user goes to the list.
    player?.destroy();
    setPlayer(null);
    allowLeaving();
    await navigate(paths.admin.services.list.href());
  });

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{texts.detailsTitle}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <FormField
              control={form.control}
              name="date"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{texts.date}</FormLabel>
                  <FormControl>
                    <Input type="date" max={localIsoDate()} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="time"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{texts.time}</FormLabel>
                  <FormControl>
                    <Input type="time" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="bandId"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>{texts.band}</FormLabel>
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      field.onBlur();
                    }}
                    disabled={bands.isPending}
                  >
                    <FormControl>
                      <SelectTrigger onBlur={field.onBlur}>
                        <SelectValue placeholder={bands.isPending ? texts.bandsLoading : texts.bandPlaceholder} />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {(bands.data?.bands ?? []).map((option) => (
                        <SelectItem key={option.id} value={option.id}>
                          {option.name} ({option.year})
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {bands.isError ? <p className="text-sm text-destructive">{texts.bandsLoadError}</p> : null}
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="videoUrl"
              render={({ field }) => (
                <FormItem className="sm:col-span-2 lg:col-span-3">
                  <FormLabel>{texts.videoUrl}</FormLabel>
                  <FormControl>
                    <Input type="url" inputMode="url" placeholder={texts.videoUrlPlaceholder} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="active"
              render={({ field }) => (
                <FormItem className="flex flex-row items-center gap-2 self-end pb-2">
                  <FormControl>
                    <Checkbox checked={field.value ?? true} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">{texts.active}</FormLabel>
                  <FormDescription className="sr-only">{texts.activeHint}</FormDescription>
                </FormItem>
              )}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{servicesTexts.segments.title}</CardTitle>
            <Button type="button" variant="outline" size="sm" onClick={() => setChaptersOpen(true)}>
              {chaptersTexts.button}
            </Button>
          </CardHeader>
          <CardContent className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              <VideoPlayer videoUrl={videoUrl ?? ""} onPlayerChange={setPlayer} onStateChange={setPlayerState} />
              <SegmentEditor player={player} editing={editing} onSubmit={submitSegment} onCancel={() => setEditingKey(null)} />
            </div>
            <MappedSongs
              segments={segments}
              playingKey={playerState === "playing" ? activeKey : null}
              editingKey={editingKey}
              onTogglePlay={togglePlay}
              onLoad={(segment) => setEditingKey(segment.key)}
              onEditMusicians={openSongDialog}
              onRemove={(segment) => setRemovingKey(segment.key)}
            />
          </CardContent>
        </Card>

        <BandConfiguration entries={lineup} loading={lineupLoading} onEdit={() => setServiceDialogOpen(true)} />

        <div className="flex flex-col items-end gap-2">
          {!canSubmit && !save.isPending ? <p className="text-sm text-muted-foreground">{texts.submitHint}</p> : null}
          <Button type="submit" disabled={!canSubmit}>
            {save.isPending ? texts.saving : texts.submit}
          </Button>
        </div>
      </form>

      <ChaptersDialog open={chaptersOpen} onOpenChange={setChaptersOpen} segments={segments} />

      <LineupDialog
        open={serviceDialogOpen}
        onOpenChange={setServiceDialogOpen}
        title={servicesTexts.lineup.serviceDialogTitle}
        description={servicesTexts.lineup.serviceDialogDescription}
        scope="service"
        initialEntries={lineup}
        loading={lineupLoading}
        bandMemberIds={bandMemberIds}
        hintBefore={hintBefore}
        onSave={saveServiceLineup}
      />
      <LineupDialog
        open={songDialogSegment !== null}
        onOpenChange={(open) => !open && setSongDialogKey(null)}
        title={servicesTexts.lineup.songDialogTitle(songDialogSegment?.songName ?? null)}
        description={servicesTexts.lineup.songDialogDescription}
        scope="song"
        initialEntries={songDialogInitial}
        loading={lineupLoading}
        bandMemberIds={bandMemberIds}
        hintBefore={hintBefore}
        onSave={saveSongLineup}
      />
      <ConfirmDialog
        open={removingKey !== null}
        title={servicesTexts.segments.removeTitle}
        description={servicesTexts.segments.removeDescription}
        onConfirm={() => {
          changeSegments((current) => current.filter((segment) => segment.key !== removingKey));
          if (editingKey === removingKey) setEditingKey(null);
          if (activeKey === removingKey) setActiveKey(null);
          setRemovingKey(null);
        }}
        onCancel={() => setRemovingKey(null)}
      />
      <LeavePageDialog blocker={blocker} />
    </Form>
  );
}
