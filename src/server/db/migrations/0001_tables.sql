CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "band_musicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"musician_id" uuid NOT NULL,
	"instrument" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bands_name_not_blank" CHECK (btrim("bands"."name") <> ''),
	CONSTRAINT "bands_year_range" CHECK ("bands"."year" between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "churches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text,
	"youtube_channel" text,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "churches_admin_user_id_unique" UNIQUE("admin_user_id"),
	CONSTRAINT "churches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "churches_name_not_blank" CHECK (btrim("churches"."name") <> ''),
	CONSTRAINT "churches_slug_format" CHECK ("churches"."slug" ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$')
);
--> statement-breakpoint
CREATE TABLE "musicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_multibanda" boolean DEFAULT false NOT NULL,
	"instrument" text,
	"bio" text,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musicians_name_not_blank" CHECK (btrim("musicians"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "service_musicians_global" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"musician_id" uuid NOT NULL,
	"instrument" text,
	"is_substitute" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_musicians_individual" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"song_detail_id" uuid,
	"musician_id" uuid NOT NULL,
	"instrument" text,
	"is_substitute" boolean DEFAULT false NOT NULL,
	"is_global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" time(0) NOT NULL,
	"shift" text GENERATED ALWAYS AS (case when extract(hour from "time") < 12 then 'morning' when extract(hour from "time") < 18 then 'afternoon' else 'evening' end) STORED NOT NULL,
	"video_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_view_count_non_negative" CHECK ("services"."view_count" >= 0),
	CONSTRAINT "services_shift_valid" CHECK ("services"."shift" in ('morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "song_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"song_catalog_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"start_time" integer NOT NULL,
	"end_time" integer NOT NULL,
	"youtube_url" text,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "song_details_times_valid" CHECK ("song_details"."start_time" >= 0 and "song_details"."start_time" < "song_details"."end_time"),
	CONSTRAINT "song_details_view_count_non_negative" CHECK ("song_details"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "songs_catalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"name" text NOT NULL,
	"author" text,
	"chord_file" text,
	"lyrics" text,
	"performance_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"first_played_at" date,
	"last_played_at" date,
	"last_service_id" uuid,
	"new_marked_at" timestamp with time zone,
	"introduced_by" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_catalog_name_not_blank" CHECK (btrim("songs_catalog"."name") <> ''),
	CONSTRAINT "songs_catalog_counts_non_negative" CHECK ("songs_catalog"."performance_count" >= 0 and "songs_catalog"."view_count" >= 0),
	CONSTRAINT "songs_catalog_played_order" CHECK ("songs_catalog"."first_played_at" is null or "songs_catalog"."last_played_at" is null or "songs_catalog"."first_played_at" <= "songs_catalog"."last_played_at")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_musicians" ADD CONSTRAINT "band_musicians_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_musicians" ADD CONSTRAINT "band_musicians_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_musicians" ADD CONSTRAINT "band_musicians_musician_id_musicians_id_fk" FOREIGN KEY ("musician_id") REFERENCES "public"."musicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bands" ADD CONSTRAINT "bands_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musicians" ADD CONSTRAINT "musicians_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_global" ADD CONSTRAINT "service_musicians_global_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_global" ADD CONSTRAINT "service_musicians_global_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_global" ADD CONSTRAINT "service_musicians_global_musician_id_musicians_id_fk" FOREIGN KEY ("musician_id") REFERENCES "public"."musicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_individual" ADD CONSTRAINT "service_musicians_individual_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_individual" ADD CONSTRAINT "service_musicians_individual_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_individual" ADD CONSTRAINT "service_musicians_individual_song_detail_id_song_details_id_fk" FOREIGN KEY ("song_detail_id") REFERENCES "public"."song_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_musicians_individual" ADD CONSTRAINT "service_musicians_individual_musician_id_musicians_id_fk" FOREIGN KEY ("musician_id") REFERENCES "public"."musicians"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_song_catalog_id_songs_catalog_id_fk" FOREIGN KEY ("song_catalog_id") REFERENCES "public"."songs_catalog"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_band_id_bands_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."bands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_last_service_id_services_id_fk" FOREIGN KEY ("last_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs_catalog" ADD CONSTRAINT "songs_catalog_introduced_by_bands_id_fk" FOREIGN KEY ("introduced_by") REFERENCES "public"."bands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "band_musicians_band_id_musician_id_unique" ON "band_musicians" USING btree ("band_id","musician_id");--> statement-breakpoint
CREATE INDEX "band_musicians_musician_id_created_at_idx" ON "band_musicians" USING btree ("musician_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "band_musicians_church_id_idx" ON "band_musicians" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "bands_church_id_year_idx" ON "bands" USING btree ("church_id","year" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "musicians_church_id_name_idx" ON "musicians" USING btree ("church_id","name");--> statement-breakpoint
CREATE INDEX "musicians_search_idx" ON "musicians" USING gin (louvor_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "service_musicians_global_service_id_musician_id_unique" ON "service_musicians_global" USING btree ("service_id","musician_id");--> statement-breakpoint
CREATE INDEX "service_musicians_global_musician_id_created_at_idx" ON "service_musicians_global" USING btree ("musician_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_musicians_global_church_id_idx" ON "service_musicians_global" USING btree ("church_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_musicians_individual_song_detail_id_musician_id_unique" ON "service_musicians_individual" USING btree ("song_detail_id","musician_id");--> statement-breakpoint
CREATE INDEX "service_musicians_individual_service_id_idx" ON "service_musicians_individual" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "service_musicians_individual_musician_id_created_at_idx" ON "service_musicians_individual" USING btree ("musician_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_musicians_individual_church_id_idx" ON "service_musicians_individual" USING btree ("church_id");--> statement-breakpoint
CREATE INDEX "services_church_id_date_idx" ON "services" USING btree ("church_id","date" DESC NULLS LAST,"time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_church_id_view_count_idx" ON "services" USING btree ("church_id","view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_band_id_date_idx" ON "services" USING btree ("band_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "song_details_service_id_start_time_idx" ON "song_details" USING btree ("service_id","start_time");--> statement-breakpoint
CREATE INDEX "song_details_song_catalog_id_idx" ON "song_details" USING btree ("song_catalog_id");--> statement-breakpoint
CREATE INDEX "song_details_band_id_idx" ON "song_details" USING btree ("band_id");--> statement-breakpoint
CREATE INDEX "song_details_church_id_view_count_idx" ON "song_details" USING btree ("church_id","view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "song_details_church_id_created_at_idx" ON "song_details" USING btree ("church_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "songs_catalog_church_id_lower_name_unique" ON "songs_catalog" USING btree ("church_id",lower("name"));--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_name_idx" ON "songs_catalog" USING btree ("church_id","name");--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_view_count_idx" ON "songs_catalog" USING btree ("church_id","view_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_performance_count_idx" ON "songs_catalog" USING btree ("church_id","performance_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_last_played_at_idx" ON "songs_catalog" USING btree ("church_id","last_played_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_created_at_idx" ON "songs_catalog" USING btree ("church_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "songs_catalog_church_id_new_marked_at_idx" ON "songs_catalog" USING btree ("church_id","new_marked_at" DESC NULLS LAST) WHERE "songs_catalog"."new_marked_at" is not null;--> statement-breakpoint
CREATE INDEX "songs_catalog_last_service_id_idx" ON "songs_catalog" USING btree ("last_service_id");--> statement-breakpoint
CREATE INDEX "songs_catalog_introduced_by_idx" ON "songs_catalog" USING btree ("introduced_by");--> statement-breakpoint
CREATE INDEX "songs_catalog_search_idx" ON "songs_catalog" USING gin (louvor_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");