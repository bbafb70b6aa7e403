ALTER TABLE "churches" ADD COLUMN "plans_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "plans_xact" "xid8";--> statement-breakpoint
-- The church's plans version (issue 41, docs/decisions/520): advanced at most once by every
-- transaction that changes its plans or their teams (a musician's answer too). With the content
-- version, the session's own statement reads it, so the leader's 'Escalas' overview is kept in
-- memory and never served after a change. At commit (deferred), as the content version is.
CREATE FUNCTION louvor_advance_plans_version() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  target uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.church_id ELSE NEW.church_id END;
BEGIN
  UPDATE churches
  SET plans_version = plans_version + 1, plans_xact = pg_current_xact_id()
  WHERE id = target AND plans_xact IS DISTINCT FROM pg_current_xact_id();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER plans_plans_version AFTER INSERT OR DELETE OR UPDATE ON plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_plans_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER plan_team_plans_version AFTER INSERT OR DELETE OR UPDATE ON plan_team
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_plans_version();
