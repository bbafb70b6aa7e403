-- Uploaded images live in the database (docs/decisions/275): one row per church and content, the
-- hash and the size computed from the bytes. The files of an older version's uploads folder are
-- moved in by the app at start-up (server/storage/move-upload-folder.ts), not here: a migration
-- cannot read the data directory.
CREATE TABLE "images" (
	"sha256" text GENERATED ALWAYS AS (encode(sha256(bytes), 'hex')) STORED NOT NULL,
	"church_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer GENERATED ALWAYS AS (octet_length(bytes)) STORED NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_pkey" PRIMARY KEY("sha256","church_id"),
	CONSTRAINT "images_content_type" CHECK ("images"."content_type" in ('image/webp', 'image/png', 'image/jpeg', 'image/gif', 'image/avif')),
	CONSTRAINT "images_size" CHECK ("images"."size" between 1 and 5242880),
	CONSTRAINT "images_uses_positive" CHECK ("images"."uses" > 0)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- For the church's cascade delete (the primary key leads with the hash).
CREATE INDEX "images_church_id_idx" ON "images" USING btree ("church_id");
--> statement-breakpoint
-- WebP (and the other accepted formats) are compressed already: store the bytes as they are,
-- out of line, without a second compression attempt.
ALTER TABLE "images" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
