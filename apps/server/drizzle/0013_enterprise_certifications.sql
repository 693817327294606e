CREATE TABLE "enterprise_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"submitted_by" uuid,
	"status" text NOT NULL,
	"account_type" text NOT NULL,
	"enterprise_name" text NOT NULL,
	"country" text NOT NULL,
	"certificate_type" text NOT NULL,
	"organisation_code" text NOT NULL,
	"legal_person_name" text NOT NULL,
	"legal_document_type" text NOT NULL,
	"legal_document_number" text NOT NULL,
	"document_keys" text[] NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "enterprise_certifications_status_check" CHECK ("enterprise_certifications"."status" in ('auditing', 'pass', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_certifications" ADD CONSTRAINT "enterprise_certifications_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_certifications_organisation_idx" ON "enterprise_certifications" USING btree ("organisation_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_certifications_one_auditing" ON "enterprise_certifications" USING btree ("organisation_id") WHERE "enterprise_certifications"."status" = 'auditing';--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD COLUMN "locale" text;
