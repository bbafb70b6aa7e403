-- Membership is the truth of "the church of this user" (issue 24, decision 450). A church whose
-- administrator is not yet its member (registered by the previous version after 0016 ran) gets them
-- as its Administrador before the column goes.
INSERT INTO "church_members" ("church_id", "user_id", "role", "created_at")
  SELECT c."id", c."admin_user_id", 'admin', c."created_at" FROM "churches" c
  WHERE c."admin_user_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "church_members" m WHERE m."user_id" = c."admin_user_id")
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "churches" DROP CONSTRAINT "churches_admin_user_id_unique";--> statement-breakpoint
ALTER TABLE "churches" DROP CONSTRAINT "churches_admin_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
-- The trigger of 0006 names the column; it is made again without it.
DROP TRIGGER "churches_content_version" ON "churches";--> statement-breakpoint
ALTER TABLE "churches" DROP COLUMN "admin_user_id";--> statement-breakpoint
CREATE TRIGGER churches_content_version BEFORE UPDATE OF name, slug, address, youtube_channel, logo_url ON churches
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.address, OLD.youtube_channel, OLD.logo_url)
    IS DISTINCT FROM (NEW.name, NEW.slug, NEW.address, NEW.youtube_channel, NEW.logo_url))
  EXECUTE FUNCTION louvor_church_content_changed();--> statement-breakpoint
-- 'Último acesso' (decision 452): every new session is a sign-in; the newest open session tells the
-- past as far as it is known.
UPDATE "users" u SET "last_sign_in_at" = s."newest"
  FROM (SELECT "user_id", max("created_at") AS "newest" FROM "sessions" GROUP BY "user_id") s
  WHERE s."user_id" = u."id";--> statement-breakpoint
CREATE FUNCTION "record_last_sign_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "last_sign_in_at" = NEW."created_at"
   WHERE "id" = NEW."user_id" AND ("last_sign_in_at" IS NULL OR "last_sign_in_at" < NEW."created_at");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_record_last_sign_in" AFTER INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "record_last_sign_in"();
