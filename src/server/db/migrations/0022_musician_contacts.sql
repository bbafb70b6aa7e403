-- A musician's contacts for the escala (issue 41; docs/decisions/510): an e-mail and a WhatsApp
-- number, both optional. Only the admin API reads them; the phone is stored as the digits a wa.me
-- link takes (country code first).
ALTER TABLE "musicians" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "musicians" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "musicians" ADD CONSTRAINT "musicians_phone_digits" CHECK ("musicians"."phone" ~ '^[1-9][0-9]{7,14}$');