-- Each church's content version: advanced once by every transaction that changes what its public
-- pages show (docs/decisions/240). Public answers carry it in their ETag and the in-process cache
-- keys on it. View counters are left out on purpose: counting a view never advances it.
ALTER TABLE "churches" ADD COLUMN "content_version" bigint DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "content_xact" xid8;
--> statement-breakpoint
-- Advances the church's version at most once per transaction. It runs at commit (deferred
-- constraint trigger), so the church row is the last lock a write takes and concurrent saves
-- cannot deadlock on it, and the new version becomes visible together with the data.
CREATE FUNCTION louvor_advance_content_version() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.church_id ELSE NEW.church_id END;
BEGIN
  UPDATE churches
  SET content_version = content_version + 1, content_xact = pg_current_xact_id()
  WHERE id = target AND content_xact IS DISTINCT FROM pg_current_xact_id();
  IF TG_OP = 'UPDATE' AND OLD.church_id IS DISTINCT FROM NEW.church_id THEN
    UPDATE churches
    SET content_version = content_version + 1, content_xact = pg_current_xact_id()
    WHERE id = OLD.church_id AND content_xact IS DISTINCT FROM pg_current_xact_id();
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The church's own public fields.
CREATE FUNCTION louvor_church_content_changed() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW.content_xact IS DISTINCT FROM pg_current_xact_id() THEN
    NEW.content_version := OLD.content_version + 1;
    NEW.content_xact := pg_current_xact_id();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER churches_content_version BEFORE UPDATE OF name, slug, address, youtube_channel, logo_url, admin_user_id ON churches
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.address, OLD.youtube_channel, OLD.logo_url, OLD.admin_user_id)
    IS DISTINCT FROM (NEW.name, NEW.slug, NEW.address, NEW.youtube_channel, NEW.logo_url, NEW.admin_user_id))
  EXECUTE FUNCTION louvor_church_content_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER services_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, band_id, date, time, video_url, active ON services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER song_details_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, service_id, song_catalog_id, band_id, start_time, end_time, youtube_url, name, active ON song_details
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER songs_catalog_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, name, author, chord_file, lyrics, performance_count, first_played_at, last_played_at, last_service_id, new_marked_at, introduced_by, active ON songs_catalog
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bands_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, name, year, image_url ON bands
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER musicians_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, name, is_multibanda, instrument, bio, avatar_url ON musicians
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER band_musicians_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, band_id, musician_id, instrument ON band_musicians
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER service_musicians_global_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, service_id, musician_id, instrument, is_substitute ON service_musicians_global
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER service_musicians_individual_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, service_id, song_detail_id, musician_id, instrument, is_substitute, is_global ON service_musicians_individual
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
