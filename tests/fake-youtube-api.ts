/**
 * A stand-in for the YouTube Data API v3 (issue 23): the three calls 'Importar do YouTube' makes,
 * answered in the real API's shape from channels the test describes, so no test reaches the
 * internet. `channels.list` by handle or id, `playlistItems.list` of the uploads playlist in pages
 * of up to 50 with `pageToken`, `videos.list` with `snippet`, `contentDetails` and
 * `liveStreamingDetails`; the errors the real one gives for a wrong key and an exhausted quota.
 *
 * Run directly (`node --import tsx tests/fake-youtube-api.ts`), it serves the e2e channels on
 * FAKE_YOUTUBE_PORT.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export type FakeVideo = {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  /** For a live stream: when it started (none for an upload). */
  actualStartTime?: string;
  /** ISO 8601, as the API writes it: PT1H32M10S; P0D for a stream still live or only scheduled. */
  duration: string;
  liveBroadcastContent?: "none" | "live" | "upcoming";
};

export type FakeChannel = { id: string; handle: string; videos: FakeVideo[] };

export type FakeFailure = "quota" | "key" | "server";

export const FAKE_YOUTUBE_KEY = "fake-youtube-key";

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  response.end(JSON.stringify(body));
};

const apiError = (code: number, reason: string, message: string) => ({ error: { code, message, errors: [{ message, domain: "youtube", reason }] } });

/** Starts the stand-in; `url` is what YOUTUBE_API_URL should be. */
export async function startFakeYouTubeApi(options: { channels?: FakeChannel[]; port?: number; key?: string } = {}) {
  const channels = [...(options.channels ?? [])];
  const key = options.key ?? FAKE_YOUTUBE_KEY;
  const calls: string[] = [];
  let failure: FakeFailure | null = null;

  const uploadsOf = (channel: FakeChannel) => `UU${channel.id.slice(2)}`;

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://localhost");
    const resource = url.pathname.replace(/^\/youtube\/v3\//, "");
    calls.push(resource);
    const query = url.searchParams;
    if (resource === "health") return json(response, 200, { ok: true });
    if (failure === "server") return json(response, 500, apiError(500, "backendError", "Backend Error"));
    if (query.get("key") !== key) return json(response, 400, apiError(400, "badRequest", "API key not valid. Please pass a valid API key."));
    if (failure === "quota") {
      return json(response, 403, apiError(403, "quotaExceeded", "The request cannot be completed because you have exceeded your quota."));
    }

    if (resource === "channels") {
      const handle = query.get("forHandle")?.toLowerCase();
      const channel = channels.find((candidate) => (handle ? candidate.handle.toLowerCase() === handle : candidate.id === query.get("id")));
      const items = channel ? [{ kind: "youtube#channel", id: channel.id, contentDetails: { relatedPlaylists: { likes: "", uploads: uploadsOf(channel) } } }] : [];
      return json(response, 200, { kind: "youtube#channelListResponse", pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items });
    }
    if (resource === "playlistItems") {
      const channel = channels.find((candidate) => uploadsOf(candidate) === query.get("playlistId"));
      if (!channel) return json(response, 404, apiError(404, "playlistNotFound", "The playlist identified with the request's playlistId parameter cannot be found."));
      const size = Math.min(Number(query.get("maxResults") ?? 5), 50);
      const start = query.get("pageToken") ? Number(/^EAAaBlBUOk(\d+)$/.exec(query.get("pageToken")!)?.[1] ?? NaN) : 0;
      if (!Number.isInteger(start)) return json(response, 400, apiError(400, "invalidPageToken", "The request specifies an invalid page token."));
      const page = channel.videos.slice(start, start + size);
      return json(response, 200, {
        kind: "youtube#playlistItemListResponse",
        ...(start + size < channel.videos.length ? { nextPageToken: `EAAaBlBUOk${start + size}` } : {}),
        pageInfo: { totalResults: channel.videos.length, resultsPerPage: size },
        items: page.map((video) => ({ kind: "youtube#playlistItem", id: `item-${video.id}`, contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt } })),
      });
    }
    if (resource === "videos") {
      const ids = new Set((query.get("id") ?? "").split(","));
      const items = channels
        .flatMap((channel) => channel.videos)
        .filter((video) => ids.has(video.id))
        .map((video) => ({
          kind: "youtube#video",
          id: video.id,
          snippet: {
            publishedAt: video.publishedAt,
            title: video.title,
            description: video.description,
            thumbnails: { default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg` }, medium: { url: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg` } },
            liveBroadcastContent: video.liveBroadcastContent ?? "none",
          },
          contentDetails: { duration: video.duration },
          ...(video.actualStartTime ? { liveStreamingDetails: { actualStartTime: video.actualStartTime } } : {}),
        }));
      return json(response, 200, { kind: "youtube#videoListResponse", pageInfo: { totalResults: items.length, resultsPerPage: items.length }, items });
    }
    return json(response, 404, apiError(404, "notFound", "Not Found"));
  }

  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/youtube/v3`,
    key,
    /** The resources asked for, in order ("channels", "playlistItems", "videos"). */
    calls,
    addChannel: (channel: FakeChannel) => channels.push(channel),
    /** Every answer fails this way from now on (null: answers again). */
    fail: (kind: FakeFailure | null) => (failure = kind),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeYouTubeApi = Awaited<ReturnType<typeof startFakeYouTubeApi>>;

const SONGS = [
  ["Grande é o Senhor", "Adhemar de Campos"],
  ["Lugar Secreto", "Gabriela Rocha"],
  ["Bondade de Deus", "Isaías Saad"],
  ["Raridade", "Anderson Freire"],
  ["Ninguém Explica Deus", "Preto no Branco"],
  ["Aquieta Minh'alma", "Ministério Zoe"],
  ["Ousado Amor", "Isaías Saad"],
  ["Deus de Promessas", "Davi Sacer"],
  ["Tua Graça Me Basta", "Toque no Altar"],
  ["Porque Ele Vive", "Harpa Cristã"],
  ["Santo Pra Sempre", "Gabriel Guedes"],
  ["Em Teus Braços", "Laura Souguellis"],
] as const;

const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
};

/** A video id of 11 characters from a channel's prefix and a number. */
const videoId = (prefix: string, index: number) => `${prefix}${String(index).padStart(11 - prefix.length, "0")}`.slice(0, 11);

/**
 * A church channel with `count` past Sunday services (live streams at 19:00 in São Paulo, newest
 * first, one a week back from `lastSunday`), each with chapters as volunteers write them: four
 * songs among the rest of the service, in three formats. Optionally a short clip without chapters
 * between them (not a service) and a stream scheduled for next Sunday (not yet past).
 */
export function pastServicesChannel(options: {
  handle: string;
  count: number;
  lastSunday?: string;
  prefix?: string;
  withClips?: boolean;
  withScheduled?: boolean;
  /** A part of the service of the church's own naming after the songs, read as a song ("Momento Missões – Angola"). */
  recurringPart?: string;
}): FakeChannel {
  const prefix = options.prefix ?? "v";
  const lastSunday = new Date(`${options.lastSunday ?? "2026-11-22"}T22:00:00Z`);
  const videos: FakeVideo[] = [];
  if (options.withScheduled) {
    videos.push({
      id: videoId(`${prefix}s`, 0),
      title: "Culto de Celebração | Próximo domingo",
      description: "Ative o lembrete!",
      publishedAt: new Date(lastSunday.getTime() - 86_400_000).toISOString(),
      duration: "P0D",
      liveBroadcastContent: "upcoming",
    });
  }
  for (let index = 0; index < options.count; index++) {
    const startedAt = new Date(lastSunday.getTime() - index * 7 * 86_400_000);
    const songs = [0, 1, 2, 3].map((offset) => SONGS[(index * 3 + offset) % SONGS.length]!);
    const starts = [95, 95 + 330, 95 + 650, 95 + 980];
    const format = index % 3;
    const chapter = (start: number, [name, author]: readonly [string, string]) =>
      format === 0 ? `${clock(start)} ${name} - ${author}` : format === 1 ? `${clock(start)} - ${name} (${author})` : `▶️ ${clock(start)} | ${name} (Ao Vivo)`;
    const description = [
      `Culto de Celebração - ${startedAt.toISOString().slice(0, 10).split("-").reverse().join("/")}`,
      "Seja bem-vindo! Inscreva-se no canal e ative o sininho.",
      "",
      "0:00 Abertura",
      ...songs.map((song, position) => chapter(starts[position]!, song)),
      ...(options.recurringPart ? [`${clock(1300)} ${options.recurringPart} – ${["Angola", "Moçambique", "Guiné-Bissau"][index % 3]}`] : []),
      `${clock(1420)} Avisos`,
      `${clock(1700)} Pregação - Pr. João`,
      `${clock(4800)} Oração final e bênção`,
      "",
      "📲 Instagram: @igreja",
      "#culto #louvor",
    ].join("\n");
    videos.push({
      id: videoId(prefix, index),
      title: `Culto de Celebração | ${startedAt.toISOString().slice(0, 10).split("-").reverse().join("/")}`,
      description,
      publishedAt: new Date(startedAt.getTime() - 3600_000).toISOString(),
      actualStartTime: startedAt.toISOString(),
      duration: "PT1H25M12S",
    });
    if (options.withClips && index % 10 === 4) {
      videos.push({
        id: videoId(`${prefix}c`, index),
        title: "Convite: Conferência de Louvor",
        description: "Inscrições abertas! Link na bio.",
        publishedAt: new Date(startedAt.getTime() - 3 * 86_400_000).toISOString(),
        duration: "PT58S",
      });
    }
  }
  return { id: `UC${prefix.padEnd(22, "x")}`.slice(0, 24), handle: options.handle, videos };
}

/** The e2e channels: the church of the import test has 40 past services and a couple of clips. */
export const E2E_CHANNELS = [pastServicesChannel({ handle: "@igrejaquarenta", count: 40, prefix: "q", withClips: true, withScheduled: true, recurringPart: "Momento Missões" })];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const api = await startFakeYouTubeApi({ channels: E2E_CHANNELS, port: Number(process.env.FAKE_YOUTUBE_PORT ?? 0) });
  console.log(`fake YouTube Data API on ${api.url}`);
  process.on("SIGTERM", () => void api.close().then(() => process.exit(0)));
}
