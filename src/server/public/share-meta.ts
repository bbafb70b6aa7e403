import { sql, type SQL } from "drizzle-orm";
import { formatTimestamp } from "@shared/durations";
import { formatDate, formatHour } from "@shared/formatting";
import { matchPattern, paths, type PatternParams } from "@shared/paths";
import { youtubeThumbnailUrl, youtubeVideoId } from "@shared/youtube-url";
import { type Executor, asUuid } from "../db";
import {
  hourBounds, normalisedKey, parseServiceKey, SHORT_ID_SUFFIX, UUID_SUFFIX, withoutDisambiguator,
} from "./keys";

/**
 * The title, description and preview image of a public page, for the HTML the server sends
 * before any script runs (Open Graph and Twitter tags), so a link pasted into a messenger shows
 * the church, the service date and band, or the song (docs/decisions/175).
 *
 * Each page costs one SQL statement: the church (slug, then id) joined laterally with the row its
 * key names. The lateral subqueries accept and prefer exactly what the resolvers of keys.ts do,
 * reading the stored keys (decision 244).
 */

export const PRODUCT_NAME = "Louvor";
export const DEFAULT_DESCRIPTION = "Louvor: cultos, bandas, músicos e músicas da sua igreja.";

export type ShareTarget =
  | { kind: "directory" }
  | { kind: "church"; church: string; section?: "services" | "songs" | "bands" }
  | { kind: "service"; church: string; service: string; segment?: string }
  | { kind: "song"; church: string; song: string }
  | { kind: "band"; church: string; band: string }
  | { kind: "musician"; church: string; musician: string }
  /** A plan's unlisted page (issue 27): never indexed. */
  | { kind: "plan"; church: string; plan: string };

export type ShareMeta = {
  title: string;
  description: string;
  /** Absolute URL of the preview image, when there is one. */
  image?: string;
  /** Absolute URL of the page. */
  url: string;
  type: "website" | "video.other" | "music.song" | "profile";
  /** The video at the song's start, for a song within a service. */
  video?: string;
  /** An unlisted page: search engines leave it out (docs/decisions/447). */
  noindex?: boolean;
};

/** A public page's target when `pathname` is that page, by its pattern in the route table. */
function page<P extends string>(pattern: P, target: (params: PatternParams<P>) => ShareTarget) {
  return (pathname: string): ShareTarget | null => {
    const params = matchPattern(pattern, pathname);
    return params && target(params);
  };
}

const { church: churchPages } = paths;

const publicPages = [
  page(paths.home.fullPattern, () => ({ kind: "directory" })),
  page(churchPages.root.fullPattern, ({ churchSlug }) => ({ kind: "church", church: churchSlug })),
  page(churchPages.services.fullPattern, ({ churchSlug }) => ({ kind: "church", church: churchSlug, section: "services" })),
  page(churchPages.songs.fullPattern, ({ churchSlug }) => ({ kind: "church", church: churchSlug, section: "songs" })),
  page(churchPages.bands.fullPattern, ({ churchSlug }) => ({ kind: "church", church: churchSlug, section: "bands" })),
  page(churchPages.service.fullPattern, ({ churchSlug, serviceSlug }) => ({ kind: "service", church: churchSlug, service: serviceSlug })),
  page(churchPages.serviceSong.fullPattern, ({ churchSlug, serviceSlug, songSlug }) => ({
    kind: "service",
    church: churchSlug,
    service: serviceSlug,
    segment: songSlug,
  })),
  page(churchPages.song.fullPattern, ({ churchSlug, songSlug }) => ({ kind: "song", church: churchSlug, song: songSlug })),
  page(churchPages.band.fullPattern, ({ churchSlug, bandSlug }) => ({ kind: "band", church: churchSlug, band: bandSlug })),
  page(churchPages.musician.fullPattern, ({ churchSlug, musicianSlug }) => ({ kind: "musician", church: churchSlug, musician: musicianSlug })),
  page(churchPages.plan.fullPattern, ({ churchSlug, planKey }) => ({ kind: "plan", church: churchSlug, plan: planKey })),
];

/** Which public page a path is, or null when it is not one (admin, unknown paths). */
export function shareTargetOf(pathname: string): ShareTarget | null {
  for (const target of publicPages) {
    const found = target(pathname);
    if (found) return found;
  }
  return null;
}

const literal = (values: string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The active service a key names (resolveServiceKey's rules), as a lateral subquery on `ch`. */
function serviceLateral(key: string): SQL | null {
  const normalised = normalisedKey(key);
  if (!normalised) return null;
  const select = sql`select s.id, s.date, s.time, s.video_url, b.name as band_name, b.year as band_year
    from services s join bands b on b.id = s.band_id where s.church_id = ch.id and s.active`;
  const id = asUuid(normalised);
  if (id) return sql`${select} and s.id = ${id}::uuid limit 1`;
  const parts = parseServiceKey(normalised);
  if (!parts) return null;
  const { from, to } = hourBounds(parts.hour);
  const stored = sql`s.public_key`;
  const fullId = UUID_SUFFIX.exec(normalised)?.[1] ?? "";
  const shortId = SHORT_ID_SUFFIX.exec(normalised)?.[1] ?? "";
  const bandSlugs = [parts.rest, ...withoutDisambiguator(parts.rest)];
  return sql`${select} and s.date = ${parts.date}::date and s.time >= ${from}::time and s.time < ${to}::time
    order by (${stored} = ${normalised}) desc, (s.id::text = ${fullId}) desc,
      (${shortId} <> '' and left(s.id::text, 4) = ${shortId}) desc,
      (louvor_slug(b.name) in (${literal(bandSlugs)})) desc, s.time, s.id
    limit 1`;
}

/** The active segment of service `sv` a key names (resolveSegmentKey's rules). */
function segmentLateral(key: string): SQL | null {
  const normalised = normalisedKey(key);
  if (!normalised) return null;
  const select = sql`select d.id, d.start_time, c.name from song_details d join songs_catalog c on c.id = d.song_catalog_id
    where d.service_id = sv.id and d.active`;
  const id = asUuid(normalised);
  if (id) return sql`${select} and (d.id = ${id}::uuid or d.song_catalog_id = ${id}::uuid) order by d.start_time, d.id limit 1`;
  const stored = sql`d.public_key`;
  const shortId = SHORT_ID_SUFFIX.exec(normalised)?.[1] ?? "";
  const slugs = [normalised, ...withoutDisambiguator(normalised)];
  return sql`${select} and (${stored} = ${normalised} or (${shortId} <> '' and left(d.id::text, 4) = ${shortId})
      or louvor_slug(c.name) in (${literal(slugs)}))
    order by (${stored} = ${normalised}) desc, (${shortId} <> '' and left(d.id::text, 4) = ${shortId}) desc, d.start_time, d.id
    limit 1`;
}

/** A catalogue song by its stored key, else slug + 4 id characters through the id range, or id. */
function songLateral(key: string): SQL | null {
  const normalised = normalisedKey(key);
  if (!normalised) return null;
  const select = sql`select c.id, c.name, c.author, c.performance_count, ls.video_url
    from songs_catalog c left join services ls on ls.id = c.last_service_id and ls.active
    where c.church_id = ch.id`;
  const id = asUuid(normalised);
  if (id) return sql`${select} and c.id = ${id}::uuid`;
  const match = /^(.*)-([0-9a-f]{4})$/.exec(normalised);
  if (!match) return null;
  const [, slug, prefix] = match as unknown as [string, string, string];
  return sql`${select}
    and (c.public_key = ${normalised}
      or (c.id between ${`${prefix}0000-0000-0000-0000-000000000000`}::uuid and ${`${prefix}ffff-ffff-ffff-ffff-ffffffffffff`}::uuid
        and louvor_slug(c.name) = ${slug}))
    order by (c.public_key = ${normalised}) desc, c.id limit 1`;
}

/** A plan by its unguessable key (issue 27). */
function planLateral(key: string): SQL {
  return sql`select p.date, p.time, b.name as band_name from plans p join bands b on b.id = p.band_id
    where p.church_id = ch.id and p.public_key = ${key}`;
}

/** Preference among namesakes: the exact key, then the id the disambiguator names, then the earliest. */
function namesakeOrder(stored: SQL, alias: string, normalised: string): SQL {
  const a = sql.raw(alias);
  const fullId = UUID_SUFFIX.exec(normalised)?.[1] ?? "";
  const shortId = SHORT_ID_SUFFIX.exec(normalised)?.[1] ?? "";
  return sql`order by (${stored} = ${normalised}) desc, (${a}.id::text = ${fullId}) desc,
    (${shortId} <> '' and left(${a}.id::text, 4) = ${shortId}) desc, ${a}.created_at, ${a}.id limit 1`;
}

function bandLateral(key: string): SQL | null {
  const normalised = normalisedKey(key);
  if (!normalised) return null;
  const select = sql`select b.id, b.name, b.year, b.image_url from bands b where b.church_id = ch.id`;
  const id = asUuid(normalised);
  if (id) return sql`${select} and b.id = ${id}::uuid`;
  const readings: SQL[] = [];
  for (const base of [normalised, ...withoutDisambiguator(normalised)]) {
    const match = /^(?:(.*)-)?(\d{4})$/.exec(base);
    if (match) readings.push(sql`(louvor_slug(b.name) = ${match[1] ?? ""} and b.year = ${Number(match[2])})`);
  }
  if (readings.length === 0) return null;
  const stored = sql`b.public_key`;
  return sql`${select} and (${sql.join(readings, sql` or `)}) ${namesakeOrder(stored, "b", normalised)}`;
}

function musicianLateral(key: string): SQL | null {
  const normalised = normalisedKey(key);
  if (!normalised) return null;
  const select = sql`select m.id, m.name, m.instrument, m.avatar_url from musicians m where m.church_id = ch.id`;
  const id = asUuid(normalised);
  if (id) return sql`${select} and m.id = ${id}::uuid`;
  const stored = sql`m.public_key`;
  const slugs = [normalised, ...withoutDisambiguator(normalised)];
  return sql`${select} and louvor_slug(m.name) in (${literal(slugs)}) ${namesakeOrder(stored, "m", normalised)}`;
}

type Row = Record<string, unknown> & { church_id: string; church_name: string; church_slug: string; church_logo: string | null };

/** One statement: the church and, laterally, what the rest of the path names (null columns when nothing). */
async function loadRow(db: Executor, church: string, laterals: { alias: string; query: SQL; columns: string[] }[]): Promise<Row | null> {
  const key = normalisedKey(church);
  if (!key) return null;
  const id = asUuid(key);
  const columns = laterals.flatMap(({ alias, columns: names }) => names.map((name) => sql.raw(`${alias}.${name} as ${alias}_${name}`)));
  const joins = laterals.map(({ alias, query }) => sql`left join lateral (${query}) ${sql.raw(alias)} on true`);
  const result = await db.execute(sql`select ch.id as church_id, ch.name as church_name, ch.slug as church_slug, ch.logo_url as church_logo
      ${columns.length ? sql`, ${sql.join(columns, sql`, `)}` : sql``}
    from churches ch ${sql.join(joins, sql` `)}
    where ch.slug = ${key}${id ? sql` or ch.id = ${id}::uuid` : sql``}
    order by (ch.slug = ${key}) desc limit 1`);
  return (result.rows[0] as Row | undefined) ?? null;
}

function absolute(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

const SECTION_TITLES = { services: "Cultos", songs: "Músicas", bands: "Bandas" } as const;

/**
 * The share tags of the page at `pathname`: its own for public pages whose rows exist; the
 * product's for the directory, unknown keys and anything else.
 */
export async function loadShareMeta(db: Executor, pathname: string, publicUrl: string): Promise<ShareMeta> {
  const url = `${publicUrl}${pathname === "/" ? "/" : pathname.replace(/\/+$/, "")}`;
  const fallback: ShareMeta = { title: PRODUCT_NAME, description: DEFAULT_DESCRIPTION, url, type: "website" };
  const target = shareTargetOf(pathname);
  if (!target || target.kind === "directory") {
    return target ? { ...fallback, title: `Igrejas — ${PRODUCT_NAME}`, description: "Encontre a sua igreja e assista aos cultos música por música." } : fallback;
  }

  const laterals: { alias: string; query: SQL; columns: string[] }[] = [];
  const add = (alias: string, query: SQL | null, columns: string[]) => {
    if (query) laterals.push({ alias, query, columns });
    return query !== null;
  };
  if (target.kind === "service") {
    const service = add("sv", serviceLateral(target.service), ["id", "date", "time", "video_url", "band_name", "band_year"]);
    if (service && target.segment) add("seg", segmentLateral(target.segment), ["id", "start_time", "name"]);
  } else if (target.kind === "song") {
    add("song", songLateral(target.song), ["id", "name", "author", "performance_count", "video_url"]);
  } else if (target.kind === "band") {
    add("band", bandLateral(target.band), ["id", "name", "year", "image_url"]);
  } else if (target.kind === "musician") {
    add("mus", musicianLateral(target.musician), ["id", "name", "instrument", "avatar_url"]);
  } else if (target.kind === "plan") {
    add("plan", planLateral(target.plan), ["date", "time", "band_name"]);
  }
  const row = await loadRow(db, target.church, laterals);
  if (target.kind === "plan") {
    const date = row?.plan_date ? formatDate(String(row.plan_date)) : null;
    return {
      ...fallback,
      title: date && row ? `Ensaio do culto de ${date} — ${row.church_name}` : `Ensaio — ${PRODUCT_NAME}`,
      description: date && row ? `Músicas, tons e gravações para ensaiar o culto de ${date} às ${formatHour(String(row.plan_time))} com ${String(row.plan_band_name)}.` : DEFAULT_DESCRIPTION,
      noindex: true,
    };
  }
  if (!row) return fallback;

  const churchName = row.church_name;
  const logo = absolute(publicUrl, row.church_logo);
  const churchMeta: ShareMeta = {
    title: `${churchName} — ${PRODUCT_NAME}`,
    description: `Cultos, músicas, bandas e músicos da ${churchName}. Assista aos cultos música por música.`,
    image: logo,
    url,
    type: "website",
  };
  const value = (name: string) => row[name] as string | number | null | undefined;

  if (target.kind === "church") {
    return target.section ? { ...churchMeta, title: `${SECTION_TITLES[target.section]} — ${churchName}` } : churchMeta;
  }
  if (target.kind === "service" && value("sv_id")) {
    const date = formatDate(String(value("sv_date")));
    const hour = formatHour(String(value("sv_time")));
    const band = `${value("sv_band_name")} (${value("sv_band_year")})`;
    const videoUrl = String(value("sv_video_url") ?? "");
    const image = youtubeThumbnailUrl(videoUrl) ?? logo;
    const serviceTitle = `Culto ${hour} de ${date} — ${value("sv_band_name")}`;
    if (target.segment && value("seg_id")) {
      const start = Number(value("seg_start_time") ?? 0);
      const videoId = youtubeVideoId(videoUrl);
      return {
        title: `${value("seg_name")} · ${serviceTitle}`,
        description: `${value("seg_name")}, a partir de ${formatTimestamp(start)}, no culto de ${date} às ${hour} com ${band} · ${churchName}.`,
        image,
        url,
        type: "video.other",
        video: videoId ? `https://www.youtube.com/watch?v=${videoId}&t=${Math.floor(start)}s` : undefined,
      };
    }
    return {
      title: `${serviceTitle} · ${churchName}`,
      description: `Culto de ${date} às ${hour} com ${band} na ${churchName}. Assista música por música.`,
      image,
      url,
      type: "video.other",
      video: youtubeVideoId(videoUrl) ? `https://www.youtube.com/watch?v=${youtubeVideoId(videoUrl)}` : undefined,
    };
  }
  if (target.kind === "song" && value("song_id")) {
    const author = value("song_author");
    const count = Number(value("song_performance_count") ?? 0);
    return {
      title: `${value("song_name")} — ${churchName}`,
      description: `${value("song_name")}${author ? `, de ${author}` : ""}: ${count === 1 ? "1 execução" : `${count} execuções`} nos cultos da ${churchName}.`,
      image: youtubeThumbnailUrl(String(value("song_video_url") ?? "")) ?? logo,
      url,
      type: "music.song",
    };
  }
  if (target.kind === "band" && value("band_id")) {
    return {
      title: `${value("band_name")} (${value("band_year")}) — ${churchName}`,
      description: `Cultos, músicas e músicos da banda ${value("band_name")} (${value("band_year")}) na ${churchName}.`,
      image: absolute(publicUrl, value("band_image_url") as string | null) ?? logo,
      url,
      type: "website",
    };
  }
  if (target.kind === "musician" && value("mus_id")) {
    const instrument = value("mus_instrument");
    return {
      title: `${value("mus_name")} — ${churchName}`,
      description: `${value("mus_name")}${instrument ? ` (${instrument})` : ""}: bandas, cultos e músicas na ${churchName}.`,
      image: absolute(publicUrl, value("mus_avatar_url") as string | null) ?? logo,
      url,
      type: "profile",
    };
  }
  return churchMeta;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

/** The <title>, description, Open Graph and Twitter tags of a page, every value escaped. */
export function renderShareTags(meta: ShareMeta): string {
  const tags: [string, string, string][] = [
    ["name", "description", meta.description],
    ["property", "og:site_name", PRODUCT_NAME],
    ["property", "og:locale", "pt_BR"],
    ["property", "og:type", meta.type],
    ["property", "og:title", meta.title],
    ["property", "og:description", meta.description],
    ["property", "og:url", meta.url],
  ];
  if (meta.image) tags.push(["property", "og:image", meta.image]);
  if (meta.video) tags.push(["property", "og:video:url", meta.video]);
  tags.push(
    ["name", "twitter:card", meta.image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", meta.title],
    ["name", "twitter:description", meta.description],
  );
  if (meta.image) tags.push(["name", "twitter:image", meta.image]);
  const lines = [`<title>${escapeHtml(meta.title)}</title>`];
  if (meta.noindex) lines.push(`<meta name="robots" content="noindex, nofollow" />`);
  for (const [attribute, name, content] of tags) lines.push(`<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`);
  lines.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  return lines.join("\n    ");
}
