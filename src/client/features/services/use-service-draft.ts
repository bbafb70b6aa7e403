import { useMemo, useReducer } from "react";
import type { Band } from "@shared/schemas/bands";
import { effectiveServiceLineup, initialSongLineup } from "./lineup-rules";
import type { ServiceDraftInitial } from "./service-draft";
import { editingSegment, initialServiceDraft, serviceDraftReducer, songLineupSegment } from "./service-draft-state";

/**
 * The service form's draft (segments, lineups, open dialog) as one reducer, with what the
 * screen derives from it and the chosen band.
 */
export function useServiceDraft(initial: ServiceDraftInitial | null, band: Band | undefined) {
  const [state, dispatch] = useReducer(serviceDraftReducer, initial, initialServiceDraft);
  const lineup = useMemo(() => effectiveServiceLineup(state.serviceLineup, band), [state.serviceLineup, band]);
  const songSegment = songLineupSegment(state);
  const songLineup = useMemo(() => (songSegment ? initialSongLineup(songSegment.lineup, lineup) : []), [songSegment, lineup]);
  return { state, dispatch, lineup, editing: editingSegment(state), songSegment, songLineup };
}

export type ServiceDraft = ReturnType<typeof useServiceDraft>;
