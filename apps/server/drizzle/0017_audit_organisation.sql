-- An audit event belongs to the organisation its actor was a member of when it happened, so it stays in that
-- organisation's log after the actor is removed (and moves to an organisation of their own).
ALTER TABLE "audit_log" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "audit_log" SET "organisation_id" = "memberships"."organisation_id" FROM "memberships" WHERE "memberships"."user_id" = "audit_log"."user_id";--> statement-breakpoint
CREATE INDEX "audit_log_organisation_at_idx" ON "audit_log" USING btree ("organisation_id","at");
