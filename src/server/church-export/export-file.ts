import { z } from "zod";
import {
  CHURCH_EXPORT_FORMAT,
  CHURCH_EXPORT_VERSION,
  churchExportFiles as files,
  churchExportManifestSchema,
  exportedBandSchema,
  exportedChurchSchema,
  exportedImageSchema,
  exportedMusicianSchema,
  exportedSegmentSchema,
  exportedServiceLineupSchema,
  exportedServiceSchema,
  exportedSongLineupSchema,
  exportedPlanSchema,
  exportedSongSchema,
  type ChurchExportManifest,
  type ExportedBand,
  type ExportedChurch,
  type ExportedImage,
  type ExportedMusician,
  type ExportedPlan,
  type ExportedSegment,
  type ExportedService,
  type ExportedServiceLineup,
  type ExportedSongLineup,
  type ExportedSong,
} from "@shared/schemas/church-export";
import { MAX_JSON_BYTES, type ExportArchive } from "./archive";
import { ChurchImportError } from "./import-errors";

/** Everything an export file holds but the images' bytes, parsed and checked. */
export type ExportContents = {
  manifest: ChurchExportManifest;
  church: ExportedChurch;
  musicians: ExportedMusician[];
  bands: ExportedBand[];
  songs: ExportedSong[];
  services: ExportedService[];
  segments: ExportedSegment[];
  serviceLineups: ExportedServiceLineup[];
  songLineups: ExportedSongLineup[];
  plans: ExportedPlan[];
  images: ExportedImage[];
};

const damaged = (detail: string) => ChurchImportError.damaged(detail);

async function readJson(archive: ExportArchive, name: string, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const bytes = await archive.read(name, maxBytes);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw damaged(`${name} não é um JSON válido`);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, name: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue && issue.path.length > 0 ? ` (em ${issue.path.join(".")})` : "";
  throw damaged(`${name} tem um valor inválido${where}: ${issue?.message ?? "formato inesperado"}`);
}

const versionOnly = z.object({ format: z.unknown(), version: z.unknown() });

/**
 * Reads and checks the whole file before anything is written: what it is and its version first
 * (a newer format is refused on that alone), then every file against its schema, the counts the
 * manifest promises, and every reference between rows (a reference must name a row of this same
 * file, so an import can never point at another church's rows).
 */
export async function readExportContents(archive: ExportArchive): Promise<ExportContents> {
  const rawManifest = await readJson(archive, files.manifest, 1024 * 1024);
  const head = versionOnly.safeParse(rawManifest);
  if (!head.success || head.data.format !== CHURCH_EXPORT_FORMAT) throw damaged(`${files.manifest} não descreve uma exportação de igreja`);
  const version = head.data.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) throw damaged(`${files.manifest} não tem uma versão válida`);
  if (version > CHURCH_EXPORT_VERSION) throw ChurchImportError.newerFormat(version);

  const manifest = parse(churchExportManifestSchema, rawManifest, files.manifest);
  const contents: ExportContents = {
    manifest,
    church: parse(exportedChurchSchema, await readJson(archive, files.church), files.church),
    musicians: parse(z.array(exportedMusicianSchema), await readJson(archive, files.musicians), files.musicians),
    bands: parse(z.array(exportedBandSchema), await readJson(archive, files.bands), files.bands),
    songs: parse(z.array(exportedSongSchema), await readJson(archive, files.songs), files.songs),
    services: parse(z.array(exportedServiceSchema), await readJson(archive, files.services), files.services),
    segments: parse(z.array(exportedSegmentSchema), await readJson(archive, files.segments), files.segments),
    serviceLineups: parse(z.array(exportedServiceLineupSchema), await readJson(archive, files.serviceLineups), files.serviceLineups),
    songLineups: parse(z.array(exportedSongLineupSchema), await readJson(archive, files.songLineups), files.songLineups),
    // Plans came with format 2.
    plans: version >= 2 ? parse(z.array(exportedPlanSchema), await readJson(archive, files.plans), files.plans) : [],
    images: parse(z.array(exportedImageSchema), await readJson(archive, files.images), files.images),
  };
  checkCounts(contents);
  checkReferences(contents, archive);
  return contents;
}

function checkCounts(contents: ExportContents) {
  const expected = contents.manifest.counts;
  const actual = {
    musicians: contents.musicians.length,
    bands: contents.bands.length,
    bandMembers: contents.bands.reduce((total, band) => total + band.members.length, 0),
    songs: contents.songs.length,
    services: contents.services.length,
    segments: contents.segments.length,
    serviceLineups: contents.serviceLineups.length,
    songLineups: contents.songLineups.length,
    plans: contents.plans.length,
    planSongs: contents.plans.reduce((total, plan) => total + plan.songs.length, 0),
    planTeam: contents.plans.reduce((total, plan) => total + plan.team.length, 0),
    blockouts: contents.musicians.reduce((total, musician) => total + musician.blockouts.length, 0),
    images: contents.images.length,
  };
  for (const [kind, count] of Object.entries(actual)) {
    const promised = expected[kind as keyof typeof expected];
    if (promised !== count) throw damaged(`${files.manifest} promete ${promised} registros de ${kind}, e o arquivo tem ${count}`);
  }
}

/** The ids of one kind, each once; a repeated id is damage. */
function idsOf(rows: readonly { id: string }[], name: string): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (ids.has(row.id)) throw damaged(`${name} repete o id ${row.id}`);
    ids.add(row.id);
  }
  return ids;
}

function checkReferences(contents: ExportContents, archive: ExportArchive) {
  const musicians = idsOf(contents.musicians, files.musicians);
  idsOf(
    contents.musicians.flatMap((musician) => musician.blockouts),
    files.musicians,
  );
  const bands = idsOf(contents.bands, files.bands);
  idsOf(
    contents.bands.flatMap((band) => band.members),
    files.bands,
  );
  const songs = idsOf(contents.songs, files.songs);
  const services = idsOf(contents.services, files.services);
  const segments = idsOf(contents.segments, files.segments);
  idsOf(contents.serviceLineups, files.serviceLineups);
  idsOf(contents.songLineups, files.songLineups);
  idsOf(contents.plans, files.plans);
  idsOf(
    contents.plans.flatMap((plan) => plan.songs),
    files.plans,
  );
  idsOf(
    contents.plans.flatMap((plan) => plan.team),
    files.plans,
  );

  const refer = (set: Set<string>, id: string | null, from: string, what: string) => {
    if (id !== null && !set.has(id)) throw damaged(`${from} se refere a ${what} ${id}, que não está no arquivo`);
  };
  for (const band of contents.bands) for (const member of band.members) refer(musicians, member.musicianId, files.bands, "o músico");
  for (const song of contents.songs) {
    refer(bands, song.introducedBy, files.songs, "a banda");
    refer(services, song.lastServiceId, files.songs, "o culto");
    refer(segments, song.lastSegmentId, files.songs, "a música de culto");
  }
  for (const service of contents.services) refer(bands, service.bandId, files.services, "a banda");
  for (const segment of contents.segments) {
    refer(services, segment.serviceId, files.segments, "o culto");
    refer(songs, segment.songCatalogId, files.segments, "a música");
    refer(bands, segment.bandId, files.segments, "a banda");
  }
  for (const entry of contents.serviceLineups) {
    refer(services, entry.serviceId, files.serviceLineups, "o culto");
    refer(musicians, entry.musicianId, files.serviceLineups, "o músico");
  }
  for (const plan of contents.plans) {
    refer(bands, plan.bandId, files.plans, "a banda");
    for (const song of plan.songs) refer(songs, song.songCatalogId, files.plans, "a música");
    for (const entry of plan.team) refer(musicians, entry.musicianId, files.plans, "o músico");
  }
  for (const entry of contents.songLineups) {
    refer(services, entry.serviceId, files.songLineups, "o culto");
    refer(segments, entry.songDetailId, files.songLineups, "a música de culto");
    refer(musicians, entry.musicianId, files.songLineups, "o músico");
  }
  const hashes = new Set<string>();
  for (const image of contents.images) {
    if (hashes.has(image.sha256)) throw damaged(`${files.images} repete a imagem ${image.sha256}`);
    hashes.add(image.sha256);
    if (!image.file.startsWith(`${files.imageFolder}${image.sha256}.`)) throw damaged(`${files.images} dá outro nome à imagem ${image.sha256}`);
    if (!archive.has(image.file)) throw damaged(`falta o arquivo ${image.file}`);
  }
}
