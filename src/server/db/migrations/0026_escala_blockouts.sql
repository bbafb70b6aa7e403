CREATE TABLE "musician_blockouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"musician_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"rrule" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "musician_blockouts_shape" CHECK (("musician_blockouts"."rrule" is null and "musician_blockouts"."ends_on" is not null and "musician_blockouts"."ends_on" >= "musician_blockouts"."starts_on") or ("musician_blockouts"."rrule" is not null and "musician_blockouts"."ends_on" is null)),
	CONSTRAINT "musician_blockouts_rrule_written" CHECK ("musician_blockouts"."rrule" ~ '^FREQ=[A-Z]+[A-Z0-9=,+\x3b-]*$' and char_length("musician_blockouts"."rrule") <= 200)
);
--> statement-breakpoint
ALTER TABLE "musicians" ADD COLUMN "escala_salt" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "musicians" ADD COLUMN "escala_token_hash" text;--> statement-breakpoint
ALTER TABLE "musician_blockouts" ADD CONSTRAINT "musician_blockouts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "musician_blockouts" ADD CONSTRAINT "musician_blockouts_musician_id_musicians_id_fk" FOREIGN KEY ("musician_id") REFERENCES "public"."musicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "musician_blockouts_musician_id_idx" ON "musician_blockouts" USING btree ("musician_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "musicians_escala_token_hash_unique" ON "musicians" USING btree ("escala_token_hash");