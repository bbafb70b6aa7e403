import { sql } from "drizzle-orm";
import type { PublicPlanResponse } from "@shared/schemas/plans";
import { arrayLiteral, type Executor } from "../db";
import { bestPractice, type Performance } from "./practice";

type PlanRow = {
  id: string;
  date: string;
  time: string;
  bandId: string;
  bandName: string;
  bandYear: number;
  bandKey: string | null;
  musicians: { name: string; instrument: string[] }[];
};

type SongRow = {
  songCatalogId: string;
  position: number;
  songName: string;
  author: string | null;
  musicalKey: string | null;
  note: string | null;
  chordUrl: string | null;
  lyricsUrl: string | null;
  songKey: string | null;
  chart: string | null;
  originalKey: string | null;
};

/**
 * The page of a plan, by its unguessable key (issue 27): the date, the band and its musicians, and
 * each song in order with what to practise with and its chart. Null for a key that names no plan of the church.
 */
export async function getPublicPlan(db: Executor, church: { id: string; slug: string; name: string }, key: string): Promise<PublicPlanResponse | null> {
  const plans = await db.execute<PlanRow>(sql`
    select p.id, p.date::text as date, to_char(p.time, 'HH24:MI') as time, p.band_id as "bandId",
           b.name as "bandName", b.year as "bandYear", b.public_key as "bandKey",
           coalesce((
             select json_agg(json_build_object('name', m.name, 'instrument', bm.instrument) order by louvor_search_text(m.name), m.name, m.id)
             from band_musicians bm join musicians m on m.id = bm.musician_id
             where bm.band_id = p.band_id
           ), '[]'::json) as musicians
    from plans p join bands b on b.id = p.band_id
    where p.public_key = ${key} and p.church_id = ${church.id}`);
  const plan = plans.rows[0];
  if (!plan) return null;

  const songs = await db.execute<SongRow>(sql`
    select ps.song_catalog_id as "songCatalogId", ps.position, c.name as "songName", c.author, ps.musical_key as "musicalKey", ps.note,
           c.chord_file as "chordUrl", c.lyrics as "lyricsUrl", c.public_key as "songKey",
           -- The chart travels with the page (one response, issue 42): the unlisted page always shows it.
           c.chart, c.original_key as "originalKey"
    from plan_songs ps join songs_catalog c on c.id = ps.song_catalog_id
    where ps.plan_id = ${plan.id}
    order by ps.position`);
  const songIds = [...new Set(songs.rows.map((song) => song.songCatalogId))];

  // Every public performance of the plan's songs (active segments of active services), in one query.
  const performances =
    songIds.length === 0
      ? []
      : (
          await db.execute<Performance & { songCatalogId: string }>(sql`
            select d.song_catalog_id as "songCatalogId", s.public_key as "serviceKey", d.public_key as "songKey",
                   s.date::text as date, to_char(s.time, 'HH24:MI') as time, b.name as "bandName", s.band_id as "bandId",
                   d.musical_key as "musicalKey", d.tempo
            from song_details d
            join services s on s.id = d.service_id
            join bands b on b.id = s.band_id
            where d.church_id = ${church.id} and d.song_catalog_id = any(${arrayLiteral(songIds)}::uuid[])
              and d.active and s.active and s.public_key is not null and d.public_key is not null`)
        ).rows;

  return {
    church: { slug: church.slug, name: church.name },
    plan: {
      date: plan.date,
      time: plan.time,
      band: { name: plan.bandName, year: plan.bandYear, key: plan.bandKey },
      musicians: plan.musicians,
      songs: songs.rows.map(({ songCatalogId, ...song }) => ({
        ...song,
        practice: bestPractice(
          performances.filter((performance) => performance.songCatalogId === songCatalogId).map(({ songCatalogId: _, ...performance }) => performance),
          { musicalKey: song.musicalKey, bandId: plan.bandId },
        ),
      })),
    },
  };
}
