/** Queries of the routing tables: carriers, routes and carrier costs (migration 0018). */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  carrierCosts,
  carrierRoutes,
  carriers,
  routingSeeds,
  type CarrierSource,
  type RouteMode,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';

export interface CarrierRow {
  name: string;
  url: string;
  passwordSealed: string | null;
  enabled: boolean;
  source: CarrierSource;
  createdAt: Date;
}

export interface RouteRow {
  country: string;
  carriers: string[];
  mode: RouteMode;
  updatedAt: Date;
}

export interface CostRow {
  carrier: string;
  country: string;
  currency: string;
  costMicros: bigint;
}

const carrierColumns = {
  name: carriers.name,
  url: carriers.url,
  passwordSealed: carriers.passwordSealed,
  enabled: carriers.enabled,
  source: carriers.source,
  createdAt: carriers.createdAt,
};

export async function listCarrierRows(db: Database): Promise<CarrierRow[]> {
  return db.select(carrierColumns).from(carriers).orderBy(asc(carriers.name));
}

export async function findCarrierRow(db: Database, name: string): Promise<CarrierRow | undefined> {
  const [row] = await db.select(carrierColumns).from(carriers).where(eq(carriers.name, name));
  return row;
}

/** Adds a carrier, or replaces the URL of one with that name (SMPP_ROUTES seeding, re-adding after a change). */
export async function upsertCarrier(
  db: Database,
  row: Omit<CarrierRow, 'createdAt' | 'enabled'>,
  at: Date,
): Promise<void> {
  await db
    .insert(carriers)
    .values({ ...row, enabled: true, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: carriers.name,
      set: {
        url: row.url,
        passwordSealed: row.passwordSealed,
        source: row.source,
        enabled: true,
        updatedAt: at,
      },
    });
}

export async function setCarrierEnabled(
  db: Database,
  name: string,
  enabled: boolean,
  at: Date,
): Promise<boolean> {
  const changed = await db
    .update(carriers)
    .set({ enabled, updatedAt: at })
    .where(eq(carriers.name, name))
    .returning({ name: carriers.name });
  return changed.length > 0;
}

export async function deleteCarrier(db: Database, name: string): Promise<void> {
  await db.delete(carriers).where(eq(carriers.name, name));
}

export async function listRouteRows(db: Database): Promise<RouteRow[]> {
  return db
    .select({
      country: carrierRoutes.country,
      carriers: carrierRoutes.carriers,
      mode: carrierRoutes.mode,
      updatedAt: carrierRoutes.updatedAt,
    })
    .from(carrierRoutes)
    .orderBy(asc(carrierRoutes.country));
}

export async function upsertRoute(db: Database, route: Omit<RouteRow, 'updatedAt'>, at: Date): Promise<void> {
  await db
    .insert(carrierRoutes)
    .values({ ...route, updatedAt: at })
    .onConflictDoUpdate({
      target: carrierRoutes.country,
      set: { carriers: route.carriers, mode: route.mode, updatedAt: at },
    });
}

export async function listCostRows(db: Database): Promise<CostRow[]> {
  return db
    .select({
      carrier: carrierCosts.carrier,
      country: carrierCosts.country,
      currency: carrierCosts.currency,
      costMicros: carrierCosts.costMicros,
    })
    .from(carrierCosts)
    .orderBy(asc(carrierCosts.carrier), asc(carrierCosts.country), asc(carrierCosts.currency));
}

/** Replaces every cost in the caller's transaction. */
export async function replaceCosts(db: Database, costs: readonly CostRow[]): Promise<void> {
  await db.delete(carrierCosts);
  if (costs.length === 0) return;
  await db.execute(sql`
    insert into carrier_costs (carrier, country, currency, cost_micros)
    select * from unnest(
      ${sql.param(costs.map((c) => c.carrier))}::text[],
      ${sql.param(costs.map((c) => c.country))}::text[],
      ${sql.param(costs.map((c) => c.currency))}::text[],
      ${sql.param(costs.map((c) => c.costMicros.toString()))}::bigint[])`);
}

/** Serialises changes of the routing tables between processes, for the rest of the transaction. */
export async function lockRouting(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('beacon_routing'))`);
}

export async function findSeedHash(db: Database): Promise<string | null> {
  const [row] = await db.select({ hash: routingSeeds.smppRoutesHash }).from(routingSeeds);
  return row?.hash ?? null;
}

export async function saveSeedHash(db: Database, hash: string, at: Date): Promise<void> {
  await db
    .insert(routingSeeds)
    .values({ id: 1, smppRoutesHash: hash, appliedAt: at })
    .onConflictDoUpdate({ target: routingSeeds.id, set: { smppRoutesHash: hash, appliedAt: at } });
}

/** The `routing` cache generation: moves with every change of carriers, routes or costs (migration 0018). */
export async function readRoutingGeneration(db: Database): Promise<string> {
  const [row] = await queryRows<{ generation: string }>(
    db,
    sql`select coalesce((select generation::text from cache_generations where scope = 'routing'), '0') as generation`,
  );
  return row?.generation ?? '0';
}
