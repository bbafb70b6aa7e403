import { eq, sql } from "drizzle-orm";
import { parseChapters, readAsCatalogued, type ChapterVerdicts } from "@shared/chapters";
import { formatInstruments } from "@shared/instruments";
import { latestTodayOnEarth, serviceInputSchema } from "@shared/schemas/services";
import {
  IMPORT_PAGE_SIZE,
  youtubeImportMessages,
  type ImportableVideo,
  type ImportedService,
  type ImportInput,
  type ImportListResponse,
  type ImportResponse,
} from "@shared/schemas/youtube-import";
import { youtubeWatchUrl } from "@shared/youtube-url";
import { findBand } from "../bands";
import { arrayLiteral, type Database, type Executor, churches, inTransaction } from "../db";
import { recordChange, type Actor, historySummaries } from "../history";
import { AppError } from "../http";
import { chapterVerdictsOf, rememberChapterVerdicts } from "../churches";
import { concurrentChange, saveServiceWithin } from "../services";
import { matchSongNames } from "../songs";
import { YouTubeApiError, type ChannelVideo, type youtubeDataApi } from "./data-api";

type YouTubeApi = ReturnType<typeof youtubeDataApi>;

/** At most this many pages of the uploads are read for one page of the list (a channel whose newest videos are all imported). */
const MAX_PLAYLIST_PAGES = 10;

/** The API's errors as answers: the church's channel is the administrator's to fix (422); the rest is YouTube's side (503). */
export function youtubeErrorAnswer(error: YouTubeApiError): AppError {
  return new AppError(error.kind === "channel" ? 422 : 503, `youtube_${error.kind}`, error.message);
}

async function churchChannel(db: Executor, churchId: string): Promise<string> {
  const [church] = await db.select({ channel: churches.youtubeChannel }).from(churches).where(eq(churches.id, churchId));
  const channel = church?.channel?.trim();
  if (!channel) throw new AppError(409, "youtube_channel_missing", youtubeImportMessages.noChannel);
  return channel;
}

/** Which of these video ids are already services of the church (the form stores the canonical watch URL). */
async function importedVideoIds(db: Executor, churchId: string, videoIds: readonly string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db.execute<{ video_url: string }>(sql`
    select video_url from services
    where church_id = ${churchId} and video_url = any(${arrayLiteral(videoIds.map((id) => youtubeWatchUrl(id)))}::text[])`);
  return new Set(rows.rows.map((row) => new URL(row.video_url).searchParams.get("v")!));
}

/**
 * Our page token: the API's token of the uploads page where the list goes on, and how many of that
 * page's videos were already shown ("TOKEN.12"), so every page but the last has 50 videos although
 * imported ones are left out.
 */
function readPageToken(token: string | undefined): { apiToken: string | undefined; skip: number } {
  if (!token) return { apiToken: undefined, skip: 0 };
  const [apiToken, skip] = token.split(".");
  return { apiToken: apiToken || undefined, skip: Number(skip ?? 0) };
}

/** A video that will never be a past service: a live stream still running or one only scheduled. */
function isPast(video: ChannelVideo): boolean {
  return video.duration !== null && video.duration > 0;
}

/**
 * The channel's videos that are not yet services, newest first, 50 a page (fewer on the last):
 * the uploads playlist is read page by page, the imported ones left out, until the page is full.
 */
export async function listImportableVideos(db: Database, api: YouTubeApi, churchId: string, pageToken: string | undefined): Promise<Extract<ImportListResponse, { configured: true }>> {
  const playlist = await api.uploadsPlaylist(await churchChannel(db, churchId));
  let { apiToken, skip } = readPageToken(pageToken);
  const verdicts = await chapterVerdictsOf(db, churchId);
  const videos: ImportableVideo[] = [];
  for (let read = 0; read < MAX_PLAYLIST_PAGES; read++) {
    const page = await api.uploads(playlist, apiToken);
    const imported = await importedVideoIds(db, churchId, page.videoIds);
    const candidates = page.videoIds.slice(skip).filter((id) => !imported.has(id));
    const details = (await api.videos(candidates)).filter(isPast);
    const room = IMPORT_PAGE_SIZE - videos.length;
    videos.push(...details.slice(0, room).map((video) => toImportable(video, verdicts)));
    if (details.length > room) {
      // The page is full in the middle of this uploads page: the next starts after the last shown.
      const lastShown = page.videoIds.indexOf(details[room - 1]!.videoId);
      return { configured: true, videos, nextPageToken: `${apiToken ?? ""}.${lastShown + 1}` };
    }
    skip = 0;
    apiToken = page.nextPageToken ?? undefined;
    if (!apiToken || videos.length === IMPORT_PAGE_SIZE) return { configured: true, videos, nextPageToken: apiToken ?? null };
  }
  return { configured: true, videos, nextPageToken: apiToken ?? null };
}

function toImportable(video: ChannelVideo, verdicts: ChapterVerdicts): ImportableVideo {
  const songNames = parseChapters(video.description, { duration: video.duration, verdicts }).songs.map((song) => song.name);
  return {
    videoId: video.videoId,
    title: video.title,
    startedAt: video.startedAt,
    duration: video.duration,
    thumbnailUrl: video.thumbnailUrl,
    songNames,
  };
}

/** The calendar day and time of day ('YYYY-MM-DD', 'HH:MM') of an instant in a time zone. */
export function localDateTime(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * Imports the ticked videos (docs/decisions/440): each becomes an inactive service, in a
 * transaction of its own (a failure keeps the ones before it; a second run skips them, known by
 * their video id), with the band's musicians as its lineup and a segment per song chapter, matched
 * to the catalogue or added to it. A video without song chapters is skipped, to be added by hand.
 */
export async function importVideos(db: Database, api: YouTubeApi, churchId: string, input: ImportInput, by: Actor): Promise<ImportResponse> {
  const bands = new Map<string, Awaited<ReturnType<typeof findBand>>>();
  for (const { bandId } of input.videos) if (!bands.has(bandId)) bands.set(bandId, await findBand(db, churchId, bandId));
  const missingBand = input.videos.findIndex((video) => !bands.get(video.bandId));
  if (missingBand >= 0) {
    throw new AppError(422, "validation_failed", "Dados inválidos.", [{ path: `videos.${missingBand}.bandId`, message: "Banda não encontrada." }]);
  }

  await churchChannel(db, churchId);
  const details = new Map((await api.videos(input.videos.map((video) => video.videoId))).map((video) => [video.videoId, video] as const));
  const result: ImportResponse = { created: [], skipped: [] };
  const serviceInput = serviceInputSchema(() => latestTodayOnEarth());
  // The names the administrator unticked are remembered first, in a statement of their own (each
  // video has its transaction): with what the church's previews said before, they read every video alike.
  await rememberChapterVerdicts(db, churchId, input.chapterVerdicts);
  const verdicts = await chapterVerdictsOf(db, churchId);

  for (const { videoId, bandId } of input.videos) {
    const video = details.get(videoId);
    if (!video || !isPast(video)) {
      result.skipped.push({ videoId, title: video?.title ?? videoId, reason: "not-found" });
      continue;
    }
    const chapters = parseChapters(video.description, { duration: video.duration, verdicts });
    const songs = chapters.songs.filter((song) => song.end !== null);
    if (songs.length === 0) {
      result.skipped.push({ videoId, title: video.title, reason: "no-song-chapters" });
      continue;
    }
    // Each song as the catalogue knows it: as written, or author first (decision 440).
    const names = [...new Set(songs.flatMap((song) => [song.name, ...(song.authorFirst ? [song.authorFirst.name] : [])]))];
    const { matches: found } = await matchSongNames(db, churchId, names);
    const byName = new Map(names.map((name, index) => [name, found[index] ?? null]));
    const read = songs.map((song) => readAsCatalogued(song, (name) => byName.get(name) ?? null));
    const { date, time } = localDateTime(video.startedAt, input.timeZone);
    const band = bands.get(bandId)!;
    const parsed = serviceInput.safeParse({
      date,
      time,
      videoUrl: youtubeWatchUrl(videoId),
      bandId,
      active: false,
      segments: read.map(({ song, match }) => ({
        ...(match ? { songCatalogId: match.id } : { newSong: { name: song.name, author: song.author } }),
        startTime: song.start,
        endTime: song.end,
        musicalKey: song.key,
      })),
      musicians: band.members.map((member) => ({ musicianId: member.musicianId, instrument: formatInstruments(member.instrument) })),
    });
    if (!parsed.success) {
      result.skipped.push({ videoId, title: video.title, reason: "invalid", detail: parsed.error.issues[0]?.message });
      continue;
    }

    const serviceId = await inTransaction(
      db,
      async (tx) => {
        // Two imports of one channel at once: the second waits, then finds the video imported.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`youtube-import:${churchId}`}, 0))`);
        if ((await importedVideoIds(tx, churchId, [videoId])).size > 0) return null;
        const savedId = await saveServiceWithin(tx, churchId, null, parsed.data);
        // One entry per imported service, in its own transaction: each service knows who brought it in.
        await recordChange(tx, churchId, by, { kind: "service", recordId: savedId, action: "create", summary: historySummaries.serviceImported(date) });
        return savedId;
      },
      concurrentChange,
    );
    if (serviceId === null) {
      result.skipped.push({ videoId, title: video.title, reason: "already-imported" });
      continue;
    }
    result.created.push({
      videoId,
      title: video.title,
      serviceId,
      date,
      time,
      songs: songs.length,
      newSongs: read.filter(({ match }) => !match).map(({ song }) => song.name),
      lastChapterOpen: songs.length < chapters.songs.length,
    } satisfies ImportedService);
  }
  return result;
}

export { YouTubeApiError };
