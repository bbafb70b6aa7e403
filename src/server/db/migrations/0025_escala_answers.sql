ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_kind";--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "escala_reminder_days" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "escala_day_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_team" ADD COLUMN "answer_token_hash" text;--> statement-breakpoint
ALTER TABLE "plan_team" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_team" ADD COLUMN "sent_for" text;--> statement-breakpoint
ALTER TABLE "plan_team" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_team" ADD COLUMN "day_before_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_team_answer_token_hash_unique" ON "plan_team" USING btree ("answer_token_hash");--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_escala_reminder_days_range" CHECK ("churches"."escala_reminder_days" between 1 and 14);--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_kind" CHECK ("mail_queue"."kind" in ('password-recovery', 'invitation', 'sign-up-confirmation', 'escala'));