CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" "bytea",
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"given_up_at" timestamp with time zone,
	CONSTRAINT "mail_queue_kind" CHECK ("mail_queue"."kind" in ('password-recovery')),
	CONSTRAINT "mail_queue_attempts" CHECK ("mail_queue"."attempts" >= 0),
	CONSTRAINT "mail_queue_done_once" CHECK ("mail_queue"."sent_at" is null or "mail_queue"."given_up_at" is null),
	CONSTRAINT "mail_queue_body_until_done" CHECK (("mail_queue"."body" is null) = ("mail_queue"."sent_at" is not null or "mail_queue"."given_up_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null and "mail_queue"."given_up_at" is null;