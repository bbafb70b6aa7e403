-- Each change to what identifies a church publicly (its id, slug, name, logo) or to its content
-- version is announced on the channel louvor_church_changes, at commit (docs/decisions/370). The
-- app's public side keeps each church's version in memory while it listens, and forgets it on
-- every notification. Content writes advance the version (0006), so they are announced too.
CREATE FUNCTION louvor_notify_church_change() RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('louvor_church_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER churches_notify_insert_delete AFTER INSERT OR DELETE ON churches
  FOR EACH ROW EXECUTE FUNCTION louvor_notify_church_change();
--> statement-breakpoint
CREATE TRIGGER churches_notify_update AFTER UPDATE OF id, slug, name, logo_url, content_version ON churches
  FOR EACH ROW WHEN ((OLD.id, OLD.slug, OLD.name, OLD.logo_url, OLD.content_version)
    IS DISTINCT FROM (NEW.id, NEW.slug, NEW.name, NEW.logo_url, NEW.content_version))
  EXECUTE FUNCTION louvor_notify_church_change();
