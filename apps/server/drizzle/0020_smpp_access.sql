-- SMPP access for customers (docs/smpp-access.md): credentials, which parts of each submit asked for receipts,
-- the outbox of deliver_sm waiting for a receiver bind (written in the transaction of the change it reports),
-- and the binds open now as the processes holding them report them.
CREATE TABLE "smpp_credentials" (
	"system_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_bind_at" timestamp with time zone,
	"last_bind_ip" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "smpp_credentials_system_id_check" CHECK (length("smpp_credentials"."system_id") between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "smpp_submits" (
	"message_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"system_id" text NOT NULL,
	"part_ids" text[] NOT NULL,
	"registered_delivery" smallint NOT NULL,
	"source_addr" text NOT NULL,
	"dest_addr" text NOT NULL,
	"text_start" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smpp_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smpp_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text,
	"receipt_id" text,
	"from_addr" text NOT NULL,
	"to_addr" text NOT NULL,
	"stat" text,
	"error_code" text,
	"submitted_at" timestamp with time zone,
	"done_at" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "smpp_outbox_kind_check" CHECK ("smpp_outbox"."kind" in ('receipt', 'inbound'))
);
--> statement-breakpoint
CREATE TABLE "smpp_binds" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"system_id" text NOT NULL,
	"bind_type" text NOT NULL,
	"remote_address" text NOT NULL,
	"tls" boolean NOT NULL,
	"node" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"submits_per_second" double precision DEFAULT 0 NOT NULL,
	"window_used" integer DEFAULT 0 NOT NULL,
	"window_size" integer NOT NULL,
	CONSTRAINT "smpp_binds_type_check" CHECK ("smpp_binds"."bind_type" in ('transmitter', 'receiver', 'transceiver'))
);
--> statement-breakpoint
ALTER TABLE "smpp_credentials" ADD CONSTRAINT "smpp_credentials_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smpp_submits" ADD CONSTRAINT "smpp_submits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smpp_outbox" ADD CONSTRAINT "smpp_outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smpp_binds" ADD CONSTRAINT "smpp_binds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smpp_credentials_account_idx" ON "smpp_credentials" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "smpp_submits_created_idx" ON "smpp_submits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "smpp_outbox_account_due_idx" ON "smpp_outbox" USING btree ("account_id","due_at");--> statement-breakpoint
CREATE INDEX "smpp_outbox_created_idx" ON "smpp_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "smpp_binds_account_idx" ON "smpp_binds" USING btree ("account_id","refreshed_at");
