-- Song keys of a bulk insert, once per statement (issue 39; docs/decisions/503). 0008 recomputed
-- the group of each inserted song from a row trigger, and its plan read the group through the
-- church_id index, that is the church's whole catalogue, for every row: 'Importar lista' of n rows
-- cost n times the catalogue. Now an inserted song is written with its plain key, and each group
-- the insert touched (church, first 4 characters of the id) is recomputed once, after the
-- statement, in one UPDATE that reads each group through the primary key's range only and
-- rewrites only the keys that differ; updates and deletes keep 0008's row trigger. The rule of a key
-- (decision 170) and the church lock (louvor_lock_church_keys) are 0008's: the keys come out the same.
--
-- The songs of a church whose ids start with one of `prefixes`: each prefix is a range of the
-- primary key, read as such (the lateral subquery, kept apart by OFFSET 0, cannot take the
-- church's condition into its scan), and its rows of other churches are left out after.
CREATE FUNCTION louvor_refresh_song_key_groups(church uuid, prefixes text[]) RETURNS void
  LANGUAGE sql
AS $$
  UPDATE songs_catalog t
  SET public_key = k.key
  FROM (
    SELECT g.id, louvor_slug(g.name) || '-' ||
      CASE WHEN count(*) OVER (PARTITION BY p.prefix, louvor_slug(g.name)) > 1 THEN g.id::text ELSE p.prefix END AS key
    FROM (SELECT DISTINCT unnest(prefixes) AS prefix) p
    CROSS JOIN LATERAL (
      SELECT r.id, r.church_id, r.name
      FROM songs_catalog r
      WHERE r.id BETWEEN (p.prefix || '0000-0000-0000-0000-000000000000')::uuid AND (p.prefix || 'ffff-ffff-ffff-ffff-ffffffffffff')::uuid
      OFFSET 0
    ) g
    WHERE g.church_id = church
  ) k
  WHERE t.id = k.id AND t.public_key IS DISTINCT FROM k.key;
$$;
--> statement-breakpoint
-- 0008's one-group refresh (the row trigger's, on update and delete) reads its group the same way.
CREATE OR REPLACE FUNCTION louvor_refresh_song_keys(church uuid, prefix text) RETURNS void
  LANGUAGE sql
AS $$
  SELECT louvor_refresh_song_key_groups(church, ARRAY[prefix]);
$$;
--> statement-breakpoint
-- A song's key is almost always its plain form (as a segment's, 0008): it is written with the row,
-- and the statement's refresh rewrites only the rows whose group makes it otherwise. A key the
-- insert gives (a church's import brings its keys) is kept for the refresh to judge.
CREATE FUNCTION louvor_song_plain_key() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  NEW.public_key := coalesce(NEW.public_key, louvor_slug(NEW.name) || '-' || left(NEW.id::text, 4));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER songs_catalog_plain_public_key BEFORE INSERT ON songs_catalog
  FOR EACH ROW EXECUTE FUNCTION louvor_song_plain_key();
--> statement-breakpoint
-- After an insert: each church of the inserted rows taken (in id order) before its groups are read,
-- as 0008's row trigger did for each row, then its groups recomputed in one statement.
CREATE FUNCTION louvor_songs_inserted_keys() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT i.church_id, array_agg(DISTINCT left(i.id::text, 4)) AS prefixes
           FROM inserted i GROUP BY i.church_id ORDER BY i.church_id LOOP
    IF louvor_lock_church_keys(r.church_id) THEN
      PERFORM louvor_refresh_song_key_groups(r.church_id, r.prefixes);
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER songs_catalog_public_keys ON songs_catalog;
--> statement-breakpoint
-- louvor_songs_keys_changed (0008) stays the row trigger's function; its insert branch no longer runs.
CREATE TRIGGER songs_catalog_public_keys AFTER DELETE OR UPDATE OF church_id, name ON songs_catalog
  FOR EACH ROW EXECUTE FUNCTION louvor_songs_keys_changed();
--> statement-breakpoint
CREATE TRIGGER songs_catalog_inserted_public_keys AFTER INSERT ON songs_catalog
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION louvor_songs_inserted_keys();
