CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_action_known" CHECK ("audit_entries"."action" in ('create', 'update', 'delete')),
	CONSTRAINT "audit_entries_summary_length" CHECK (char_length("audit_entries"."summary") <= 500)
);
--> statement-breakpoint
CREATE TABLE "church_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_members_role_known" CHECK ("church_members"."role" in ('admin', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"church_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role_known" CHECK ("invitations"."role" in ('admin', 'editor')),
	CONSTRAINT "invitations_email_lower_case" CHECK ("invitations"."email" = lower(btrim("invitations"."email")) and "invitations"."email" <> '')
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_members" ADD CONSTRAINT "church_members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_members" ADD CONSTRAINT "church_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_church_id_at_idx" ON "audit_entries" USING btree ("church_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_entries_church_id_record_idx" ON "audit_entries" USING btree ("church_id","kind","record_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_user_id_idx" ON "audit_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "church_members_user_id_unique" ON "church_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "church_members_church_id_idx" ON "church_members" USING btree ("church_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_church_id_idx" ON "invitations" USING btree ("church_id");--> statement-breakpoint
-- The administrator who registered each church is its first member, an Administrador (issue 24).
INSERT INTO "church_members" ("church_id", "user_id", "role", "created_at") SELECT "id", "admin_user_id", 'admin', "created_at" FROM "churches" WHERE "admin_user_id" IS NOT NULL;
