import { useMemo, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { localIsoDate, serviceFieldsSchema, type ServiceFields, type ServiceFieldsInput } from "@shared/schemas/services";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import type { Player } from "@/lib/player";
import { useBandOptions } from "@/lib/reference-data";
import { useSaveService } from "./api";
import { BandConfiguration } from "./band-configuration";
import { chaptersTexts } from "./chapters-texts";
import { pasteChaptersTexts } from "./paste-chapters-texts";
import { recordingTexts } from "./recording-texts";
import { MappedSongs } from "./mapped-songs";
import { SegmentEditor } from "./segment-editor";
import { toServiceInput, type DraftSegment, type ServiceDraftInitial } from "./service-draft";
import { playingKey, type ServiceDraftAction } from "./service-draft-state";
import { saveFailureToast } from "./reference-errors";
import { ServiceDetailsFields } from "./service-details-fields";
import { ServiceFormDialogs } from "./service-form-dialogs";
import { EditorVideoPlayer } from "./editor-video-player";
import { servicesTexts } from "./texts";
import { LeavePageDialog, useUnsavedChangesGuard } from "./use-unsaved-changes";
import { useServiceDraft } from "./use-service-draft";

const texts = servicesTexts.editor;

/** Where the volunteer is in the video when no player says it: the song being edited, else after the last one mapped. */
const mappingPosition = (editing: DraftSegment | null, segments: readonly DraftSegment[]) =>
  editing?.startTime ?? Math.max(0, ...segments.map((segment) => segment.endTime));

const EMPTY_FIELDS: Required<ServiceFieldsInput> = { date: "", time: "", videoUrl: "", bandId: "", active: true };
const FIELD_NAMES = ["date", "time", "videoUrl", "bandId", "active"] as const;

type ServiceFormProps = {
  /** The saved service's id, or null for a new one. */
  serviceId: string | null;
  initial: ServiceDraftInitial | null;
  /** The plan this new service records ('Registrar culto gravado'): the save removes it. */
  planId?: string | null;
};

/**
 * The service form (spec, admin: Service form; §4 "Saving a service"; §5). The fields live in
 * react-hook-form, the rest of the draft in one reducer (useServiceDraft); this renders them.
 */
export function ServiceForm({ serviceId, initial, planId = null }: ServiceFormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => serviceFieldsSchema(() => localIsoDate()), []);
  const form = useForm<ServiceFieldsInput, unknown, ServiceFields>({
    resolver: zodResolver(schema),
    defaultValues: initial?.fields ?? EMPTY_FIELDS,
    mode: "onTouched",
  });
  const [date, time, videoUrl, bandId] = useWatch({ control: form.control, name: ["date", "time", "videoUrl", "bandId"] });

  const bands = useBandOptions();
  const band = bands.data?.bands.find((candidate) => candidate.id === bandId);
  const bandMemberIds = useMemo(() => new Set(band?.members.map((member) => member.musicianId) ?? []), [band]);
  const draft = useServiceDraft(initial, band);
  const { state, dispatch, lineup } = draft;
  const lineupLoading = state.serviceLineup === null && Boolean(bandId) && bands.isPending;
  // The player belongs to the embedded video's life, not to the draft.
  const [player, setPlayer] = useState<Player | null>(null);
  const service = { date: date ?? "", bandId: bandId ?? "" };

  const save = useSaveService();
  const dirty = form.formState.isDirty || state.changed;
  const { blocker, allowLeaving } = useUnsavedChangesGuard(dirty && !save.isSuccess);
  const awaitingTimes = state.segments.some((segment) => segment.awaitingTimes);
  const canSubmit = Boolean(date && time && videoUrl?.trim() && bandId) && state.segments.length > 0 && !awaitingTimes && !save.isPending;

  function togglePlay(segment: DraftSegment) {
    if (!player) return;
    if (state.activeKey === segment.key && player.getState() === "playing") {
      player.pause();
      return;
    }
    player.seekTo(segment.startTime);
    player.play();
    dispatch({ type: "segmentPlayed", key: segment.key });
  }

  function openSongLineup(segment: DraftSegment) {
    // Spec §4: a segment's own musicians can be edited once the segment is saved.
    if (segment.id === null) {
      toast({ variant: "destructive", title: servicesTexts.errorTitle, description: servicesTexts.segments.saveServiceFirst });
      return;
    }
    dispatch({ type: "songLineupOpened", key: segment.key });
  }

  const submit = form.handleSubmit(async (fields) => {
    try {
      await save.mutateAsync({ id: serviceId, body: toServiceInput(fields, state.segments, lineup, planId, state.chapterVerdicts, state.recording) });
    } catch (error) {
      // An issue deeper in a field ("date.x") belongs to the field itself.
      applyServerFieldErrors(error, form.setError, (path) => FIELD_NAMES.find((name) => name === path.split(".")[0]) ?? null);
      toast(saveFailureToast(error, state.segments, lineup));
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
      <form onSubmit={(event) => void submit(event)} noValidate className="flex min-w-0 flex-col gap-6">
        <ServiceDetailsFields control={form.control} />

        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>{servicesTexts.segments.title}</CardTitle>
            <SongsCardActions dispatch={dispatch} />
          </CardHeader>
          {/* minmax(0, 1fr): a long song name wraps instead of widening the column past the screen. */}
          <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-4">
              <EditorVideoPlayer
                videoUrl={videoUrl ?? ""}
                fallbackTime={mappingPosition(draft.editing, state.segments)}
                onPlayerChange={setPlayer}
                onStateChange={(playerState) => dispatch({ type: "playerStateChanged", state: playerState })}
              />
              <SegmentEditor
                player={player}
                service={service}
                bandName={(id) => bands.data?.bands.find((candidate) => candidate.id === id)?.name ?? null}
                editing={draft.editing}
                onSubmit={(values, key) => dispatch({ type: "segmentSubmitted", key, values })}
                onCancel={() => dispatch({ type: "editingCancelled" })}
              />
            </div>
            <MappedSongs
              segments={state.segments}
              service={service}
              playingKey={playingKey(state)}
              editingKey={state.editingKey}
              onTogglePlay={togglePlay}
              onLoad={(segment) => dispatch({ type: "segmentLoaded", key: segment.key })}
              onEditMusicians={openSongLineup}
              onRemove={(segment) => dispatch({ type: "removeAsked", key: segment.key })}
            />
          </CardContent>
        </Card>

        <BandConfiguration entries={lineup} loading={lineupLoading} onEdit={() => dispatch({ type: "serviceLineupOpened" })} />

        <div className="flex flex-col items-end gap-2">
          {!canSubmit && !save.isPending ? <p className="text-sm text-muted-foreground">{awaitingTimes ? texts.awaitingTimesHint : texts.submitHint}</p> : null}
          <Button type="submit" className="max-md:h-11" disabled={!canSubmit}>
            {save.isPending ? texts.saving : texts.submit}
          </Button>
        </div>
      </form>

      <ServiceFormDialogs draft={draft} lineupLoading={lineupLoading} bandMemberIds={bandMemberIds} hintBefore={date || localIsoDate()} videoDuration={knownDuration(player)} />
      <LeavePageDialog blocker={blocker} />
    </Form>
  );
}

/** The video's length once its player knows it. */
const knownDuration = (player: Player | null) => (player && player.getDuration() > 0 ? player.getDuration() : null);

/**
 * The songs card's actions: songs in from pasted chapters ('Colar capítulos') or from the service's
 * recording ('Analisar gravação'), or the chapters' text out.
 */
function SongsCardActions({ dispatch }: { dispatch: (action: ServiceDraftAction) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" size="sm" className="max-md:h-11" onClick={() => dispatch({ type: "pasteChaptersOpened" })}>
        {pasteChaptersTexts.button}
      </Button>
      <Button type="button" variant="outline" size="sm" className="max-md:h-11" onClick={() => dispatch({ type: "recordingOpened" })}>
        {recordingTexts.button}
      </Button>
      <Button type="button" variant="outline" size="sm" className="max-md:h-11" onClick={() => dispatch({ type: "chaptersOpened" })}>
        {chaptersTexts.button}
      </Button>
    </div>
  );
}
