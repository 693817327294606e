CREATE TABLE "message_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"account_id" text,
	"batch_id" text,
	"direction" text NOT NULL,
	"source" text NOT NULL,
	"type" smallint NOT NULL,
	"from_addr" text NOT NULL,
	"to_addr" text NOT NULL,
	"country" text,
	"content" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" integer NOT NULL,
	"cost_micros" bigint DEFAULT 0 NOT NULL,
	"currency" text,
	"status" text NOT NULL,
	"error_code" text,
	"send_at" timestamp with time zone,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"carrier" text,
	"carrier_ids" text[],
	"part_statuses" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messages_created_at_id_pk" PRIMARY KEY("created_at","id"),
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" between 1 and 3),
	CONSTRAINT "messages_segments_check" CHECK ("messages"."segments" >= 0)
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
-- Hand-added: drizzle-kit does not model partitions. Monthly partitions are created ahead of time by
-- ensureMessagePartitions (src/db/partitions.ts); the default partition only catches what falls outside them.
CREATE TABLE "messages_default" PARTITION OF "messages" DEFAULT;
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"before_micros" bigint NOT NULL,
	"after_micros" bigint NOT NULL,
	"product_type" text,
	"product_id" text,
	"payment_method" text,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "ledger_type_check" CHECK ("ledger_entries"."type" in ('CONSUME', 'RECHARGE', 'REFUNDED')),
	CONSTRAINT "ledger_after_check" CHECK ("ledger_entries"."after_micros" = "ledger_entries"."before_micros" + "ledger_entries"."amount_micros"),
	CONSTRAINT "ledger_non_negative_check" CHECK ("ledger_entries"."after_micros" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"price_micros" bigint NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prices_country_currency_pk" PRIMARY KEY("country","currency"),
	CONSTRAINT "prices_positive_check" CHECK ("prices"."price_micros" > 0)
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"source" text NOT NULL,
	"type" smallint NOT NULL,
	"message_count" integer NOT NULL,
	"cost_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"account_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"http_status" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"account_id" text NOT NULL,
	"phone" text NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "opt_outs_account_id_phone_pk" PRIMARY KEY("account_id","phone")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"country" text,
	"type" smallint NOT NULL,
	"purpose" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"account_id" text PRIMARY KEY NOT NULL,
	"ip_whitelist" text[] DEFAULT '{}' NOT NULL,
	"daily_limit" integer DEFAULT 0 NOT NULL,
	"per_number_limit" integer DEFAULT 0 NOT NULL,
	"global_rate_limit" integer DEFAULT 0 NOT NULL,
	"per_second_rate" integer DEFAULT 0 NOT NULL,
	"status_webhook_url" text,
	"mo_webhook_url" text,
	"webhook_secret" text,
	"previous_webhook_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"signature_enabled" boolean DEFAULT true NOT NULL,
	"disallowed_countries" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"http_status" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"response_snippet" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"message_id" text,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"give_up_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opt_outs" ADD CONSTRAINT "opt_outs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_events_message_idx" ON "message_events" USING btree ("message_id","at");--> statement-breakpoint
CREATE INDEX "messages_id_idx" ON "messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("due_at") WHERE "messages"."status" in ('scheduled', 'queued', 'sending');--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_status_created_idx" ON "messages" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_to_created_idx" ON "messages" USING btree ("account_id","to_addr","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_carrier_ids_idx" ON "messages" USING gin ("carrier_ids");--> statement-breakpoint
CREATE INDEX "ledger_account_confirmed_idx" ON "ledger_entries" USING btree ("account_id","confirmed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "batches_account_created_idx" ON "batches" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "templates_account_idx" ON "templates" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "templates_public_idx" ON "templates" USING btree ("status") WHERE "templates"."account_id" is null;--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" USING btree ("message_id");