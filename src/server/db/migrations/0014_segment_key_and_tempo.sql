ALTER TABLE "song_details" ADD COLUMN "musical_key" text;--> statement-breakpoint
ALTER TABLE "song_details" ADD COLUMN "tempo" integer;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_musical_key_written" CHECK ("song_details"."musical_key" ~ '^[A-G](#|b)?m?$' and "song_details"."musical_key" !~ '^(B#|Cb|E#|Fb)');--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_tempo_range" CHECK ("song_details"."tempo" between 30 and 250);--> statement-breakpoint
-- A performance's key and tempo show on the public pages: changing only them is a change of the church's content.
DROP TRIGGER "song_details_content_version" ON "song_details";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER song_details_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, service_id, song_catalog_id, band_id, start_time, end_time, youtube_url, name, active, musical_key, tempo ON song_details
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
-- The execution history shows and edits them (new columns go last: CREATE OR REPLACE keeps the old ones in place).
CREATE OR REPLACE VIEW song_details_with_services AS
SELECT
  d.id,
  d.church_id,
  d.service_id,
  d.song_catalog_id,
  d.band_id,
  d.start_time,
  d.end_time,
  d.youtube_url,
  d.name,
  d.active,
  d.view_count,
  d.created_at,
  s.date AS service_date,
  s.time AS service_time,
  s.active AS service_active,
  s.video_url,
  b.name AS band_name,
  b.year AS band_year,
  d.musical_key,
  d.tempo
FROM song_details d
JOIN services s ON s.id = d.service_id
JOIN bands b ON b.id = s.band_id;
