-- The readable keys of public URLs, stored (docs/decisions/244): each keyed row carries its key in
-- `public_key`, kept by triggers in the writing transaction with the rule of decision 170, so a
-- listing reads a column and a lookup is one unique-index probe.
--
-- service:  "dd-MM-yyyy-19h-<band slug>", plus "-<first 4 of the id>" when another active service
--           of the church has the same date and hour (the whole id when their 4 characters agree);
--           null while the service is inactive (inactive services have no public page).
-- band:     "<name slug>-<year>", disambiguated among the church's bands with that slug and year.
-- musician: "<name slug>", disambiguated among the church's musicians with that slug.
-- song:     "<name slug>-<first 4 of the id>" (the whole id when another song of the church has the
--           same slug and the same 4 characters).
-- segment:  "<song name slug>-<first 4 of the id>", unique within its service the same way.
--
-- A group is the rows that share a base key; every write that makes a row join or leave a group
-- (insert, delete, a change of date, hour, band, activity, name or year; a band rename for its
-- services; a song rename for its segments) recomputes the keys of the groups it touched. The
-- uniqueness constraints are checked at commit, so a group may be rewritten in any order.
-- Key-changing writes of one church are serialised on the church row (as 0007's totals already do),
-- so two concurrent saves never compute a group without seeing each other.
ALTER TABLE "services" ADD COLUMN "public_key" text;
--> statement-breakpoint
ALTER TABLE "bands" ADD COLUMN "public_key" text;
--> statement-breakpoint
ALTER TABLE "musicians" ADD COLUMN "public_key" text;
--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD COLUMN "public_key" text;
--> statement-breakpoint
ALTER TABLE "song_details" ADD COLUMN "public_key" text;
--> statement-breakpoint
-- Takes the church row before a group is read, so a concurrent writer of the same church waits and
-- then reads the committed rows (each statement of a volatile function takes a fresh snapshot).
-- False when the church is gone (its rows are being deleted with it): nothing to keep then.
CREATE FUNCTION louvor_lock_church_keys(target uuid) RETURNS boolean
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM churches WHERE id = target FOR NO KEY UPDATE;
  RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- A segment group lives in one service: its row is taken instead of the church's, before 0007's
-- figures update it and then the church, so segment writes keep one lock order (service, church).
CREATE FUNCTION louvor_lock_service_keys(target uuid) RETURNS boolean
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM 1 FROM services WHERE id = target FOR NO KEY UPDATE;
  RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- The services of a church on the given dates (every hour of them), recomputed. The groups are
-- (date, hour) among active services.
CREATE FUNCTION louvor_refresh_service_keys(church uuid, dates date[]) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE services s
  SET public_key = k.key
  FROM (
    SELECT g.id,
      CASE WHEN g.active THEN concat_ws('-',
        to_char(g.date, 'DD-MM-YYYY'),
        extract(hour from g.time)::int || 'h',
        nullif(louvor_slug(b.name), ''),
        CASE
          WHEN count(*) FILTER (WHERE g.active) OVER (PARTITION BY g.date, extract(hour from g.time)) = 1 THEN NULL
          WHEN count(*) FILTER (WHERE g.active) OVER (PARTITION BY g.date, extract(hour from g.time), left(g.id::text, 4)) > 1 THEN g.id::text
          ELSE left(g.id::text, 4)
        END) END AS key
    FROM services g JOIN bands b ON b.id = g.band_id
    WHERE g.church_id = church AND g.date = ANY (dates)
  ) k
  WHERE s.id = k.id AND s.public_key IS DISTINCT FROM k.key;
$$;
--> statement-breakpoint
-- The bands of a church with the given slug and year. A key that is already another group's
-- ("banda-2020-2021" is also band "Banda 2020" of 2021) gives way to the whole id, so keys stay
-- unique; the row written first keeps its key.
CREATE FUNCTION louvor_refresh_band_keys(church uuid, slug text, band_year integer) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE bands t
  SET public_key = f.key
  FROM (
    SELECT k.id, CASE
      WHEN EXISTS (SELECT 1 FROM bands o WHERE o.church_id = church AND o.public_key = k.key
                   AND NOT (louvor_slug(o.name) = slug AND o.year = band_year))
        THEN concat_ws('-', nullif(slug, ''), band_year::text, k.id::text)
      ELSE k.key END AS key
    FROM (
      SELECT g.id, concat_ws('-', nullif(slug, ''), band_year::text,
        CASE
          WHEN count(*) OVER () = 1 THEN NULL
          WHEN count(*) OVER (PARTITION BY left(g.id::text, 4)) > 1 THEN g.id::text
          ELSE left(g.id::text, 4)
        END) AS key
      FROM bands g
      WHERE g.church_id = church AND louvor_slug(g.name) = slug AND g.year = band_year
    ) k
  ) f
  WHERE t.id = f.id AND t.public_key IS DISTINCT FROM f.key;
$$;
--> statement-breakpoint
-- The musicians of a church with the given slug (same rule and the same give-way as bands).
CREATE FUNCTION louvor_refresh_musician_keys(church uuid, slug text) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE musicians t
  SET public_key = f.key
  FROM (
    SELECT k.id, CASE
      WHEN EXISTS (SELECT 1 FROM musicians o WHERE o.church_id = church AND o.public_key = k.key AND louvor_slug(o.name) <> slug)
        THEN concat_ws('-', nullif(slug, ''), k.id::text)
      ELSE k.key END AS key
    FROM (
      SELECT g.id, concat_ws('-', nullif(slug, ''),
        CASE
          WHEN count(*) OVER () = 1 THEN NULL
          WHEN count(*) OVER (PARTITION BY left(g.id::text, 4)) > 1 THEN g.id::text
          ELSE left(g.id::text, 4)
        END) AS key
      FROM musicians g
      WHERE g.church_id = church AND louvor_slug(g.name) = slug
    ) k
  ) f
  WHERE t.id = f.id AND t.public_key IS DISTINCT FROM f.key;
$$;
--> statement-breakpoint
-- The catalogue songs of a church whose ids start with `prefix` (the primary key's range).
CREATE FUNCTION louvor_refresh_song_keys(church uuid, prefix text) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE songs_catalog t
  SET public_key = k.key
  FROM (
    SELECT g.id, louvor_slug(g.name) || '-' ||
      CASE WHEN count(*) OVER (PARTITION BY louvor_slug(g.name)) > 1 THEN g.id::text ELSE prefix END AS key
    FROM songs_catalog g
    WHERE g.id BETWEEN (prefix || '0000-0000-0000-0000-000000000000')::uuid AND (prefix || 'ffff-ffff-ffff-ffff-ffffffffffff')::uuid
      AND g.church_id = church
  ) k
  WHERE t.id = k.id AND t.public_key IS DISTINCT FROM k.key;
$$;
--> statement-breakpoint
-- The segments of a service whose ids start with `prefix`.
CREATE FUNCTION louvor_refresh_segment_keys(service uuid, prefix text) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE song_details t
  SET public_key = k.key
  FROM (
    SELECT g.id, louvor_slug(c.name) || '-' ||
      CASE WHEN count(*) OVER (PARTITION BY louvor_slug(c.name)) > 1 THEN g.id::text ELSE prefix END AS key
    FROM song_details g JOIN songs_catalog c ON c.id = g.song_catalog_id
    WHERE g.service_id = service AND left(g.id::text, 4) = prefix
  ) k
  WHERE t.id = k.id AND t.public_key IS DISTINCT FROM k.key;
$$;
--> statement-breakpoint
CREATE FUNCTION louvor_services_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND louvor_lock_church_keys(OLD.church_id) THEN
    PERFORM louvor_refresh_service_keys(OLD.church_id, ARRAY[OLD.date]);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR (NEW.church_id, NEW.date) IS DISTINCT FROM (OLD.church_id, OLD.date))
     AND louvor_lock_church_keys(NEW.church_id) THEN
    PERFORM louvor_refresh_service_keys(NEW.church_id, ARRAY[NEW.date]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_public_keys AFTER INSERT OR DELETE OR UPDATE OF church_id, band_id, date, time, active ON services
  FOR EACH ROW EXECUTE FUNCTION louvor_services_keys_changed();
--> statement-breakpoint
CREATE FUNCTION louvor_bands_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND louvor_lock_church_keys(OLD.church_id) THEN
    PERFORM louvor_refresh_band_keys(OLD.church_id, louvor_slug(OLD.name), OLD.year);
  END IF;
  IF TG_OP <> 'DELETE' AND louvor_lock_church_keys(NEW.church_id) THEN
    IF TG_OP = 'INSERT' OR (NEW.church_id, louvor_slug(NEW.name), NEW.year) IS DISTINCT FROM (OLD.church_id, louvor_slug(OLD.name), OLD.year) THEN
      PERFORM louvor_refresh_band_keys(NEW.church_id, louvor_slug(NEW.name), NEW.year);
    END IF;
    -- Service keys carry the band's slug.
    IF TG_OP = 'UPDATE' AND louvor_slug(NEW.name) IS DISTINCT FROM louvor_slug(OLD.name) THEN
      PERFORM louvor_refresh_service_keys(NEW.church_id, array(SELECT DISTINCT s.date FROM services s WHERE s.band_id = NEW.id AND s.active));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bands_public_keys AFTER INSERT OR DELETE OR UPDATE OF church_id, name, year ON bands
  FOR EACH ROW EXECUTE FUNCTION louvor_bands_keys_changed();
--> statement-breakpoint
CREATE FUNCTION louvor_musicians_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND louvor_lock_church_keys(OLD.church_id) THEN
    PERFORM louvor_refresh_musician_keys(OLD.church_id, louvor_slug(OLD.name));
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR (NEW.church_id, louvor_slug(NEW.name)) IS DISTINCT FROM (OLD.church_id, louvor_slug(OLD.name)))
     AND louvor_lock_church_keys(NEW.church_id) THEN
    PERFORM louvor_refresh_musician_keys(NEW.church_id, louvor_slug(NEW.name));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER musicians_public_keys AFTER INSERT OR DELETE OR UPDATE OF church_id, name ON musicians
  FOR EACH ROW EXECUTE FUNCTION louvor_musicians_keys_changed();
--> statement-breakpoint
CREATE FUNCTION louvor_songs_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND louvor_lock_church_keys(OLD.church_id) THEN
    PERFORM louvor_refresh_song_keys(OLD.church_id, left(OLD.id::text, 4));
  END IF;
  IF TG_OP <> 'DELETE' AND louvor_lock_church_keys(NEW.church_id) THEN
    IF TG_OP = 'INSERT' OR NEW.church_id IS DISTINCT FROM OLD.church_id THEN
      PERFORM louvor_refresh_song_keys(NEW.church_id, left(NEW.id::text, 4));
    END IF;
    -- Segment keys carry the song's slug.
    IF TG_OP = 'UPDATE' AND louvor_slug(NEW.name) IS DISTINCT FROM louvor_slug(OLD.name) THEN
      PERFORM louvor_refresh_segment_keys(d.service_id, d.prefix)
      FROM (SELECT DISTINCT service_id, left(id::text, 4) AS prefix FROM song_details WHERE song_catalog_id = NEW.id) d;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER songs_catalog_public_keys AFTER INSERT OR DELETE OR UPDATE OF church_id, name ON songs_catalog
  FOR EACH ROW EXECUTE FUNCTION louvor_songs_keys_changed();
--> statement-breakpoint
-- A segment's key is almost always its plain form: set it before the row is written (no second
-- write of the row), and recompute the service's segments with the same 4 id characters only
-- when there are any.
CREATE FUNCTION louvor_song_details_key() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  NEW.public_key := louvor_slug((SELECT c.name FROM songs_catalog c WHERE c.id = NEW.song_catalog_id)) || '-' || left(NEW.id::text, 4);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER song_details_public_key BEFORE INSERT OR UPDATE OF service_id, song_catalog_id ON song_details
  FOR EACH ROW EXECUTE FUNCTION louvor_song_details_key();
--> statement-breakpoint
CREATE FUNCTION louvor_song_details_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM song_details o WHERE o.service_id = OLD.service_id AND o.id <> OLD.id
                                   AND left(o.id::text, 4) = left(OLD.id::text, 4)) THEN
    IF louvor_lock_service_keys(OLD.service_id) THEN
      PERFORM louvor_refresh_segment_keys(OLD.service_id, left(OLD.id::text, 4));
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.service_id IS DISTINCT FROM OLD.service_id)
     AND EXISTS (SELECT 1 FROM song_details o WHERE o.service_id = NEW.service_id AND o.id <> NEW.id
                 AND left(o.id::text, 4) = left(NEW.id::text, 4)) THEN
    IF louvor_lock_service_keys(NEW.service_id) THEN
      PERFORM louvor_refresh_segment_keys(NEW.service_id, left(NEW.id::text, 4));
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER song_details_public_keys AFTER INSERT OR DELETE OR UPDATE OF church_id, service_id, song_catalog_id ON song_details
  FOR EACH ROW EXECUTE FUNCTION louvor_song_details_keys_changed();
--> statement-breakpoint
-- Existing rows: every group of every church at once.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT church_id, array_agg(DISTINCT date) AS dates FROM services GROUP BY church_id LOOP
    PERFORM louvor_refresh_service_keys(r.church_id, r.dates);
  END LOOP;
  FOR r IN SELECT DISTINCT church_id, louvor_slug(name) AS slug, year FROM bands LOOP
    PERFORM louvor_refresh_band_keys(r.church_id, r.slug, r.year);
  END LOOP;
  FOR r IN SELECT DISTINCT church_id, louvor_slug(name) AS slug FROM musicians LOOP
    PERFORM louvor_refresh_musician_keys(r.church_id, r.slug);
  END LOOP;
  FOR r IN SELECT DISTINCT church_id, left(id::text, 4) AS prefix FROM songs_catalog LOOP
    PERFORM louvor_refresh_song_keys(r.church_id, r.prefix);
  END LOOP;
  FOR r IN SELECT DISTINCT service_id, left(id::text, 4) AS prefix FROM song_details LOOP
    PERFORM louvor_refresh_segment_keys(r.service_id, r.prefix);
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_church_id_public_key_unique" UNIQUE ("church_id", "public_key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "bands" ADD CONSTRAINT "bands_church_id_public_key_unique" UNIQUE ("church_id", "public_key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "musicians" ADD CONSTRAINT "musicians_church_id_public_key_unique" UNIQUE ("church_id", "public_key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_church_id_public_key_unique" UNIQUE ("church_id", "public_key") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_service_id_public_key_unique" UNIQUE ("service_id", "public_key") DEFERRABLE INITIALLY DEFERRED;
