CREATE TABLE "contact_verifications" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_code_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_verifications_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "contact_verifications_purpose_check" CHECK ("contact_verifications"."purpose" in ('email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_two_factor_check";--> statement-breakpoint
ALTER TABLE "login_tickets" DROP CONSTRAINT "login_tickets_channel_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_failed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'light' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "trusted_device_id" uuid;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "ip" "inet";--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_trusted_device_id_trusted_devices_id_fk" FOREIGN KEY ("trusted_device_id") REFERENCES "public"."trusted_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en-US', 'zh-CN'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('light', 'dark'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_two_factor_check" CHECK ("users"."two_factor" in ('email', 'sms', 'totp'));--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_channel_check" CHECK ("login_tickets"."channel" in ('email', 'sms', 'totp'));