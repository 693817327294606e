-- The SMS overview's roll-ups (docs/messaging-engine.md, "Overview roll-ups"): final outbound messages per
-- account and UTC day, in 96 quarter-hour slots (every timezone's offset is a multiple of 15 minutes, so any
-- local hour or day is a whole number of slots), once per day and once per day, country and type. Written by
-- the statement that makes a message final; open messages are read from `messages` through a partial index.
-- Slots hold running sums: slot k is the figure of the day's first k quarter hours, so any run of slots costs
-- one subtraction (slot hi minus slot lo - 1) and slot 96 is the day's total. A group's slots are built per
-- slot (a PL/pgSQL element assignment, in place on the aggregate's state: an unnest/array_agg per input row
-- made the backfill of a million messages take minutes) and turned into running sums once, at the end.
CREATE FUNCTION "rollup_slots_put"("state" bigint[], "slot" integer, "n" bigint) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
BEGIN
  IF state IS NULL THEN
    state := array_fill(0::bigint, ARRAY[96]);
  END IF;
  state[slot] := state[slot] + n;
  RETURN state;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rollup_slots_running"("slots" bigint[]) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
DECLARE
  sums bigint[] := slots;
BEGIN
  FOR i IN 2..96 LOOP
    sums[i] := sums[i] + sums[i - 1];
  END LOOP;
  RETURN sums;
END
$$;--> statement-breakpoint
-- The running sums of a group: `n` summed at `slot`.
CREATE AGGREGATE "rollup_slots"(integer, bigint) (SFUNC = "rollup_slots_put", STYPE = bigint[], FINALFUNC = "rollup_slots_running");--> statement-breakpoint
-- Running sums of two groups together (element by element).
CREATE FUNCTION "rollup_slots_add"("a" bigint[], "b" bigint[]) RETURNS bigint[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
BEGIN
  FOR i IN 1..96 LOOP
    a[i] := a[i] + b[i];
  END LOOP;
  RETURN a;
END
$$;--> statement-breakpoint
-- The 1-based quarter-hour slot of an instant in its UTC day.
CREATE FUNCTION "rollup_slot_of"("at" timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (extract(hour FROM at AT TIME ZONE 'UTC') * 4 + floor(extract(minute FROM at AT TIME ZONE 'UTC') / 15))::integer + 1 $$;--> statement-breakpoint
CREATE TABLE "message_day_rollups" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"delivered" bigint[] NOT NULL,
	"failed" bigint[] NOT NULL,
	"segments" bigint[] NOT NULL,
	"cost_micros" bigint[] NOT NULL,
	"delivered_total" bigint NOT NULL,
	"failed_total" bigint NOT NULL,
	"segments_total" bigint NOT NULL,
	"cost_micros_total" bigint NOT NULL,
	CONSTRAINT "message_day_rollups_pk" PRIMARY KEY("account_id","day")
);--> statement-breakpoint
CREATE TABLE "message_mix_rollups" (
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"type" smallint NOT NULL,
	"delivered" bigint[] NOT NULL,
	"failed" bigint[] NOT NULL,
	"segments" bigint[] NOT NULL,
	"cost_micros" bigint[] NOT NULL,
	"delivered_total" bigint NOT NULL,
	"failed_total" bigint NOT NULL,
	"segments_total" bigint NOT NULL,
	"cost_micros_total" bigint NOT NULL,
	CONSTRAINT "message_mix_rollups_pk" PRIMARY KEY("account_id","day","country","type")
);--> statement-breakpoint
ALTER TABLE "message_day_rollups" ADD CONSTRAINT "message_day_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mix_rollups" ADD CONSTRAINT "message_mix_rollups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whole days of the mix are read by their totals only: an index-only scan, as its rows (slot arrays) are ~2 KB.
CREATE INDEX "message_mix_rollups_totals_idx" ON "message_mix_rollups" USING btree ("account_id","day") INCLUDE ("country","type","delivered_total","failed_total","segments_total","cost_micros_total");--> statement-breakpoint
CREATE INDEX "messages_open_out_idx" ON "messages" USING btree ("account_id","created_at") WHERE "direction" = 'out' and "status" in ('scheduled', 'queued', 'sending', 'sent');--> statement-breakpoint
-- Backfill: the messages already final, grouped by slot once for both roll-ups.
CREATE TEMPORARY TABLE "rollup_backfill" AS
SELECT account_id, (created_at AT TIME ZONE 'UTC')::date AS day, rollup_slot_of(created_at) AS slot,
       coalesce(country, '') AS country, type,
       count(*) FILTER (WHERE status = 'delivered') AS delivered, count(*) FILTER (WHERE status <> 'delivered') AS failed,
       sum(segments)::bigint AS segments, sum(cost_micros)::bigint AS cost_micros
FROM "messages"
WHERE direction = 'out' AND account_id IS NOT NULL AND status IN ('delivered', 'undelivered', 'expired', 'rejected', 'failed')
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "message_mix_rollups"
SELECT account_id, day, country, type, rollup_slots(slot, delivered), rollup_slots(slot, failed),
       rollup_slots(slot, segments), rollup_slots(slot, cost_micros),
       sum(delivered), sum(failed), sum(segments), sum(cost_micros)
FROM "rollup_backfill"
GROUP BY account_id, day, country, type;--> statement-breakpoint
INSERT INTO "message_day_rollups"
SELECT account_id, day, rollup_slots(slot, delivered), rollup_slots(slot, failed),
       rollup_slots(slot, segments), rollup_slots(slot, cost_micros),
       sum(delivered), sum(failed), sum(segments), sum(cost_micros)
FROM "rollup_backfill"
GROUP BY account_id, day;--> statement-breakpoint
DROP TABLE "rollup_backfill";
