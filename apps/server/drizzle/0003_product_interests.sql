CREATE TABLE "product_interests" (
	"account_id" text NOT NULL,
	"product" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_interests_account_id_product_pk" PRIMARY KEY("account_id","product"),
	CONSTRAINT "product_interests_product_check" CHECK ("product_interests"."product" in ('mms', 'voice'))
);
--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_interests" ADD CONSTRAINT "product_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;