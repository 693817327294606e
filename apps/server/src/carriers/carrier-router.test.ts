import { describe, expect, test, vi } from 'vitest';
import { CarrierHealth } from './carrier-health.js';
import { CarrierRouter, type RoutableCarrier, type RoutingSignals } from './carrier-router.js';
import { CarrierError } from './errors.js';
import { routeTableFromSmppRoutes, type RouteTable } from './route-table.js';
import { parseSmppRoutes } from './smpp-routes.js';
import type { SubmitRequest } from './submit-types.js';

interface FakeCarrier extends RoutableCarrier {
  isBound: boolean;
  throttleLevel: number;
  throttledUntil: number;
}

function fakeCarrier(name: string, isBound: boolean): FakeCarrier {
  return {
    name,
    isBound,
    inFlight: 0,
    throttleLevel: 0,
    throttledUntil: 0,
    bindState: () => ({ carrier: name, state: 'bound', error: null, since: new Date(0) }),
    start: vi.fn(),
    close: vi.fn(async () => undefined),
    submit: vi.fn(async () => ({ carrierMessageIds: [`${name}-1`] })),
  };
}

const REQUEST: SubmitRequest = {
  id: 'm1',
  from: 'Beacon',
  to: '+447700900123',
  parts: [{ message: Buffer.from('hi') }],
  dataCoding: 0,
  registeredDelivery: true,
};

const ROUTES =
  'GB=smpp://a:b@eu?name=eu;US=smpp://a:b@us1?name=us1|smpp://a:b@us2?name=us2;*=smpp://a:b@world?name=world';

function tableOf(text: string, modes: Record<string, 'priority' | 'lcr'> = {}): RouteTable {
  const table = routeTableFromSmppRoutes(parseSmppRoutes(text));
  for (const [country, mode] of Object.entries(modes)) table.routes.get(country)!.mode = mode;
  return table;
}

function routerWith(
  bound: Record<string, boolean>,
  options: { text?: string; signals?: RoutingSignals; modes?: Record<string, 'priority' | 'lcr'> } = {},
) {
  const carriers = new Map<string, FakeCarrier>();
  let now = 1_000_000;
  const router = new CarrierRouter(
    tableOf(options.text ?? ROUTES, options.modes),
    (config) => {
      const carrier = fakeCarrier(config.name, bound[config.name] ?? true);
      carriers.set(config.name, carrier);
      return carrier;
    },
    options.signals,
    (carrier) => new CarrierHealth(carrier, { now: () => now, random: () => 0.5, failuresToOpen: 2 }),
  );
  return {
    router,
    carrier: (name: string) => carriers.get(name)!,
    advance: (ms: number) => void (now += ms),
    now: () => now,
  };
}

const nameOf = (choice: { carrier: { name: string } } | null) => choice?.carrier.name ?? null;

describe('CarrierRouter', () => {
  test('routes by destination country and sends the rest through the default route', () => {
    const { router } = routerWith({});
    expect(nameOf(router.choose('GB'))).toBe('eu');
    expect(nameOf(router.choose('gb'))).toBe('eu');
    expect(nameOf(router.choose('FR'))).toBe('world');
  });

  test('priority: the first healthy carrier, with the next one as the alternative', () => {
    const { router } = routerWith({});
    const choice = router.choose('US');
    expect(nameOf(choice)).toBe('us1');
    expect(choice?.canFailOver()).toBe(true);
    const after = router.choose('US', new Set(['us1']));
    expect(nameOf(after)).toBe('us2');
    expect(after?.canFailOver()).toBe(false);
  });

  test('a carrier without its bind is passed over; with none bound the first one is waited for', () => {
    expect(nameOf(routerWith({ us1: false }).router.choose('US'))).toBe('us2');
    const { router, carrier } = routerWith({ us1: false, us2: false });
    const none = router.choose('US');
    expect(nameOf(none)).toBe('us1');
    expect(none?.canFailOver()).toBe(false);
    // The other carrier binds while the submit waits: it may move there now.
    carrier('us2').isBound = true;
    expect(none?.canFailOver()).toBe(true);
  });

  test('after a failover with nothing usable left, the message waits (null)', () => {
    const { router } = routerWith({ us2: false });
    expect(router.choose('US', new Set(['us1']))).toBeNull();
  });

  test('a throttling carrier is passed over while its pause lasts, then takes one probe at a time', () => {
    const { router, carrier, advance, now } = routerWith({});
    Object.assign(carrier('us1'), { throttleLevel: 1, throttledUntil: now() + 1_000 });
    expect(nameOf(router.choose('US'))).toBe('us2');
    advance(1_000);
    const probe = router.choose('US');
    expect(nameOf(probe)).toBe('us1');
    // While the probe is out, the others go elsewhere.
    expect(nameOf(router.choose('US'))).toBe('us2');
    carrier('us1').throttleLevel = 0;
    probe!.settle('accepted');
    expect(nameOf(router.choose('US'))).toBe('us1');
  });

  test('transient failures in a row pass a carrier over; a failed probe pauses it longer, a good one heals it', () => {
    const { router, advance } = routerWith({});
    router.choose('US')!.settle('failed');
    router.choose('US')!.settle('failed');
    expect(router.healthReports().find((r) => r.carrier === 'us1')).toMatchObject({
      status: 'passed-over',
      reason: 'failing',
    });
    expect(nameOf(router.choose('US'))).toBe('us2');
    advance(5_000);
    const probe = router.choose('US');
    expect(nameOf(probe)).toBe('us1');
    probe!.settle('lost');
    advance(5_000);
    expect(nameOf(router.choose('US'))).toBe('us2');
    advance(10_000);
    const second = router.choose('US');
    expect(nameOf(second)).toBe('us1');
    second!.settle('accepted');
    expect(router.healthReports().find((r) => r.carrier === 'us1')?.status).toBe('healthy');
  });

  test('a refusal of the message itself says nothing against the carrier', () => {
    const { router } = routerWith({});
    for (let i = 0; i < 5; i += 1) router.choose('US')!.settle('refused');
    expect(nameOf(router.choose('US'))).toBe('us1');
  });

  test('a message whose parts are partly with a carrier stays with it', () => {
    const { router } = routerWith({ us1: false });
    const choice = router.choose('US', new Set(), 'us1');
    expect(nameOf(choice)).toBe('us1');
    expect(choice?.canFailOver()).toBe(false);
  });

  test('lcr: the cheapest carrier within 5 points of the best delivery rate', () => {
    const rates: Record<string, number | null> = { us1: null, us2: null };
    const signals: RoutingSignals = {
      costOf: (carrier) => (carrier === 'us2' ? 4_000n : 7_000n),
      deliveryRateOf: (carrier) => rates[carrier] ?? null,
    };
    const { router } = routerWith({}, { signals, modes: { US: 'lcr' } });
    expect(nameOf(router.choose('US'))).toBe('us2');
    Object.assign(rates, { us1: 97, us2: 93 });
    expect(nameOf(router.choose('US'))).toBe('us2');
    Object.assign(rates, { us1: 97, us2: 91 });
    expect(nameOf(router.choose('US'))).toBe('us1');
    // An unmeasured carrier counts as 100 %: the cheap one with a bad hour loses to it.
    Object.assign(rates, { us1: null, us2: 60 });
    expect(nameOf(router.choose('US'))).toBe('us1');
  });

  test('priority reads no cost or delivery rate: they cannot change its order, and it runs for every message', () => {
    const signals = { costOf: vi.fn(() => 1_000n), deliveryRateOf: vi.fn(() => 50) };
    const { router } = routerWith({}, { signals, modes: { US: 'lcr' } });
    expect(nameOf(router.choose('GB'))).toBe('eu');
    expect(nameOf(router.choose('FR'))).toBe('world');
    expect(signals.costOf).not.toHaveBeenCalled();
    expect(signals.deliveryRateOf).not.toHaveBeenCalled();
    router.choose('US');
    expect(signals.costOf).toHaveBeenCalled();
    expect(signals.deliveryRateOf).toHaveBeenCalled();
  });

  test('follows a new table: new carriers bind, removed ones unbind, routes change at once', async () => {
    const { router, carrier } = routerWith({});
    router.start();
    const eu = carrier('eu');
    router.applyTable(tableOf('GB=smpp://a:b@uk?name=uk;*=smpp://a:b@world?name=world'));
    expect(nameOf(router.choose('GB'))).toBe('uk');
    expect(carrier('uk').start).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(eu.close).toHaveBeenCalledTimes(1));
    expect(carrier('world').start).toHaveBeenCalledTimes(1);
    await router.close();
  });

  test('submit answers which carrier took the message', async () => {
    const result = await routerWith({}).router.submit('GB', REQUEST);
    expect(result).toEqual({ carrier: 'eu', carrierMessageIds: ['eu-1'] });
  });

  test('starts and closes every bind once', async () => {
    const { router } = routerWith({});
    router.start();
    await router.close();
    for (const carrier of router.listCarriers()) {
      expect(carrier.start).toHaveBeenCalledTimes(1);
      expect(carrier.close).toHaveBeenCalledTimes(1);
    }
  });

  test('a table without a usable route fails with a no-route carrier error', () => {
    const router = new CarrierRouter({ carriers: [], routes: new Map() }, () => fakeCarrier('x', true));
    expect(() => router.choose('GB')).toThrow(CarrierError);
    expect(() => router.choose('GB')).toThrow(/no enabled carrier on the route/);
  });
});
