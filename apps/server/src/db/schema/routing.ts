/**
 * Carrier routing as data (migration 0018, docs/routing.md): the carriers, the route of each destination
 * country, what each carrier costs, and what every process measured of them.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const CARRIER_SOURCES = ['operator', 'SMPP_ROUTES', 'embedded'] as const;
export type CarrierSource = (typeof CARRIER_SOURCES)[number];

export const ROUTE_MODES = ['priority', 'lcr'] as const;
export type RouteMode = (typeof ROUTE_MODES)[number];

/** The default route's key in `carrier_routes.country`. */
export const DEFAULT_ROUTE_COUNTRY = '*';

export const carriers = pgTable(
  'carriers',
  {
    name: text('name').primaryKey(),
    /** The SMPP URL without its password, or `simulator:` for the embedded SMSC. */
    url: text('url').notNull(),
    passwordSealed: text('password_sealed'),
    enabled: boolean('enabled').notNull().default(true),
    source: text('source').$type<CarrierSource>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('carriers_name_check', sql`${t.name} ~ '^[!-~]{1,100}$' AND strpos(${t.name}, ',') = 0`),
    check('carriers_source_check', sql`${t.source} in ('operator', 'SMPP_ROUTES', 'embedded')`),
  ],
);

export const carrierRoutes = pgTable(
  'carrier_routes',
  {
    country: text('country').primaryKey(),
    carriers: text('carriers').array().notNull(),
    mode: text('mode').$type<RouteMode>().notNull().default('priority'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('carrier_routes_country_check', sql`${t.country} = '*' OR ${t.country} ~ '^[A-Z]{2}$'`),
    check('carrier_routes_mode_check', sql`${t.mode} in ('priority', 'lcr')`),
    check('carrier_routes_carriers_check', sql`cardinality(${t.carriers}) > 0`),
  ],
);

export const carrierCosts = pgTable(
  'carrier_costs',
  {
    carrier: text('carrier')
      .notNull()
      .references(() => carriers.name, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    /** Per segment, in micro-units of `currency`. */
    costMicros: bigint('cost_micros', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'carrier_costs_pkey', columns: [t.carrier, t.country, t.currency] }),
    check('carrier_costs_cost_check', sql`${t.costMicros} >= 0`),
  ],
);

export const carrierQualityMinutes = pgTable(
  'carrier_quality_minutes',
  {
    carrier: text('carrier').notNull(),
    country: text('country').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    submits: integer('submits').notNull().default(0),
    submitErrors: integer('submit_errors').notNull().default(0),
    throttles: integer('throttles').notNull().default(0),
    lostAnswers: integer('lost_answers').notNull().default(0),
    failovers: integer('failovers').notNull().default(0),
    finals: integer('finals').notNull().default(0),
    delivered: integer('delivered').notNull().default(0),
    latencyMsSum: bigint('latency_ms_sum', { mode: 'bigint' }).notNull().default(0n),
    latencyCount: integer('latency_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'carrier_quality_minutes_pkey', columns: [t.carrier, t.country, t.minute] }),
    index('carrier_quality_minutes_minute_idx').on(t.minute),
  ],
);

export const carrierBinds = pgTable(
  'carrier_binds',
  {
    carrier: text('carrier').notNull(),
    process: text('process').notNull(),
    state: text('state').notNull(),
    error: text('error'),
    health: text('health').notNull(),
    healthReason: text('health_reason'),
    inFlight: integer('in_flight').notNull().default(0),
    since: timestamp('since', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'carrier_binds_pkey', columns: [t.carrier, t.process] })],
);

export const routingSeeds = pgTable(
  'routing_seeds',
  {
    id: smallint('id').primaryKey().default(1),
    smppRoutesHash: text('smpp_routes_hash').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('routing_seeds_single_row', sql`${t.id} = 1`)],
);
