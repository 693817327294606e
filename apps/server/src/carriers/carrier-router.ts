/**
 * Routes each message to a carrier bind by destination country (docs/routing.md). It holds one bind per
 * enabled carrier of the routing table, follows the table as it changes (new carriers bind, disabled ones
 * unbind, changed ones rebind), keeps each bind's health, and answers, one step at a time, which carrier a
 * message should try next: `choose` is called again after a failover, with the carriers already tried.
 *
 * The country comes from the engine, which already resolved it with libphonenumber for pricing; routing
 * again from the number here could disagree with the bill.
 */
import { CarrierError } from './errors.js';
import {
  CarrierHealth,
  type CarrierHealthView,
  type HealthSignals,
  type SubmitVerdict,
} from './carrier-health.js';
import { orderCandidates } from './route-plan.js';
import { DEFAULT_ROUTE, type Route, type RouteTable } from './route-table.js';
import type { SmppCarrierConfig } from './carrier-url.js';
import type { CarrierBindState } from './smpp-carrier.js';
import type { SubmitOptions, SubmitRequest, SubmitResult } from './submit-types.js';

/** What the router needs of a bind; SmppCarrier implements it, tests may pass fakes. */
export interface RoutableCarrier extends HealthSignals {
  readonly name: string;
  /** submit_sm sent and not answered yet. */
  readonly inFlight: number;
  bindState(): CarrierBindState;
  start(): void;
  close(): Promise<void>;
  submit(request: SubmitRequest, options?: SubmitOptions): Promise<SubmitResult>;
}

/** What lcr orders by, measured and priced outside the carrier layer (the routing module). */
export interface RoutingSignals {
  /** Per segment in one currency for every carrier (US dollar micros), or null when not priced. */
  costOf(carrier: string, country: string): bigint | null;
  /** 0–100 over the last hour, or null while there are too few receipts to tell. */
  deliveryRateOf(carrier: string, country: string): number | null;
}

/** One carrier taken for one message; `settle` must follow, whatever happens. */
export interface RouteChoice {
  carrier: RoutableCarrier;
  /**
   * Whether another carrier of the route, not tried yet, is usable now: then the submit may fail fast
   * instead of waiting. Asked again whenever the submit would wait, so a carrier that binds meanwhile counts.
   */
  canFailOver(): boolean;
  /** The verdict of the submit for the carrier's health, or null when it was not made (shutdown). */
  settle(verdict: SubmitVerdict | null): void;
}

export interface CarrierHealthReport extends CarrierHealthView {
  carrier: string;
}

interface Bind {
  config: SmppCarrierConfig;
  carrier: RoutableCarrier;
  health: CarrierHealth;
}

const NOTHING_TRIED: ReadonlySet<string> = new Set();
const NO_SIGNALS: RoutingSignals = { costOf: () => null, deliveryRateOf: () => null };

export class CarrierRouter {
  private readonly binds = new Map<string, Bind>();
  private routes = new Map<string, Route>();
  /** Each route's binds in order, for the current table (cleared when it changes). */
  private routeBinds = new Map<Route, Bind[]>();
  private readonly closing = new Set<Promise<void>>();
  private isClosed = false;

  constructor(
    table: RouteTable,
    private readonly createCarrier: (config: SmppCarrierConfig) => RoutableCarrier,
    private signals: RoutingSignals = NO_SIGNALS,
    private readonly createHealth: (carrier: RoutableCarrier) => CarrierHealth = (carrier) =>
      new CarrierHealth(carrier),
  ) {
    this.applyTable(table, { start: false });
  }

  /** Starts every bind (each reconnects on its own from then on). */
  start(): void {
    for (const bind of this.binds.values()) bind.carrier.start();
  }

  setSignals(signals: RoutingSignals): void {
    this.signals = signals;
  }

  /**
   * Follows a new routing table: carriers that appeared bind, carriers that are gone unbind (their in-flight
   * submits finish first), carriers whose URL changed bind again; routes apply to the next `choose`.
   */
  applyTable(table: RouteTable, { start = true }: { start?: boolean } = {}): void {
    if (this.isClosed) return;
    const wanted = new Map(table.carriers.map((config) => [config.name, config]));
    for (const [name, bind] of this.binds) {
      const next = wanted.get(name);
      if (next && sameConfig(next, bind.config)) continue;
      this.binds.delete(name);
      this.retire(bind.carrier);
    }
    for (const config of table.carriers) {
      if (this.binds.has(config.name)) continue;
      const carrier = this.createCarrier(config);
      this.binds.set(config.name, { config, carrier, health: this.createHealth(carrier) });
      if (start) carrier.start();
    }
    this.routes = new Map(table.routes);
    this.routeBinds = new Map();
  }

  async close(): Promise<void> {
    this.isClosed = true;
    await Promise.all([...this.binds.values()].map((bind) => bind.carrier.close()));
    await Promise.all(this.closing);
  }

  listCarriers(): RoutableCarrier[] {
    return [...this.binds.values()].map((bind) => bind.carrier);
  }

  /** Every bind's health as readiness reports it (bound, connecting, refused). */
  bindStates(): CarrierBindState[] {
    return this.listCarriers().map((carrier) => carrier.bindState());
  }

  /** Whether routing sends each carrier new messages now, and why not. */
  healthReports(): CarrierHealthReport[] {
    return [...this.binds.entries()].map(([carrier, bind]) => ({ carrier, ...bind.health.view() }));
  }

  routeOf(country: string): Route | undefined {
    return this.routes.get(country.toUpperCase()) ?? this.routes.get(DEFAULT_ROUTE);
  }

  /**
   * The carrier a message to `country` should try next, leaving out those in `tried`. A message whose parts
   * are partly with a carrier (`pinned`) stays with it: moving would put the rest of it elsewhere.
   *
   * Healthy carriers come in the route's order (priority, or lcr's cost and quality); a carrier that is
   * probing is taken only as its single probe; one passed over is skipped. When nothing of the route is
   * usable on the first try, the route's first carrier that is bound, else its first, is taken anyway and
   * its submit waits for it — as a route of one carrier always has. After a failover with nothing usable
   * left: null, and the message waits for a retry.
   */
  choose(
    country: string,
    tried: ReadonlySet<string> = NOTHING_TRIED,
    pinned?: string | null,
  ): RouteChoice | null {
    if (pinned) {
      const bind = this.binds.get(pinned);
      if (bind) return this.take(bind, () => false, false);
    }
    const route = this.routeOf(country);
    const binds = route ? this.bindsOf(route) : [];
    if (!route || binds.length === 0) {
      throw new CarrierError('no-route', `no enabled carrier on the route for country ${country}`);
    }
    const candidates = tried.size === 0 ? binds : binds.filter((bind) => !tried.has(bind.config.name));
    const others = (taken: Bind) => () =>
      candidates.some((bind) => bind !== taken && bind.health.view().status !== 'passed-over');
    // Priority needs nothing but the operator's order: this runs for every message, so it asks each carrier
    // only whether it can be taken, and reads no cost, rate or view it would not use (a route of two carriers
    // paid for both carriers' views, costs and rates, and a sort, per message).
    // tryTake passes over what is passed over; lcr compares rates among the usable carriers only.
    const usable =
      route.mode === 'priority'
        ? candidates
        : this.orderByPlan(
            route,
            country,
            candidates.filter((bind) => bind.health.view().status !== 'passed-over'),
          );
    for (const bind of usable) {
      const taken = bind.health.tryTake();
      if (taken) return this.take(bind, others(bind), taken === 'probe');
    }
    if (tried.size > 0) return null;
    const all = route.mode === 'priority' ? candidates : this.orderByPlan(route, country, candidates);
    const fallback = all.find((bind) => bind.carrier.isBound) ?? all[0];
    return fallback ? this.take(fallback, others(fallback), false) : null;
  }

  /** The route's binds in the operator's order, once per table (the table replaces its routes when it changes). */
  private bindsOf(route: Route): Bind[] {
    let binds = this.routeBinds.get(route);
    if (!binds) {
      const names = new Set(route.carriers);
      binds = [...names].map((name) => this.binds.get(name)).filter((bind) => bind !== undefined);
      this.routeBinds.set(route, binds);
    }
    return binds;
  }

  /** lcr's order (route-plan.ts) of the candidates, by what routing measured and priced. */
  private orderByPlan(route: Route, country: string, candidates: readonly Bind[]): Bind[] {
    const order = new Map(route.carriers.map((name, index) => [name, index]));
    return orderCandidates(
      route.mode,
      candidates.map((bind) => ({
        bind,
        name: bind.config.name,
        order: order.get(bind.config.name)!,
        cost: this.signals.costOf(bind.config.name, country),
        deliveryRate: this.signals.deliveryRateOf(bind.config.name, country),
      })),
    ).map((candidate) => candidate.bind);
  }

  /** A carrier-level submit for callers that route nothing (tests of the bind itself). */
  async submit(
    country: string,
    request: SubmitRequest,
    options?: SubmitOptions,
  ): Promise<SubmitResult & { carrier: string }> {
    const choice = this.choose(country);
    if (!choice) throw new CarrierError('no-route', `no carrier for country ${country}`);
    try {
      const result = await choice.carrier.submit(request, options);
      choice.settle('accepted');
      return { ...result, carrier: choice.carrier.name };
    } catch (error) {
      choice.settle(error instanceof CarrierError && error.isPermanent ? 'refused' : 'failed');
      throw error;
    }
  }

  private take(bind: Bind, canFailOver: () => boolean, isProbe: boolean): RouteChoice {
    let isSettled = false;
    return {
      carrier: bind.carrier,
      canFailOver,
      settle: (verdict) => {
        if (isSettled) return;
        isSettled = true;
        if (verdict) bind.health.record(verdict, isProbe);
        else if (isProbe) bind.health.releaseProbe();
      },
    };
  }

  private retire(carrier: RoutableCarrier): void {
    const closed = carrier.close().finally(() => this.closing.delete(closed));
    this.closing.add(closed);
  }
}

/** A bind is kept while nothing that reaches the SMSC changed; a new password or option rebinds. */
function sameConfig(a: SmppCarrierConfig, b: SmppCarrierConfig): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
