import { serviceMessages } from "@shared/schemas/services";
import { ApiError } from "@/lib/api-client";
import { issuePath } from "@/lib/server-field-errors";
import type { LineupEntry } from "./lineup-rules";
import { sortSegments, type DraftSegment } from "./service-draft";
import { servicesTexts } from "./texts";

const texts = servicesTexts.references;

/**
 * What a refused save names that was deleted while the form was open (spec §8 'Erro de
 * Referência', docs/decisions/429): a catalogue song of a segment, a musician of a lineup, the
 * band. The server answers 422 with an issue at that reference; this turns those issues into
 * sentences naming the song or musician, in the order of the request (segments sorted by start,
 * as `toServiceInput` sends them). Null when the refusal is about something else.
 */
export function deletedReferences(error: unknown, segments: readonly DraftSegment[], lineup: readonly LineupEntry[]): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.issues) return null;
  const sent = sortSegments(segments);
  const sentences = new Set<string>();
  for (const issue of error.issues) {
    const path = issuePath(issue).split(".");
    if (issue.message === serviceMessages.songNotFound && path[0] === "segments") {
      const segment = sent[Number(path[1])];
      if (segment) sentences.add(texts.songDeleted(segment.songName));
    } else if (issue.message === serviceMessages.musicianNotFound) {
      // segments.N.musicians.M.musicianId or musicians.M.musicianId: M counts the entries sent (not removed ones).
      const entries = (path[0] === "segments" ? (sent[Number(path[1])]?.lineup ?? []) : lineup).filter((entry) => !entry.removed);
      sentences.add(texts.musicianDeleted(entries[Number(path[path.length - 2])]?.name ?? null));
    } else if (issue.message === serviceMessages.bandNotFound && path[0] === "bandId") {
      sentences.add(texts.bandDeleted);
    }
  }
  return sentences.size > 0 ? [...sentences].join(" ") : null;
}

/** The toast of a refused save: 'Erro de Referência' naming what was deleted meanwhile, else the spec's 'Não foi possível salvar o culto.' */
export function saveFailureToast(error: unknown, segments: readonly DraftSegment[], lineup: readonly LineupEntry[]) {
  const deleted = deletedReferences(error, segments, lineup);
  return deleted
    ? { variant: "destructive" as const, title: texts.title, description: deleted }
    : { variant: "destructive" as const, title: servicesTexts.errorTitle, description: servicesTexts.editor.saveError };
}
