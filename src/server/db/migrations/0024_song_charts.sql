ALTER TABLE "churches" ADD COLUMN "publish_charts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD COLUMN "chart" text;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD COLUMN "original_key" text;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD COLUMN "ccli" text;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_chart_length" CHECK (char_length("songs_catalog"."chart") <= 60000);--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_original_key_written" CHECK ("songs_catalog"."original_key" ~ '^[A-G](#|b)?m?$' and "songs_catalog"."original_key" !~ '^(B#|Cb|E#|Fb)');--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_ccli_digits" CHECK ("songs_catalog"."ccli" ~ '^[0-9]{1,10}$');--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a chart, its original key and 'Publicar
-- cifras' change what the public pages answer (the plan's page, the song page), so they advance the
-- church's content version like the other columns those pages read (the answers are kept by it).
DROP TRIGGER songs_catalog_content_version ON songs_catalog;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER songs_catalog_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, name, author, chord_file, lyrics, performance_count, first_played_at, last_played_at, last_service_id, new_marked_at, introduced_by, active, chart, original_key ON songs_catalog
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();--> statement-breakpoint
DROP TRIGGER churches_content_version ON churches;--> statement-breakpoint
CREATE TRIGGER churches_content_version BEFORE UPDATE OF name, slug, address, youtube_channel, logo_url, publish_charts ON churches
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.address, OLD.youtube_channel, OLD.logo_url, OLD.publish_charts)
    IS DISTINCT FROM (NEW.name, NEW.slug, NEW.address, NEW.youtube_channel, NEW.logo_url, NEW.publish_charts))
  EXECUTE FUNCTION louvor_church_content_changed();
