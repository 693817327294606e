CREATE TABLE "sender_id_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"kind" text NOT NULL,
	"countries" text[] NOT NULL,
	"use_case" text NOT NULL,
	"brand_name" text NOT NULL,
	"sample_content" text NOT NULL,
	"link" text NOT NULL,
	"company_name" text NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "sender_id_requests_status_check" CHECK ("sender_id_requests"."status" in ('submitted', 'approved', 'rejected')),
	CONSTRAINT "sender_id_requests_kind_check" CHECK ("sender_id_requests"."kind" in ('alphanumeric', 'numeric'))
);
--> statement-breakpoint
ALTER TABLE "sender_id_requests" ADD CONSTRAINT "sender_id_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_id_requests" ADD CONSTRAINT "sender_id_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sender_id_requests_organisation_idx" ON "sender_id_requests" USING btree ("organisation_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
ALTER TABLE "organisations" ALTER COLUMN "sign_in_methods" SET DEFAULT '{password,sso}';--> statement-breakpoint
UPDATE "organisations" SET "sign_in_methods" = '{password,sso}' WHERE "sign_in_methods" = '{password}';
