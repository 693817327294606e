-- Receipt expiry (docs/messaging-engine.md): the due_at of a `sent` message is its receipt deadline (its
-- validity at the SMSC plus the grace), and the worker's sweep walks this index to expire the messages whose
-- receipt never came. Partial: `sent` rows are few at any moment, most get their receipt within seconds.
-- Written with `drizzle-kit generate --custom` because src/db/schema/messages.ts does not declare the index
-- yet; whoever declares it there should turn the CREATE INDEX drizzle-kit then generates into a no-op.
CREATE INDEX IF NOT EXISTS "messages_sent_due_idx" ON "messages" USING btree ("due_at") WHERE "messages"."status" = 'sent';--> statement-breakpoint
-- Messages already `sent` still hold their claim lease in due_at. They went out without a validity_period,
-- under the SMSC's default: give them the default deadline (SMS_VALIDITY_HOURS 48 + RECEIPT_GRACE_MS 10 min)
-- from when they were sent, rather than expiring them at once.
UPDATE "messages" SET "due_at" = "updated_at" + interval '48 hours 10 minutes' WHERE "status" = 'sent';
