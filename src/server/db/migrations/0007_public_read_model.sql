-- The public read model (docs/decisions/242): what changes only when an administrator writes is
-- stored and maintained by triggers in the writing transaction, whoever writes (the admin API,
-- the demo seed, a bulk import), instead of being recomputed on every public request.
--
-- services.duration / song_count: the end of its last active segment, and how many it has.
-- services.search_text: what a service search looks at (dates, hour, shift, band), normalised.
-- churches.services_total / songs_total: active services; active segments of active services.
-- songs_catalog.last_segment_id: the song's latest performance (with last_service_id, kept by
-- refresh_song_statistics, which every write that moves segments already calls).
ALTER TABLE "services" ADD COLUMN "duration" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "song_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "services_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "songs_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD COLUMN "last_segment_id" uuid REFERENCES "song_details"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE FUNCTION louvor_service_search_text(service_date date, service_time time, service_shift text, band_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN louvor_search_text(concat_ws(' ',
    to_char(service_date, 'DD/MM/YYYY'), to_char(service_date, 'DD.MM.YYYY'), to_char(service_date, 'DD-MM-YYYY'),
    to_char(service_time, 'HH24:MI'), 'culto ' || extract(hour from service_time)::int || 'h',
    service_shift, CASE service_shift WHEN 'morning' THEN 'manhã' WHEN 'afternoon' THEN 'tarde' ELSE 'noite' END,
    band_name));
--> statement-breakpoint
-- A church's totals, from its services' stored song counts (one index range, no segment scan).
CREATE FUNCTION louvor_refresh_church_totals(target uuid) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE churches c
  SET services_total = totals.services, songs_total = totals.songs
  FROM (
    SELECT count(*)::int AS services, coalesce(sum(s.song_count), 0)::int AS songs
    FROM services s WHERE s.church_id = target AND s.active
  ) totals
  WHERE c.id = target AND (c.services_total, c.songs_total) IS DISTINCT FROM (totals.services, totals.songs);
$$;
--> statement-breakpoint
-- A service's duration and song count, from its active segments.
CREATE FUNCTION louvor_refresh_service_figures(target uuid) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE services s
  SET duration = figures.duration, song_count = figures.songs
  FROM (
    SELECT coalesce(max(d.end_time), 0)::int AS duration, count(*)::int AS songs
    FROM song_details d WHERE d.service_id = target AND d.active
  ) figures
  WHERE s.id = target AND (s.duration, s.song_count) IS DISTINCT FROM (figures.duration, figures.songs);
$$;
--> statement-breakpoint
CREATE FUNCTION louvor_song_details_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM louvor_refresh_service_figures(OLD.service_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.service_id IS DISTINCT FROM OLD.service_id) THEN
    PERFORM louvor_refresh_service_figures(NEW.service_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER song_details_read_model AFTER INSERT OR DELETE OR UPDATE OF service_id, end_time, active ON song_details
  FOR EACH ROW EXECUTE FUNCTION louvor_song_details_changed();
--> statement-breakpoint
-- BEFORE triggers see generated columns as not yet computed: the shift is recomputed here from the time.
CREATE FUNCTION louvor_services_search_text() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_text := louvor_service_search_text(
    NEW.date, NEW.time,
    CASE WHEN extract(hour from NEW.time) < 12 THEN 'morning' WHEN extract(hour from NEW.time) < 18 THEN 'afternoon' ELSE 'evening' END,
    (SELECT b.name FROM bands b WHERE b.id = NEW.band_id));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_search_text BEFORE INSERT OR UPDATE OF date, time, band_id ON services
  FOR EACH ROW EXECUTE FUNCTION louvor_services_search_text();
--> statement-breakpoint
CREATE FUNCTION louvor_services_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM louvor_refresh_church_totals(OLD.church_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.church_id IS DISTINCT FROM OLD.church_id) THEN
    PERFORM louvor_refresh_church_totals(NEW.church_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_read_model AFTER INSERT OR DELETE OR UPDATE OF church_id, active, song_count ON services
  FOR EACH ROW EXECUTE FUNCTION louvor_services_changed();
--> statement-breakpoint
CREATE FUNCTION louvor_bands_renamed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE services s
  SET search_text = louvor_service_search_text(s.date, s.time, s.shift, NEW.name)
  WHERE s.band_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bands_read_model AFTER UPDATE OF name ON bands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION louvor_bands_renamed();
--> statement-breakpoint
CREATE INDEX "services_search_text_idx" ON "services" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "songs_catalog_last_segment_id_idx" ON "songs_catalog" USING btree ("last_segment_id");
--> statement-breakpoint
-- The older songs page searches the author too (beside the name's index of 0001).
CREATE INDEX "songs_catalog_author_search_idx" ON "songs_catalog" USING gin (louvor_search_text(coalesce("author", '')) gin_trgm_ops);
--> statement-breakpoint
-- The statistics recount also records the latest performance itself (latest date, hour, then
-- the earliest segment of that service), the segment the public cards link to.
CREATE OR REPLACE FUNCTION refresh_song_statistics(song_ids uuid[], excluded_service_id uuid DEFAULT NULL)
  RETURNS void
  LANGUAGE sql
AS $$
  UPDATE songs_catalog AS c
  SET performance_count = coalesce(stats.performances, 0),
      first_played_at = stats.first_played,
      last_played_at = stats.last_played,
      last_service_id = stats.last_service,
      last_segment_id = stats.last_segment
  FROM unnest(refresh_song_statistics.song_ids) AS target(song_id)
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS performances,
           min(s.date) AS first_played,
           max(s.date) AS last_played,
           (array_agg(s.id ORDER BY s.date DESC, s.time DESC, s.id))[1] AS last_service,
           (array_agg(d.id ORDER BY s.date DESC, s.time DESC, d.start_time, d.id))[1] AS last_segment
    FROM song_details d
    JOIN services s ON s.id = d.service_id
    WHERE d.song_catalog_id = target.song_id
      AND d.active
      AND s.active
      AND (refresh_song_statistics.excluded_service_id IS NULL
           OR s.id <> refresh_song_statistics.excluded_service_id)
  ) AS stats ON true
  WHERE c.id = target.song_id;
$$;
--> statement-breakpoint
-- Existing rows.
UPDATE services s SET search_text = louvor_service_search_text(s.date, s.time, s.shift, b.name) FROM bands b WHERE b.id = s.band_id;
--> statement-breakpoint
UPDATE services s SET duration = f.duration, song_count = f.songs
FROM (SELECT d.service_id, max(d.end_time)::int AS duration, count(*)::int AS songs FROM song_details d WHERE d.active GROUP BY d.service_id) f
WHERE f.service_id = s.id;
--> statement-breakpoint
UPDATE churches c SET services_total = t.services, songs_total = t.songs
FROM (SELECT church_id, count(*)::int AS services, sum(song_count)::int AS songs FROM services WHERE active GROUP BY church_id) t
WHERE t.church_id = c.id;
--> statement-breakpoint
SELECT refresh_song_statistics(array(SELECT id FROM songs_catalog));
--> statement-breakpoint
-- The recount rewrote every song, which queued their deferred content-version triggers (0006).
-- Fire them now, not at commit: drizzle applies every pending migration in one transaction, and a
-- later one cannot ALTER songs_catalog while events are pending (docs/decisions/405-upgrades-keep-the-data.md).
SET CONSTRAINTS songs_catalog_content_version IMMEDIATE;
--> statement-breakpoint
SET CONSTRAINTS songs_catalog_content_version DEFERRED;
