CREATE TABLE "plan_songs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"song_catalog_id" uuid NOT NULL,
	"musical_key" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_songs_position_non_negative" CHECK ("plan_songs"."position" >= 0),
	CONSTRAINT "plan_songs_musical_key_written" CHECK ("plan_songs"."musical_key" ~ '^[A-G](#|b)?m?$' and "plan_songs"."musical_key" !~ '^(B#|Cb|E#|Fb)'),
	CONSTRAINT "plan_songs_note_length" CHECK (char_length("plan_songs"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" time(0) NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_public_key_format" CHECK ("plans"."public_key" ~ '^[A-Za-z0-9_-]{22}$')
);
--> statement-breakpoint
ALTER TABLE "plan_songs" ADD CONSTRAINT "plan_songs_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_songs" ADD CONSTRAINT "plan_songs_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_songs" ADD CONSTRAINT "plan_songs_song_catalog_id_songs_catalog_id_fk" FOREIGN KEY ("song_catalog_id") REFERENCES "public"."songs_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_songs_plan_id_position_unique" ON "plan_songs" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "plan_songs_song_catalog_id_idx" ON "plan_songs" USING btree ("song_catalog_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_public_key_unique" ON "plans" USING btree ("public_key");--> statement-breakpoint
CREATE INDEX "plans_church_id_date_idx" ON "plans" USING btree ("church_id","date","time");--> statement-breakpoint
CREATE INDEX "plans_band_id_idx" ON "plans" USING btree ("band_id");--> statement-breakpoint
-- A plan's page is a public answer kept by the church's content version (decision 240), so a
-- plan's change advances it like any other write (written by hand: drizzle-kit does not model triggers).
CREATE CONSTRAINT TRIGGER plans_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, band_id, date, time, public_key ON plans
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER plan_songs_content_version AFTER INSERT OR DELETE OR UPDATE OF church_id, plan_id, position, song_catalog_id, musical_key, note ON plan_songs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION louvor_advance_content_version();
