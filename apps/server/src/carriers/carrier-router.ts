/**
 * Routes each message to a carrier bind by destination country (see smpp-routes.ts for the table). The
 * country comes from the engine, which already resolved it with libphonenumber for pricing; routing again
 * from the number here could disagree with the bill.
 */
import { CarrierError } from './errors.js';
import { DEFAULT_ROUTE, type SmppRouteTable } from './smpp-routes.js';
import type { SmppCarrierConfig } from './carrier-url.js';
import type { CarrierBindState } from './smpp-carrier.js';
import type { SubmitOptions, SubmitRequest, SubmitResult } from './submit-types.js';

/** What the router needs of a bind; SmppCarrier implements it, tests may pass fakes. */
export interface RoutableCarrier {
  readonly name: string;
  readonly isBound: boolean;
  bindState(): CarrierBindState;
  start(): void;
  close(): Promise<void>;
  submit(request: SubmitRequest, options?: SubmitOptions): Promise<SubmitResult>;
}

export interface RoutedSubmitResult extends SubmitResult {
  /** Name of the carrier that accepted the message: receipts are matched on carrier + carrierMessageId. */
  carrier: string;
}

export class CarrierRouter {
  private readonly carriers = new Map<string, RoutableCarrier>();

  constructor(
    private readonly table: SmppRouteTable,
    createCarrier: (config: SmppCarrierConfig) => RoutableCarrier,
  ) {
    for (const config of table.carriers) this.carriers.set(config.name, createCarrier(config));
  }

  /** Starts every bind (each reconnects on its own from then on). */
  start(): void {
    for (const carrier of this.carriers.values()) carrier.start();
  }

  async close(): Promise<void> {
    await Promise.all([...this.carriers.values()].map((carrier) => carrier.close()));
  }

  listCarriers(): RoutableCarrier[] {
    return [...this.carriers.values()];
  }

  /** Every bind's health, in the order of SMPP_ROUTES (readiness). */
  bindStates(): CarrierBindState[] {
    return this.listCarriers().map((carrier) => carrier.bindState());
  }

  /**
   * The carrier for a destination country: the first of its route that is bound right now, else the first
   * of the route (its submit waits for the bind). Unlisted countries take the default route.
   */
  selectCarrier(country: string): RoutableCarrier {
    const names = this.table.routes.get(country.toUpperCase()) ?? this.table.routes.get(DEFAULT_ROUTE);
    const candidates = (names ?? []).map((name) => this.carriers.get(name)).filter((c) => c !== undefined);
    const chosen = candidates.find((carrier) => carrier.isBound) ?? candidates[0];
    if (!chosen) throw new CarrierError('no-route', `no carrier route for country ${country}`);
    return chosen;
  }

  async submit(
    country: string,
    request: SubmitRequest,
    options?: SubmitOptions,
  ): Promise<RoutedSubmitResult> {
    const carrier = this.selectCarrier(country);
    const result = await carrier.submit(request, options);
    return { ...result, carrier: carrier.name };
  }
}
