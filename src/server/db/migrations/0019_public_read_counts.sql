CREATE TABLE "public_read_counts" (
	"address" text NOT NULL,
	"minute_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "public_read_counts_address_minute_start_pk" PRIMARY KEY("address","minute_start"),
	CONSTRAINT "public_read_counts_count" CHECK ("public_read_counts"."count" >= 0),
	CONSTRAINT "public_read_counts_minute" CHECK ("public_read_counts"."minute_start" % 60000 = 0)
);
--> statement-breakpoint
ALTER TABLE "public_read_counts" SET UNLOGGED;