ALTER TABLE "song_details" ADD COLUMN "musical_key" text;--> statement-breakpoint
ALTER TABLE "song_details" ADD COLUMN "tempo" integer;--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_musical_key_written" CHECK ("song_details"."musical_key" ~ '^[A-G](#|b)?m?$' and "song_details"."musical_key" !~ '^(B#|Cb|E#|Fb)');--> statement-breakpoint
ALTER TABLE "song_details" ADD CONSTRAINT "song_details_tempo_range" CHECK ("song_details"."tempo" between 30 and 250);