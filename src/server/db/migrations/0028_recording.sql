CREATE TABLE "performance_fingerprints" (
	"song_detail_id" uuid PRIMARY KEY NOT NULL,
	"church_id" uuid NOT NULL,
	"fingerprint" "bytea" NOT NULL,
	"musical_key" text,
	"tempo" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_fingerprints_size" CHECK (octet_length("performance_fingerprints"."fingerprint") between 1 and 16384)
);
--> statement-breakpoint
CREATE TABLE "recording_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"duration_seconds" real NOT NULL,
	"features" "bytea" NOT NULL,
	"proposals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recording_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"segments" integer NOT NULL,
	"boundaries_within" integer NOT NULL,
	"names_proposed" integer NOT NULL,
	"names_right" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_reviews_counts" CHECK ("recording_reviews"."segments" >= "recording_reviews"."boundaries_within" and "recording_reviews"."boundaries_within" >= "recording_reviews"."names_proposed" and "recording_reviews"."names_proposed" >= "recording_reviews"."names_right" and "recording_reviews"."names_right" >= 0)
);
--> statement-breakpoint
ALTER TABLE "performance_fingerprints" ADD CONSTRAINT "performance_fingerprints_song_detail_id_song_details_id_fk" FOREIGN KEY ("song_detail_id") REFERENCES "public"."song_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_fingerprints" ADD CONSTRAINT "performance_fingerprints_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_analyses" ADD CONSTRAINT "recording_analyses_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_reviews" ADD CONSTRAINT "recording_reviews_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_reviews" ADD CONSTRAINT "recording_reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "performance_fingerprints_church_id_idx" ON "performance_fingerprints" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "recording_analyses_church_id_created_at_idx" ON "recording_analyses" USING btree ("church_id","created_at");--> statement-breakpoint
CREATE INDEX "recording_reviews_church_id_idx" ON "recording_reviews" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "recording_reviews_service_id_idx" ON "recording_reviews" USING btree ("service_id");