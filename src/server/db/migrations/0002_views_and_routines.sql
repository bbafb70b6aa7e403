-- Services with their band, formatted for the admin list and its search (date, time, band name).
CREATE VIEW services_with_band AS
SELECT
  s.id,
  s.church_id,
  s.band_id,
  s.date,
  s.time,
  to_char(s.date, 'DD/MM/YYYY') AS date_formatted,
  to_char(s.time, 'HH24:MI') AS time_formatted,
  s.shift,
  s.video_url,
  s.active,
  s.view_count,
  b.name AS band_name,
  b.year AS band_year,
  (SELECT count(*)::int FROM song_details d WHERE d.service_id = s.id AND d.active) AS song_count,
  s.created_at
FROM services s
JOIN bands b ON b.id = s.band_id;
--> statement-breakpoint
-- Song segments with the service and band they were played in (execution history).
CREATE VIEW song_details_with_services AS
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
  b.year AS band_year
FROM song_details d
JOIN services s ON s.id = d.service_id
JOIN bands b ON b.id = s.band_id;
--> statement-breakpoint
-- Recounts the catalogue statistics of the given songs from the segments of active services, so
-- the figures always equal what the services say, however they were edited. A service being
-- deleted can be excluded before its rows are gone.
CREATE FUNCTION refresh_song_statistics(song_ids uuid[], excluded_service_id uuid DEFAULT NULL)
  RETURNS void
  LANGUAGE sql
AS $$
  UPDATE songs_catalog AS c
  SET performance_count = coalesce(stats.performances, 0),
      first_played_at = stats.first_played,
      last_played_at = stats.last_played,
      last_service_id = stats.last_service
  FROM unnest(refresh_song_statistics.song_ids) AS target(song_id)
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS performances,
           min(s.date) AS first_played,
           max(s.date) AS last_played,
           (array_agg(s.id ORDER BY s.date DESC, s.time DESC, s.id))[1] AS last_service
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
-- Called before a service is deleted: every song it touched gets the statistics it would have if
-- the service had never existed.
CREATE FUNCTION update_last_service_on_delete(deleted_service_id uuid)
  RETURNS void
  LANGUAGE sql
AS $$
  SELECT refresh_song_statistics(
    ARRAY(
      SELECT d.song_catalog_id FROM song_details d
      WHERE d.service_id = update_last_service_on_delete.deleted_service_id
      UNION
      SELECT c.id FROM songs_catalog c
      WHERE c.last_service_id = update_last_service_on_delete.deleted_service_id
    ),
    update_last_service_on_delete.deleted_service_id
  );
$$;
--> statement-breakpoint
-- One more performance of a song in a service on a date: count it and move first/last played.
CREATE FUNCTION increment_song_performance(song_id uuid, service_id uuid, played_at date)
  RETURNS integer
  LANGUAGE sql
AS $$
  UPDATE songs_catalog AS c
  SET performance_count = c.performance_count + 1,
      first_played_at = CASE
        WHEN c.first_played_at IS NULL OR increment_song_performance.played_at < c.first_played_at
        THEN increment_song_performance.played_at ELSE c.first_played_at END,
      last_played_at = CASE
        WHEN c.last_played_at IS NULL OR increment_song_performance.played_at >= c.last_played_at
        THEN increment_song_performance.played_at ELSE c.last_played_at END,
      last_service_id = CASE
        WHEN c.last_played_at IS NULL OR increment_song_performance.played_at >= c.last_played_at
        THEN increment_song_performance.service_id ELSE c.last_service_id END
  WHERE c.id = increment_song_performance.song_id
  RETURNING c.performance_count;
$$;
--> statement-breakpoint
-- View counters: one atomic UPDATE each, so concurrent views never lose a count.
CREATE FUNCTION increment_view_count(song_id uuid)
  RETURNS integer
  LANGUAGE sql
AS $$
  UPDATE songs_catalog AS c SET view_count = c.view_count + 1
  WHERE c.id = increment_view_count.song_id
  RETURNING c.view_count;
$$;
--> statement-breakpoint
CREATE FUNCTION increment_song_detail_view_count(detail_id uuid)
  RETURNS integer
  LANGUAGE sql
AS $$
  UPDATE song_details AS d SET view_count = d.view_count + 1
  WHERE d.id = increment_song_detail_view_count.detail_id
  RETURNING d.view_count;
$$;
--> statement-breakpoint
CREATE FUNCTION increment_service_view_count(service_id uuid)
  RETURNS integer
  LANGUAGE sql
AS $$
  UPDATE services AS s SET view_count = s.view_count + 1
  WHERE s.id = increment_service_view_count.service_id
  RETURNING s.view_count;
$$;
