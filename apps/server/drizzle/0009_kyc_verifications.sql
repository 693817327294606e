CREATE TABLE "kyc_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"user_id" uuid,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"country" text,
	"document_type" text,
	"result_code" smallint,
	"sub_code" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "kyc_verifications_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "kyc_verifications_status_check" CHECK ("kyc_verifications"."status" in ('waiting', 'processing', 'passed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_verifications_account_idx" ON "kyc_verifications" USING btree ("account_id","created_at");