-- The Verify API and the fraud guard against SMS pumping (docs/verify-api.md): verifications with the code as a
-- keyed hash, the guard's settings, counters per account/prefix/ten-minute bucket, blocks, operator prefixes,
-- and the sealed text of a message whose stored content is masked.
ALTER TABLE "messages" ADD COLUMN "content_sealed" text;
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"to_addr" text NOT NULL,
	"country" text NOT NULL,
	"prefix" text NOT NULL,
	"status" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"send_count" integer NOT NULL,
	"message_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verify_send_windows" (
	"account_id" text NOT NULL,
	"to_addr" text NOT NULL,
	"sends" timestamp with time zone[] NOT NULL,
	"ids" text[] NOT NULL,
	CONSTRAINT "verify_send_windows_account_id_to_addr_pk" PRIMARY KEY("account_id","to_addr")
);
--> statement-breakpoint
CREATE TABLE "fraud_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"min_verifications" integer NOT NULL,
	"min_conversion_percent" integer NOT NULL,
	"spike_min_messages" integer NOT NULL,
	"spike_multiplier" integer NOT NULL,
	"allowed_prefixes" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_counters" (
	"account_id" text NOT NULL,
	"prefix" text NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"otp_messages" integer DEFAULT 0 NOT NULL,
	"verifications" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fraud_counters_account_id_prefix_bucket_start_pk" PRIMARY KEY("account_id","prefix","bucket_start")
);
--> statement-breakpoint
CREATE TABLE "fraud_blocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fraud_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"prefix" text NOT NULL,
	"country" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb NOT NULL,
	"blocked_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text
);
--> statement-breakpoint
CREATE TABLE "fraud_operator_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_settings" ADD CONSTRAINT "fraud_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_blocks" ADD CONSTRAINT "fraud_blocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_account_idx" ON "verifications" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "verifications_to_idx" ON "verifications" USING btree ("account_id","to_addr","created_at");--> statement-breakpoint
CREATE INDEX "verifications_pending_idx" ON "verifications" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "fraud_counters_bucket_idx" ON "fraud_counters" USING btree ("bucket_start");--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_blocks_active_idx" ON "fraud_blocks" USING btree ("account_id","prefix") WHERE lifted_at is null;--> statement-breakpoint
CREATE INDEX "fraud_blocks_account_idx" ON "fraud_blocks" USING btree ("account_id","blocked_at");
