CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_by" uuid,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"amount_micros" bigint NOT NULL,
	"fee_micros" bigint NOT NULL,
	"total_micros" bigint NOT NULL,
	"fee_percent" text NOT NULL,
	"conversion_rate" text,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"credit_transaction_id" text,
	"closed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_transaction_id" text,
	CONSTRAINT "payment_orders_provider_ref_unique" UNIQUE("provider_ref"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'paid', 'cancelled', 'failed', 'expired', 'refunded')),
	CONSTRAINT "payment_orders_amounts_check" CHECK ("payment_orders"."amount_micros" > 0 and "payment_orders"."fee_micros" >= 0 and "payment_orders"."total_micros" = "payment_orders"."amount_micros" + "payment_orders"."fee_micros"),
	CONSTRAINT "payment_orders_credit_check" CHECK (("payment_orders"."status" in ('paid', 'refunded')) = ("payment_orders"."credit_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "balance_alerts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"threshold_micros" bigint NOT NULL,
	"alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "balance_alerts_threshold_check" CHECK ("balance_alerts"."threshold_micros" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_alerts" ADD CONSTRAINT "balance_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_account_idx" ON "payment_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("expires_at") WHERE "payment_orders"."status" = 'pending';
