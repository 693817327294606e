-- Carrier routing as data (issue 22, docs/routing.md): carriers, routes and carrier costs are rows that the
-- operator commands change, instead of the start-up setting SMPP_ROUTES (which now seeds them). Every process
-- reloads them when the `routing` cache generation moves (the beacon_cache notification of migration 0016).
CREATE TABLE "carriers" (
	"name" text PRIMARY KEY NOT NULL,
	-- The SMPP URL without its password (`smpp://id@host:port?options`), or `simulator:` for the embedded SMSC.
	"url" text NOT NULL,
	-- AES-256-GCM under a key derived from COOKIE_SECRET (lib/secret-box.ts), so a database copy alone does not
	-- yield the carrier's password.
	"password_sealed" text,
	"enabled" boolean DEFAULT true NOT NULL,
	-- Who made it: `operator` (carrier:add), `SMPP_ROUTES` (seeded at start) or `embedded` (the simulator).
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	-- Printable ASCII without spaces or commas (route:set separates carriers with commas): SMPP_ROUTES names a
	-- carrier `system_id@host:port` unless its URL says `?name=`.
	CONSTRAINT "carriers_name_check" CHECK ("name" ~ '^[!-~]{1,100}$' AND strpos("name", ',') = 0),
	CONSTRAINT "carriers_source_check" CHECK ("source" in ('operator', 'SMPP_ROUTES', 'embedded'))
);
--> statement-breakpoint
CREATE TABLE "carrier_routes" (
	-- ISO 3166-1 alpha-2, or `*` for every country without a route of its own.
	"country" text PRIMARY KEY NOT NULL,
	-- Carrier names in the operator's order (priority mode tries them in this order; lcr breaks cost ties by it).
	"carriers" text[] NOT NULL,
	"mode" text DEFAULT 'priority' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_routes_country_check" CHECK ("country" = '*' OR "country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "carrier_routes_mode_check" CHECK ("mode" in ('priority', 'lcr')),
	CONSTRAINT "carrier_routes_carriers_check" CHECK (cardinality("carriers") > 0)
);
--> statement-breakpoint
CREATE TABLE "carrier_costs" (
	"carrier" text NOT NULL,
	-- ISO alpha-2, or `*`: the carrier's cost for countries without a row of their own.
	"country" text NOT NULL,
	"currency" text NOT NULL,
	-- Per segment, in micro-units of `currency`.
	"cost_micros" bigint NOT NULL,
	CONSTRAINT "carrier_costs_pkey" PRIMARY KEY ("carrier", "country", "currency"),
	CONSTRAINT "carrier_costs_carrier_fk" FOREIGN KEY ("carrier") REFERENCES "public"."carriers"("name") ON DELETE cascade,
	CONSTRAINT "carrier_costs_cost_check" CHECK ("cost_micros" >= 0)
);
--> statement-breakpoint
-- Each process's counts per carrier, destination country and minute, added in every few seconds: the delivery
-- rate and receipt latency over the last hour are read from here, so every process routes on what all of them saw.
CREATE TABLE "carrier_quality_minutes" (
	"carrier" text NOT NULL,
	"country" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"submits" integer DEFAULT 0 NOT NULL,
	"submit_errors" integer DEFAULT 0 NOT NULL,
	"throttles" integer DEFAULT 0 NOT NULL,
	"lost_answers" integer DEFAULT 0 NOT NULL,
	"failovers" integer DEFAULT 0 NOT NULL,
	"finals" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"latency_ms_sum" bigint DEFAULT 0 NOT NULL,
	"latency_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "carrier_quality_minutes_pkey" PRIMARY KEY ("carrier", "country", "minute")
);
--> statement-breakpoint
CREATE INDEX "carrier_quality_minutes_minute_idx" ON "carrier_quality_minutes" USING btree ("minute");
--> statement-breakpoint
-- Each worker process's view of its own binds, refreshed every few seconds: what `carrier:list` shows from any
-- process (a bind lives in the process that holds its socket). Rows not refreshed for a minute are stale.
CREATE TABLE "carrier_binds" (
	"carrier" text NOT NULL,
	"process" text NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"health" text NOT NULL,
	"health_reason" text,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_binds_pkey" PRIMARY KEY ("carrier", "process")
);
--> statement-breakpoint
-- The SMPP_ROUTES value last applied, so a restart with the same value keeps the operator's later changes and a
-- changed value is applied once.
CREATE TABLE "routing_seeds" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"smpp_routes_hash" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "routing_seeds_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
-- What the carrier that took a message charges us per segment, in the message's currency (USD for platform
-- messages), and when it was handed over: the margin report and the receipt latency read them.
ALTER TABLE "messages" ADD COLUMN "carrier_cost_micros" bigint;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_routing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_cache_generation('routing');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "carriers_routing_change" AFTER INSERT OR UPDATE OR DELETE ON "carriers"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_routing();
--> statement-breakpoint
CREATE TRIGGER "carrier_routes_routing_change" AFTER INSERT OR UPDATE OR DELETE ON "carrier_routes"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_routing();
--> statement-breakpoint
CREATE TRIGGER "carrier_costs_routing_change" AFTER INSERT OR UPDATE OR DELETE ON "carrier_costs"
  FOR EACH STATEMENT EXECUTE FUNCTION cache_bump_routing();
