CREATE TABLE "email_send_windows" (
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"sends" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_send_windows_email_purpose_pk" PRIMARY KEY("email","purpose"),
	CONSTRAINT "email_send_windows_purpose_check" CHECK ("email_send_windows"."purpose" in ('signup', 'login', 'password_reset'))
);
--> statement-breakpoint
CREATE INDEX "email_send_windows_expires_idx" ON "email_send_windows" USING btree ("expires_at");