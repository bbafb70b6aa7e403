/**
 * The YouTube Data API v3 as 'Importar do YouTube' needs it (issue 23, docs/decisions/440). The channel (by handle or id) → its uploads playlist → the videos of a
 * page of it → each video's title, description, start of its live stream (or publication) and
 * duration. Base URL from YOUTUBE_API_URL (tests serve answers of the real API's shape locally),
 * key from YOUTUBE_API_KEY. Errors become one of a few kinds, each with its Portuguese sentence.
 */

export type YouTubeErrorKind = "quota" | "key" | "channel" | "network" | "answer";

export const youtubeErrorMessages: Record<YouTubeErrorKind, string> = {
  quota: "A cota diária da API do YouTube acabou. Tente de novo amanhã.",
  key: "A chave da API do YouTube (YOUTUBE_API_KEY) foi recusada. Confira a chave nas configurações do servidor.",
  channel: "Canal do YouTube não encontrado. Confira o canal no cadastro da igreja.",
  network: "Não foi possível falar com o YouTube. Tente de novo em alguns minutos.",
  answer: "O YouTube respondeu de um jeito inesperado. Tente de novo em alguns minutos.",
};

export class YouTubeApiError extends Error {
  constructor(readonly kind: YouTubeErrorKind) {
    super(youtubeErrorMessages[kind]);
    this.name = "YouTubeApiError";
  }
}

/** A video of the channel as the import lists it. */
export type ChannelVideo = {
  videoId: string;
  title: string;
  description: string;
  /** When the live stream started (liveStreamingDetails.actualStartTime), else when it was published. ISO instant. */
  startedAt: string;
  /** Seconds; null for a live stream still running or an answer without it. */
  duration: number | null;
  thumbnailUrl: string | null;
};

/** ISO 8601 durations as the API writes them: PT1H2M3S, PT45M, P1DT2H → seconds; null otherwise. */
export function parseIsoDuration(value: string | undefined): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value ?? "");
  if (!match || value === "P" || value === "PT") return null;
  const [, days, hours, minutes, seconds] = match;
  return Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}

/** The church record's channel ("https://www.youtube.com/@igreja", "@igreja", ".../channel/UC…") as the API asks for it. */
export function channelQuery(youtubeChannel: string): { forHandle: string } | { id: string } | null {
  const text = youtubeChannel.trim();
  const id = /(?:^|\/channel\/)(UC[\w-]{22})(?:[/?#]|$)/.exec(text);
  if (id) return { id: id[1]! };
  const handle = /(?:^|youtube\.com\/)(@[\w.-]{3,30})(?:[/?#]|$)/i.exec(text);
  if (handle) return { forHandle: handle[1]! };
  return null;
}

type ApiOptions = { baseUrl: string; apiKey: string; fetch?: typeof globalThis.fetch; timeoutMs?: number };

export function youtubeDataApi({ baseUrl, apiKey, fetch = globalThis.fetch, timeoutMs = 15_000 }: ApiOptions) {
  async function get<T>(resource: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${baseUrl.replace(/\/$/, "")}/${resource}`);
    for (const [name, value] of Object.entries({ ...params, key: apiKey })) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    } catch {
      throw new YouTubeApiError("network");
    }
    const body = (await response.json().catch(() => null)) as { error?: { errors?: { reason?: string }[] } } | null;
    if (!response.ok) {
      const reasons = body?.error?.errors?.map((error) => error.reason) ?? [];
      if (reasons.some((reason) => reason === "quotaExceeded" || reason === "dailyLimitExceeded" || reason === "rateLimitExceeded")) throw new YouTubeApiError("quota");
      if (response.status === 400 || response.status === 401 || response.status === 403) throw new YouTubeApiError("key");
      if (response.status === 404) throw new YouTubeApiError("channel");
      throw new YouTubeApiError(response.status >= 500 ? "network" : "answer");
    }
    if (body === null) throw new YouTubeApiError("answer");
    return body as T;
  }

  /** The channel's uploads playlist (every video it published, live streams included). */
  async function uploadsPlaylist(youtubeChannel: string): Promise<string> {
    const query = channelQuery(youtubeChannel);
    if (!query) throw new YouTubeApiError("channel");
    const answer = await get<{ items?: { contentDetails?: { relatedPlaylists?: { uploads?: string } } }[] }>("channels", {
      part: "contentDetails",
      ...query,
    });
    const uploads = answer.items?.[0]?.contentDetails?.relatedPlaylists?.uploads;
    if (!uploads) throw new YouTubeApiError("channel");
    return uploads;
  }

  /** One page (50) of the uploads, newest first, and the token of the next. */
  async function uploads(playlistId: string, pageToken?: string): Promise<{ videoIds: string[]; nextPageToken: string | null }> {
    const answer = await get<{ items?: { contentDetails?: { videoId?: string } }[]; nextPageToken?: string }>("playlistItems", {
      part: "contentDetails",
      playlistId,
      maxResults: "50",
      ...(pageToken ? { pageToken } : {}),
    });
    const videoIds = (answer.items ?? []).flatMap((item) => (item.contentDetails?.videoId ? [item.contentDetails.videoId] : []));
    return { videoIds, nextPageToken: answer.nextPageToken ?? null };
  }

  /** The details of up to 50 videos, in the order asked. */
  async function videos(ids: readonly string[]): Promise<ChannelVideo[]> {
    if (ids.length === 0) return [];
    type Item = {
      id: string;
      snippet?: { title?: string; description?: string; publishedAt?: string; thumbnails?: Record<string, { url?: string }> };
      contentDetails?: { duration?: string };
      liveStreamingDetails?: { actualStartTime?: string };
    };
    const answer = await get<{ items?: Item[] }>("videos", { part: "snippet,contentDetails,liveStreamingDetails", id: ids.slice(0, 50).join(",") });
    const byId = new Map((answer.items ?? []).map((item) => [item.id, item] as const));
    return ids.flatMap((id) => {
      const item = byId.get(id);
      const startedAt = item?.liveStreamingDetails?.actualStartTime ?? item?.snippet?.publishedAt;
      if (!item || !startedAt) return [];
      const thumbnails = item.snippet?.thumbnails ?? {};
      return [
        {
          videoId: id,
          title: item.snippet?.title ?? "",
          description: item.snippet?.description ?? "",
          startedAt,
          duration: parseIsoDuration(item.contentDetails?.duration),
          thumbnailUrl: (thumbnails.medium ?? thumbnails.high ?? thumbnails.default)?.url ?? null,
        },
      ];
    });
  }

  return { uploadsPlaylist, uploads, videos };
}
