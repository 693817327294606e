DROP INDEX "messages_carrier_ids_idx";--> statement-breakpoint
CREATE INDEX "messages_account_country_created_idx" ON "messages" USING btree ("account_id","country","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_account_inbound_from_idx" ON "messages" USING btree ("account_id","from_addr","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."direction" = 'in';--> statement-breakpoint
CREATE INDEX "messages_reply_target_idx" ON "messages" USING btree ("to_addr","from_addr","created_at" DESC NULLS LAST) WHERE "messages"."direction" = 'out';--> statement-breakpoint
CREATE INDEX "messages_carrier_ids_idx" ON "messages" USING gin ("carrier_ids") WITH (fastupdate=false);