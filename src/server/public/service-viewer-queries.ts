import { sql } from "drizzle-orm";
import { serviceLabel } from "@shared/shifts";
import { youtubeThumbnailUrl, youtubeVideoId } from "@shared/youtube-url";
import { type Executor, rows } from "../db";
import type { PublicChurch } from "./keys";
import type { ServicePageResponse, ViewerMusician, ViewerShift, ViewerSong } from "@shared/schemas/public-service-viewer";

/**
 * Read model of the service viewing page: the service with its band and church, its active songs
 * in start-time order, and every musician the page may show for "the musicians of the current
 * song". Three statements, each starting from an index (services primary key;
 * song_details (service_id, start_time); the lineup tables by service and band_musicians by band),
 * whatever the size of the church. Inactive services and segments are never read.
 */

type ServiceRow = {
  id: string;
  key: string;
  date: string;
  time: string;
  shift: ViewerShift;
  videoUrl: string;
  viewCount: number;
  duration: number;
  bandId: string;
  bandKey: string;
  bandName: string;
  bandYear: number;
  bandImageUrl: string | null;
};

type MusicianRow = ViewerMusician & { source: "song" | "service" | "band"; songId: string | null };

/** The page's data for an active service of the church, or null when there is none with that id. */
export async function getServicePage(
  db: Executor,
  church: PublicChurch,
  serviceId: string,
  selectedSongId: string | null = null,
): Promise<ServicePageResponse | null> {
  const [service] = await rows<ServiceRow>(
    db,
    sql`select s.id, s.date::text as date, to_char(s.time, 'HH24:MI') as time, s.shift,
          s.video_url as "videoUrl", s.view_count as "viewCount",
          s.duration,
          s.public_key as key,
          b.id as "bandId", b.name as "bandName", b.year as "bandYear", b.image_url as "bandImageUrl",
          b.public_key as "bandKey"
        from services s
        join bands b on b.id = s.band_id
        where s.id = ${serviceId}::uuid and s.church_id = ${church.id}::uuid and s.active`,
  );
  if (!service) return null;

  const songs = await rows<ViewerSong>(
    db,
    sql`select d.id, d.public_key as key,
          d.song_catalog_id as "songCatalogId", c.public_key as "songKey",
          coalesce(nullif(btrim(c.name), ''), 'Música ' || left(d.id::text, 4)) as name, c.author,
          d.start_time as "startTime", d.end_time as "endTime", d.end_time - d.start_time as duration,
          d.view_count as "viewCount", d.musical_key as "musicalKey", d.tempo
        from song_details d
        join songs_catalog c on c.id = d.song_catalog_id
        where d.service_id = ${serviceId}::uuid and d.active
        order by d.start_time, d.id`,
  );

  // The three lineups in one statement: each song's own rows, the service-wide rows and the band's members.
  const musicianRows = await rows<MusicianRow>(
    db,
    sql`select 'song' as source, i.song_detail_id as "songId", m.id, m.name, m.avatar_url as "avatarUrl",
          coalesce(nullif(btrim(i.instrument), ''), m.instrument) as instrument, m.public_key as key,
          louvor_search_text(m.name) as sort_name
        from service_musicians_individual i
        join musicians m on m.id = i.musician_id
        where i.service_id = ${serviceId}::uuid and i.song_detail_id is not null
      union all
        select 'service', null, m.id, m.name, m.avatar_url,
          coalesce(nullif(btrim(g.instrument), ''), m.instrument), m.public_key, louvor_search_text(m.name)
        from service_musicians_global g
        join musicians m on m.id = g.musician_id
        where g.service_id = ${serviceId}::uuid
      union all
        select 'band', null, m.id, m.name, m.avatar_url,
          coalesce(nullif(array_to_string(bm.instrument, ', '), ''), m.instrument), m.public_key, louvor_search_text(m.name)
        from band_musicians bm
        join musicians m on m.id = bm.musician_id
        where bm.band_id = ${service.bandId}::uuid
      order by sort_name, name, id`,
  );

  const musicians: ServicePageResponse["musicians"] = { bySong: {}, service: [], band: [] };
  const activeSongIds = new Set(songs.map((song) => song.id));
  for (const { source, songId, id, key, name, instrument, avatarUrl } of musicianRows) {
    const musician: ViewerMusician = { id, key, name, instrument, avatarUrl };
    if (source === "song") {
      if (songId && activeSongIds.has(songId)) (musicians.bySong[songId] ??= []).push(musician);
    } else {
      musicians[source].push(musician);
    }
  }

  return {
    service: {
      id: service.id,
      key: service.key,
      date: service.date,
      time: service.time,
      shift: service.shift,
      title: serviceLabel(service.time) ?? "Culto",
      videoUrl: service.videoUrl,
      videoId: youtubeVideoId(service.videoUrl),
      thumbnailUrl: youtubeThumbnailUrl(service.videoUrl),
      viewCount: service.viewCount,
      duration: service.duration,
      band: {
        id: service.bandId,
        key: service.bandKey,
        name: service.bandName,
        year: service.bandYear,
        imageUrl: service.bandImageUrl,
      },
      church: { id: church.id, slug: church.slug, name: church.name, logoUrl: church.logoUrl },
    },
    songs,
    selectedSongId: selectedSongId && activeSongIds.has(selectedSongId) ? selectedSongId : null,
    musicians,
  };
}
