/**
 * The operator's routing commands (API.md, "Carriers, routes and costs"; docs/routing.md): carriers, routes,
 * carrier costs and the margin report. Every change is checked whole before anything is written and made in
 * one transaction; bad input throws RoutingInputError naming what is wrong (and the line, for a cost file).
 * The tables' triggers notify every process, which applies the change to new messages within seconds.
 */
import { SMS_COUNTRIES, formatMicros } from '@beacon/shared';
import {
  CarrierUrlError,
  DEFAULT_ROUTE,
  ROUTE_MODES,
  redactCarrierUrl,
  type RouteMode,
} from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { storeCarrierUrl } from './carrier-url-storage.js';
import { parseCostCsv, type CostCsvProblem } from './cost-csv.js';
import { sumMargins, type MarginRow } from './margin-repo.js';
import {
  addCounts,
  emptyCounts,
  listFreshBinds,
  sumQualitySince,
  type QualityCounts,
} from './quality-repo.js';
import { deliveryRateOf, receiptLatencyOf } from './quality-rules.js';
import * as repo from './routing-repo.js';

export class RoutingInputError extends Error {
  override name = 'RoutingInputError';
  constructor(
    readonly reason: 'invalid' | 'not_found',
    message: string,
    readonly problems?: CostCsvProblem[],
  ) {
    super(message);
  }
}

/** The default of ROUTING_MIN_RECEIPTS: final receipts in the hour before a delivery rate counts. */
const DEFAULT_MIN_RECEIPTS = 30;
const HOUR_MS = 3_600_000;
/** A bind row not refreshed for this long belongs to a process that stopped. */
const FRESH_BIND_MS = 60_000;
const COUNTRIES = new Set<string>(SMS_COUNTRIES);
const NAME_PATTERN = /^[!-+\--~]{1,100}$/;
/** Longest margin report: a year of messages is what the monthly partitions make cheap to group. */
const MAX_REPORT_DAYS = 366;

export interface RoutingAdminDeps {
  db: Database;
  clock: Clock;
  /** Seals carrier passwords (carrier:add); absent where only reads happen. */
  box?: SecretBox;
  minReceipts?: number;
}

export function createRoutingAdmin(deps: RoutingAdminDeps) {
  const { db, clock } = deps;
  const minReceipts = deps.minReceipts ?? DEFAULT_MIN_RECEIPTS;

  async function requireCarrier(tx: Database, name: string): Promise<repo.CarrierRow> {
    const row = await repo.findCarrierRow(tx, name);
    if (!row) throw new RoutingInputError('not_found', `no carrier named "${name}" (see carrier:list)`);
    return row;
  }

  return {
    /** Adds a carrier, or replaces the URL of the one with that name (and enables it). */
    async addCarrier(name: string, url: string) {
      if (!NAME_PATTERN.test(name)) {
        throw new RoutingInputError(
          'invalid',
          `carrier name "${name}" must be 1–100 printable characters without spaces or commas`,
        );
      }
      if (!deps.box) {
        throw new RoutingInputError(
          'invalid',
          'carrier:add needs COOKIE_SECRET to seal the carrier password',
        );
      }
      let stored;
      try {
        stored = storeCarrierUrl(name, url, deps.box);
      } catch (error) {
        if (error instanceof CarrierUrlError) throw new RoutingInputError('invalid', error.message);
        throw error;
      }
      const existed = await db.transaction(async (tx) => {
        await repo.lockRouting(tx);
        const before = await repo.findCarrierRow(tx, name);
        await repo.upsertCarrier(tx, { name, ...stored, source: before?.source ?? 'operator' }, clock());
        return before !== undefined;
      });
      return { name, url: redactCarrierUrl(stored.url), enabled: true, replaced: existed };
    },

    /** Stops routing to a carrier; refused when a route would be left without an enabled carrier. */
    async disableCarrier(name: string) {
      return db.transaction(async (tx) => {
        await repo.lockRouting(tx);
        await requireCarrier(tx, name);
        const carriers = await repo.listCarrierRows(tx);
        const enabled = new Set(carriers.filter((c) => c.enabled && c.name !== name).map((c) => c.name));
        const stranded = (await repo.listRouteRows(tx))
          .filter((route) => route.carriers.includes(name))
          .filter((route) => !route.carriers.some((carrier) => enabled.has(carrier)))
          .map((route) => route.country);
        if (stranded.length > 0) {
          throw new RoutingInputError(
            'invalid',
            `disabling ${name} would leave the route of ${stranded.join(', ')} without an enabled carrier; ` +
              'set those routes to another carrier first (route:set)',
          );
        }
        await repo.setCarrierEnabled(tx, name, false, clock());
        return { name, enabled: false };
      });
    },

    async enableCarrier(name: string) {
      return db.transaction(async (tx) => {
        await repo.lockRouting(tx);
        await requireCarrier(tx, name);
        await repo.setCarrierEnabled(tx, name, true, clock());
        return { name, enabled: true };
      });
    },

    /** Every carrier with its binds (every process's), health, and the last hour's quality by country. */
    async listCarriers() {
      const now = clock();
      const [carriers, routes, costs, binds, quality] = await Promise.all([
        repo.listCarrierRows(db),
        repo.listRouteRows(db),
        repo.listCostRows(db),
        listFreshBinds(db, new Date(now.getTime() - FRESH_BIND_MS)),
        sumQualitySince(db, new Date(now.getTime() - HOUR_MS)),
      ]);
      const lastMinute = await sumQualitySince(db, new Date(now.getTime() - 60_000));
      return carriers.map((carrier) => {
        const own = quality.filter((row) => row.carrier === carrier.name);
        const sum = sumCounts(own);
        const minute = sumCounts(lastMinute.filter((row) => row.carrier === carrier.name));
        return {
          name: carrier.name,
          url: redactCarrierUrl(carrier.url),
          enabled: carrier.enabled,
          source: carrier.source,
          routes: routes
            .filter((route) => route.carriers.includes(carrier.name))
            .map((route) => route.country),
          binds: binds
            .filter((bind) => bind.carrier === carrier.name)
            .map((bind) => ({
              process: bind.process,
              state: bind.state,
              error: bind.error,
              routing: bind.health,
              reason: bind.healthReason,
              inFlight: bind.inFlight,
              since: bind.since.toISOString(),
            })),
          lastMinute: {
            submitsPerSecond: Math.round((minute.submits / 60) * 100) / 100,
            submitErrors: minute.submitErrors,
            throttles: minute.throttles,
          },
          lastHour: {
            submits: sum.submits,
            submitErrors: sum.submitErrors,
            throttles: sum.throttles,
            answersLost: sum.lostAnswers,
            failovers: sum.failovers,
            receipts: sum.finals,
            delivered: sum.delivered,
            deliveryRate: roundRate(deliveryRateOf(sum, minReceipts)),
            receiptLatencyMs: receiptLatencyOf(sum),
            byCountry: own
              .filter((row) => row.country !== '*')
              .sort((a, b) => a.country.localeCompare(b.country))
              .map((row) => ({
                country: row.country,
                submits: row.submits,
                receipts: row.finals,
                delivered: row.delivered,
                deliveryRate: roundRate(deliveryRateOf(row, minReceipts)),
                receiptLatencyMs: receiptLatencyOf(row),
              })),
          },
          costs: costs
            .filter((cost) => cost.carrier === carrier.name)
            .map((cost) => ({
              country: cost.country,
              currency: cost.currency,
              cost: formatMicros(cost.costMicros),
            })),
        };
      });
    },

    /** Sets a country's route (or the default `*`): carriers in order of preference and the mode. */
    async setRoute(countryText: string, carrierList: string, modeText: string | undefined) {
      const country = countryText.trim().toUpperCase();
      if (country !== DEFAULT_ROUTE && !COUNTRIES.has(country)) {
        throw new RoutingInputError(
          'invalid',
          `"${countryText}" is not an ISO 3166-1 alpha-2 country code or "*"`,
        );
      }
      const mode = (modeText ?? 'priority') as RouteMode;
      if (!ROUTE_MODES.includes(mode)) {
        throw new RoutingInputError('invalid', `mode must be ${ROUTE_MODES.join(' or ')}, got "${modeText}"`);
      }
      const names = carrierList.split(',').map((name) => name.trim());
      if (names.some((name) => name === '')) {
        throw new RoutingInputError('invalid', `"${carrierList}" has an empty carrier name`);
      }
      const repeated = names.find((name, index) => names.indexOf(name) !== index);
      if (repeated) throw new RoutingInputError('invalid', `carrier ${repeated} is listed twice`);
      return db.transaction(async (tx) => {
        await repo.lockRouting(tx);
        const carriers = new Map((await repo.listCarrierRows(tx)).map((row) => [row.name, row]));
        const unknown = names.filter((name) => !carriers.has(name));
        if (unknown.length > 0) {
          throw new RoutingInputError(
            'not_found',
            `no carrier named ${unknown.join(', ')} (add it with carrier:add)`,
          );
        }
        if (!names.some((name) => carriers.get(name)!.enabled)) {
          throw new RoutingInputError(
            'invalid',
            `every carrier of this route is disabled (${names.join(', ')}): it could send nothing`,
          );
        }
        await repo.upsertRoute(tx, { country, carriers: names, mode }, clock());
        return {
          country,
          carriers: names.map((name) => ({ name, enabled: carriers.get(name)!.enabled })),
          mode,
        };
      });
    },

    async listRoutes() {
      const [routes, carriers] = await Promise.all([repo.listRouteRows(db), repo.listCarrierRows(db)]);
      const enabled = new Map(carriers.map((row) => [row.name, row.enabled]));
      return routes.map((route) => ({
        country: route.country,
        mode: route.mode,
        carriers: route.carriers.map((name) => ({ name, enabled: enabled.get(name) ?? false })),
        updatedAt: route.updatedAt.toISOString(),
      }));
    },

    /** Replaces every carrier cost with the file's, or changes nothing and names each bad line. */
    async importCosts(text: string) {
      return db.transaction(async (tx) => {
        await repo.lockRouting(tx);
        const known = new Set((await repo.listCarrierRows(tx)).map((row) => row.name));
        const parsed = parseCostCsv(text, known);
        if (!parsed.ok) {
          throw new RoutingInputError(
            'invalid',
            `the cost list has ${parsed.problems.length} problem(s); nothing was imported`,
            parsed.problems,
          );
        }
        await repo.replaceCosts(tx, parsed.costs);
        return {
          imported: parsed.costs.length,
          carriers: [...new Set(parsed.costs.map((cost) => cost.carrier))].sort(),
          currencies: [...new Set(parsed.costs.map((cost) => cost.currency))].sort(),
        };
      });
    },

    /**
     * Price, carrier cost and margin of the messages created in [from, to) that reached a carrier, by
     * currency, country and carrier: a GROUP BY over `messages`, exact to the micro-unit.
     */
    async marginReport(fromText: string, toText: string) {
      const from = parseInstant(fromText, 'from');
      const to = parseInstant(toText, 'to');
      if (to <= from)
        throw new RoutingInputError('invalid', `to (${toText}) must be after from (${fromText})`);
      if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * 24 * HOUR_MS) {
        throw new RoutingInputError('invalid', `a report covers at most ${MAX_REPORT_DAYS} days`);
      }
      const rows = await sumMargins(db, from, to);
      return {
        from: from.toISOString(),
        to: to.toISOString(),
        rows: rows.map(formatMarginRow),
        totals: totalsByCurrency(rows).map(formatMarginRow),
      };
    },
  };
}

export type RoutingAdmin = ReturnType<typeof createRoutingAdmin>;

/** `2026-12-01` (midnight UTC) or a full ISO 8601 instant. */
function parseInstant(text: string, name: string): Date {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime())) {
    throw new RoutingInputError(
      'invalid',
      `${name} must be a date (2026-12-01) or an ISO 8601 time, got "${text}"`,
    );
  }
  return date;
}

function sumCounts(rows: readonly QualityCounts[]): QualityCounts {
  return rows.reduce((sum, row) => addCounts(sum, row), emptyCounts());
}

function roundRate(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 10) / 10;
}

function totalsByCurrency(rows: readonly MarginRow[]): MarginRow[] {
  const totals = new Map<string, MarginRow>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      country: null,
      carrier: null,
      messages: 0,
      segments: 0,
      priceMicros: 0n,
      costMicros: 0n,
      uncosted: 0,
    };
    total.messages += row.messages;
    total.segments += row.segments;
    total.priceMicros += row.priceMicros;
    total.costMicros += row.costMicros;
    total.uncosted += row.uncosted;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

function formatMarginRow(row: MarginRow) {
  return {
    currency: row.currency,
    ...(row.country !== null ? { country: row.country } : {}),
    ...(row.carrier !== null ? { carrier: row.carrier } : {}),
    messages: row.messages,
    segments: row.segments,
    price: formatMicros(row.priceMicros),
    cost: formatMicros(row.costMicros),
    margin: formatMicros(row.priceMicros - row.costMicros),
    /** Messages whose carrier had no cost for them: counted in price, not in cost. */
    uncostedMessages: row.uncosted,
  };
}
