-- A song's segments in its church, in one index (docs/decisions/355): a search finds its songs,
-- then each song's segments by (song, church). With the song alone in the index, the prepared
-- (generic) plan intersected it with a bitmap of every segment of the church, once per song.
DROP INDEX IF EXISTS "song_details_song_catalog_id_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "song_details_song_catalog_id_church_id_idx" ON "song_details" USING btree ("song_catalog_id","church_id");
