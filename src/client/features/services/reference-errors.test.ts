import { describe, expect, it } from "vitest";
import { serviceMessages } from "@shared/schemas/services";
import { ApiError } from "@/lib/api-client";
import type { LineupEntry } from "./lineup-rules";
import type { DraftSegment } from "./service-draft";
import { deletedReferences, saveFailureToast } from "./reference-errors";
import { servicesTexts } from "./texts";

const texts = servicesTexts.references;

const entry = (musicianId: string, name: string, removed = false): LineupEntry => ({
  musicianId,
  name,
  isMultibanda: false,
  instrument: "",
  isSubstitute: false,
  isGlobal: false,
  removed,
});

const segment = (key: string, songName: string, startTime: number, lineup: LineupEntry[] | null = null): DraftSegment => ({
  key,
  id: null,
  songCatalogId: `song-${key}`,
  songName,
  songNewMarkedAt: null,
  songIntroducedBy: null,
  isNew: false,
  startTime,
  endTime: startTime + 60,
  musicalKey: null,
  tempo: null,
  lineup,
  hasSpecificMusicians: lineup !== null,
});

const refused = (...issues: { path: string; message: string }[]) =>
  new ApiError({ status: 422, code: "validation_failed", message: "Dados inválidos.", issues });

describe("what a refused save names that was deleted meanwhile ('Erro de Referência')", () => {
  // Out of order in the form; the request sends them by start.
  const segments = [segment("b", "Segunda", 300, [entry("m-ana", "Ana", true), entry("m-bia", "Bia")]), segment("a", "Primeira", 10)];
  const lineup = [entry("m-caio", "Caio", true), entry("m-duda", "Duda")];

  it("names the song of the segment at the issue's index, as the request sent them", () => {
    expect(deletedReferences(refused({ path: "segments.1.songCatalogId", message: serviceMessages.songNotFound }), segments, lineup)).toBe(
      texts.songDeleted("Segunda"),
    );
  });

  it("names the musician at the issue's index among the entries sent (removed ones are not sent)", () => {
    expect(
      deletedReferences(refused({ path: "segments.1.musicians.0.musicianId", message: serviceMessages.musicianNotFound }), segments, lineup),
    ).toBe(texts.musicianDeleted("Bia"));
    expect(deletedReferences(refused({ path: "musicians.0.musicianId", message: serviceMessages.musicianNotFound }), segments, lineup)).toBe(
      texts.musicianDeleted("Duda"),
    );
  });

  it("names the band, and says each thing once", () => {
    const error = refused(
      { path: "bandId", message: serviceMessages.bandNotFound },
      { path: "segments.0.songCatalogId", message: serviceMessages.songNotFound },
      { path: "segments.0.songCatalogId", message: serviceMessages.songNotFound },
    );
    expect(deletedReferences(error, segments, lineup)).toBe(`${texts.bandDeleted} ${texts.songDeleted("Primeira")}`);
  });

  it("is nothing for other refusals, and the toast is then the spec's 'Não foi possível salvar o culto.'", () => {
    const other = refused({ path: "date", message: serviceMessages.dateInFuture });
    expect(deletedReferences(other, segments, lineup)).toBeNull();
    expect(deletedReferences(new Error("rede"), segments, lineup)).toBeNull();
    expect(saveFailureToast(other, segments, lineup)).toEqual({
      variant: "destructive",
      title: servicesTexts.errorTitle,
      description: servicesTexts.editor.saveError,
    });
  });
});
