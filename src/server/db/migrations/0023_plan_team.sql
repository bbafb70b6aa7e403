-- The plan's team (issue 41; docs/decisions/511): positions with their musicians, each assignment
-- with its answer ('pendente' until the musician answers). A position without anyone yet is a row
-- without a musician; removing a musician removes their assignments.
CREATE TABLE "plan_team" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" text NOT NULL,
	"sort_order" integer NOT NULL,
	"musician_id" uuid,
	"status" text DEFAULT 'pendente' NOT NULL,
	"decline_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_team_position_not_blank" CHECK (btrim("plan_team"."position") <> '' and char_length("plan_team"."position") <= 60),
	CONSTRAINT "plan_team_sort_order_non_negative" CHECK ("plan_team"."sort_order" >= 0),
	CONSTRAINT "plan_team_status_known" CHECK ("plan_team"."status" in ('pendente', 'confirmado', 'recusado')),
	CONSTRAINT "plan_team_decline_reason_length" CHECK (char_length("plan_team"."decline_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "plan_team" ADD CONSTRAINT "plan_team_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_team" ADD CONSTRAINT "plan_team_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_team" ADD CONSTRAINT "plan_team_musician_id_musicians_id_fk" FOREIGN KEY ("musician_id") REFERENCES "public"."musicians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_team_plan_id_position_musician_id_unique" ON "plan_team" USING btree ("plan_id","position","musician_id");--> statement-breakpoint
CREATE INDEX "plan_team_musician_id_idx" ON "plan_team" USING btree ("musician_id");