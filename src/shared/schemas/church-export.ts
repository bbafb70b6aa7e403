import { z } from "zod";
import { TEMPO_MAX, TEMPO_MIN, writtenMusicalKey } from "../musical-keys";
import { SLUG_PATTERN } from "../slugs";
import { hasForbiddenCharacter } from "./text";

/**
 * The church export file (issue 22, docs/decisions/395): a zip with one JSON file per kind of
 * data, the images as they are stored, `formato.json` (what the file is, its format version and
 * how many rows each kind has) and a `LEIA-ME.txt` that says all this in Portuguese. The schemas
 * below are the file's contract: the export writes these shapes and the import refuses anything
 * else before it writes a row.
 */

export const CHURCH_EXPORT_FORMAT = "louvor-church-export";
/**
 * Raised when a change of the file would make an older import misread it. 2: segments carry their
 * key and tempo, and the upcoming services' plans come in `planos.json` (issue 27); a version 1
 * file imports with neither. 3: plans carry their team (issue 41, docs/decisions/511) and musicians
 * their contacts (decision 510); a version 2 file imports without them. 4: songs carry their chart,
 * original key and CCLI number, the church its 'Publicar cifras' and escala options (issue 42); a
 * version 3 file imports with none of them and the options' defaults. 5: musicians carry their
 * blockout dates ('Minhas escalas', issue 41); a version 4 file imports with none. 6: segments carry
 * their learnt fingerprint and services how far their segments were from a recording's proposals
 * (issue 43, decision 526); a version 5 file imports with neither.
 */
export const CHURCH_EXPORT_VERSION = 6;

/** The names of the files inside the zip. */
export const churchExportFiles = {
  manifest: "formato.json",
  readme: "LEIA-ME.txt",
  church: "igreja.json",
  musicians: "musicos.json",
  bands: "bandas.json",
  songs: "musicas.json",
  services: "cultos.json",
  segments: "segmentos.json",
  serviceLineups: "escalas-cultos.json",
  songLineups: "escalas-musicas.json",
  plans: "planos.json",
  images: "imagens.json",
  imageFolder: "imagens/",
} as const;

/** The kinds of rows a file holds, each a JSON array in its own file (the church is one object). */
export const CHURCH_EXPORT_KINDS = ["musicians", "bands", "songs", "services", "segments", "serviceLineups", "songLineups", "plans", "images"] as const;
export type ChurchExportKind = (typeof CHURCH_EXPORT_KINDS)[number];

/** `louvor-{slug}-{YYYY-MM-DD}.zip`. */
export function churchExportFileName(slug: string, day: string): string {
  return `louvor-${slug}-${day}.zip`;
}

// ---------------------------------------------------------------------------
// Values as the database gives them (text, so nothing is rounded on the way)
// ---------------------------------------------------------------------------

const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "não é um id (UUID)");
/** Stored text, carried as it is: no control characters (line breaks allowed), bounded. */
const storedText = z
  .string()
  .max(100_000)
  .refine((value) => !hasForbiddenCharacter(value, { multiline: true }), "contém caracteres inválidos");
const optionalText = storedText.nullable();
/** An instant as PostgreSQL writes it in JSON (microseconds and offset kept). */
const instant = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/, "não é uma data e hora");
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "não é uma data (AAAA-MM-DD)");
const clock = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, "não é uma hora (HH:MM:SS)");
const count = z.number().int().min(0).max(2_147_483_647);
const seconds = z.number().int().min(0).max(2_147_483_647);
const publicKey = storedText.min(1).max(300).nullable();
/** A key as stored: already in its written form ("Bb", "F#m"); absent in a version 1 file. */
const musicalKey = z
  .string()
  .refine((value) => writtenMusicalKey(value) === value, "não é um tom (ex: G, Bb, F#m)")
  .nullable()
  .default(null);
const tempo = z.number().int().min(TEMPO_MIN).max(TEMPO_MAX).nullable().default(null);

export const exportedChurchSchema = z.object({
  id,
  name: storedText.min(1),
  slug: z.string().regex(SLUG_PATTERN).max(80),
  address: optionalText,
  youtubeChannel: optionalText,
  logoUrl: optionalText,
  /** What 'Colar capítulos' learned of the church's chapter titles (decision 485); absent in older files. */
  chapterVerdicts: z.record(storedText.min(1).max(400), z.boolean()).default({}),
  /** 'Publicar cifras' and the escala's options (issue 42); absent before version 4: the defaults. */
  publishCharts: z.boolean().default(false),
  escalaReminderDays: z.number().int().min(1).max(14).nullable().default(3),
  escalaDayBefore: z.boolean().default(true),
  createdAt: instant,
  updatedAt: instant,
});

export const exportedMusicianSchema = z.object({
  id,
  name: storedText.min(1),
  publicKey,
  isMultibanda: z.boolean(),
  instrument: optionalText,
  bio: optionalText,
  avatarUrl: optionalText,
  /** Contacts for the escala (decision 510); absent in older files. */
  email: z.email("não é um e-mail").max(254).nullable().default(null),
  phone: z.string().regex(/^[1-9]\d{7,14}$/, "não é um telefone (só os dígitos, com o código do país)").nullable().default(null),
  createdAt: instant,
  updatedAt: instant,
  /**
   * The days the musician cannot serve (format 5): a day or a range (`rrule` null), or a day that
   * repeats (an RFC 5545 RRULE from `startsOn` on, `endsOn` null). The database's own rules check the shape.
   */
  blockouts: z
    .array(
      z.object({
        id,
        startsOn: day,
        endsOn: day.nullable(),
        rrule: z.string().max(200).regex(/^FREQ=[A-Z]+[A-Z0-9=,+;-]*$/, "não é uma regra de repetição (RRULE)").nullable(),
        createdAt: instant,
        updatedAt: instant,
      }),
    )
    .default([]),
});

export const exportedBandMemberSchema = z.object({
  id,
  musicianId: id,
  instrument: z.array(storedText),
  createdAt: instant,
});

export const exportedBandSchema = z.object({
  id,
  name: storedText.min(1),
  year: z.number().int(),
  publicKey,
  imageUrl: optionalText,
  createdAt: instant,
  updatedAt: instant,
  members: z.array(exportedBandMemberSchema),
});

export const exportedSongSchema = z.object({
  id,
  name: storedText.min(1),
  author: optionalText,
  chordFile: optionalText,
  lyrics: optionalText,
  active: z.boolean(),
  publicKey,
  performanceCount: count,
  viewCount: count,
  firstPlayedAt: day.nullable(),
  lastPlayedAt: day.nullable(),
  lastServiceId: id.nullable(),
  lastSegmentId: id.nullable(),
  newMarkedAt: instant.nullable(),
  introducedBy: id.nullable(),
  /** The chart (ChordPro), its original key and the CCLI number (issue 42); absent before version 4. */
  chart: storedText.max(60_000).nullable().default(null),
  originalKey: musicalKey,
  ccli: z.string().regex(/^[0-9]{1,10}$/, "não é um número CCLI").nullable().default(null),
  createdAt: instant,
  updatedAt: instant,
});

export const exportedServiceSchema = z.object({
  id,
  bandId: id,
  date: day,
  time: clock,
  videoUrl: storedText,
  active: z.boolean(),
  publicKey,
  viewCount: count,
  createdAt: instant,
  updatedAt: instant,
  /** Each save from a recording's proposals: how far the final segments were from them (format 6). */
  recordingReviews: z
    .array(z.object({ id, segments: count, boundariesWithin: count, namesProposed: count, namesRight: count, createdAt: instant }))
    .max(10_000)
    .default([]),
});

export const exportedSegmentSchema = z.object({
  id,
  serviceId: id,
  songCatalogId: id,
  bandId: id,
  startTime: seconds,
  endTime: seconds,
  youtubeUrl: optionalText,
  name: optionalText,
  musicalKey,
  tempo,
  active: z.boolean(),
  publicKey,
  viewCount: count,
  createdAt: instant,
  updatedAt: instant,
  /** What the recording analysis learnt from this performance (format 6): its fingerprint (base64, a few KB) with the key and tempo heard. */
  fingerprint: z
    .object({ bytes: z.base64().max(22_000), musicalKey: z.string().max(4).nullable(), tempo: z.number().int().min(0).max(1000).nullable(), createdAt: instant })
    .nullable()
    .default(null),
});

/** A planned service ('Próximos cultos') with its songs in order (format 2). */
export const exportedPlanSchema = z.object({
  id,
  bandId: id,
  date: day,
  time: clock,
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "não é a chave de um plano"),
  createdAt: instant,
  updatedAt: instant,
  songs: z.array(
    z.object({
      id,
      position: count,
      songCatalogId: id,
      musicalKey,
      note: storedText.max(500).nullable(),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  /** The plan's team (format 3): one row per musician in a position, or a position still empty. */
  team: z
    .array(
      z.object({
        id,
        position: storedText.min(1).max(60),
        sortOrder: count,
        musicianId: id.nullable(),
        status: z.enum(["pendente", "confirmado", "recusado"]),
        declineReason: storedText.max(500).nullable(),
        answeredAt: instant.nullable(),
        createdAt: instant,
        updatedAt: instant,
      }),
    )
    .default([]),
});

export const exportedServiceLineupSchema = z.object({
  id,
  serviceId: id,
  musicianId: id,
  instrument: optionalText,
  isSubstitute: z.boolean(),
  createdAt: instant,
});

export const exportedSongLineupSchema = z.object({
  id,
  serviceId: id,
  songDetailId: id.nullable(),
  musicianId: id,
  instrument: optionalText,
  isSubstitute: z.boolean(),
  isGlobal: z.boolean(),
  createdAt: instant,
});

export const IMAGE_CONTENT_TYPES = ["image/webp", "image/png", "image/jpeg", "image/gif", "image/avif"] as const;

export const exportedImageSchema = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.enum(IMAGE_CONTENT_TYPES),
  size: z.number().int().min(1).max(5 * 1024 * 1024),
  uses: z.number().int().min(1),
  createdAt: instant,
  /** The image's bytes inside the zip: `imagens/<sha256>.<ext>`. */
  file: z.string().regex(/^imagens\/[0-9a-f]{64}\.(webp|png|jpg|gif|avif)$/),
});

export const churchExportCountsSchema = z.object({
  musicians: count,
  bands: count,
  bandMembers: count,
  songs: count,
  services: count,
  segments: count,
  serviceLineups: count,
  songLineups: count,
  /** Absent in a version 1 file. */
  plans: count.default(0),
  planSongs: count.default(0),
  /** Absent before version 3. */
  planTeam: count.default(0),
  /** Absent before version 5. */
  blockouts: count.default(0),
  images: count,
});

/**
 * formato.json. Only `format` and `version` are read before anything else: a file of a newer
 * version is refused on them alone, whatever else it holds.
 */
export const churchExportManifestSchema = z.object({
  format: z.literal(CHURCH_EXPORT_FORMAT),
  version: z.number().int().min(1),
  exportedAt: instant,
  church: z.object({ slug: z.string(), name: z.string() }),
  counts: churchExportCountsSchema,
});

export type ExportedChurch = z.infer<typeof exportedChurchSchema>;
export type ExportedMusician = z.infer<typeof exportedMusicianSchema>;
export type ExportedBand = z.infer<typeof exportedBandSchema>;
export type ExportedSong = z.infer<typeof exportedSongSchema>;
export type ExportedService = z.infer<typeof exportedServiceSchema>;
export type ExportedSegment = z.infer<typeof exportedSegmentSchema>;
export type ExportedServiceLineup = z.infer<typeof exportedServiceLineupSchema>;
export type ExportedSongLineup = z.infer<typeof exportedSongLineupSchema>;
export type ExportedPlan = z.infer<typeof exportedPlanSchema>;
export type ExportedImage = z.infer<typeof exportedImageSchema>;
export type ChurchExportCounts = z.infer<typeof churchExportCountsSchema>;
export type ChurchExportManifest = z.infer<typeof churchExportManifestSchema>;
