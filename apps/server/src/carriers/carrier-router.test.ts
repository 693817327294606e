import { describe, expect, test, vi } from 'vitest';
import { CarrierRouter, type RoutableCarrier } from './carrier-router.js';
import { CarrierError } from './errors.js';
import { parseSmppRoutes } from './smpp-routes.js';
import type { SubmitRequest } from './submit-types.js';

function fakeCarrier(name: string, isBound: boolean): RoutableCarrier {
  return {
    name,
    isBound,
    bindState: () => ({
      carrier: name,
      state: isBound ? 'bound' : 'connecting',
      error: null,
      since: new Date(0),
    }),
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

function routerWith(bound: Record<string, boolean>): CarrierRouter {
  const table = parseSmppRoutes(
    'GB=smpp://a:b@eu?name=eu;US=smpp://a:b@us1?name=us1|smpp://a:b@us2?name=us2;*=smpp://a:b@world?name=world',
  );
  return new CarrierRouter(table, (config) => fakeCarrier(config.name, bound[config.name] ?? true));
}

describe('CarrierRouter', () => {
  test('routes by destination country and sends the rest through the default route', () => {
    const router = routerWith({});
    expect(router.selectCarrier('GB').name).toBe('eu');
    expect(router.selectCarrier('gb').name).toBe('eu');
    expect(router.selectCarrier('FR').name).toBe('world');
  });

  test('prefers the first bound carrier of a route, else its first', () => {
    expect(routerWith({ us1: false }).selectCarrier('US').name).toBe('us2');
    expect(routerWith({ us1: false, us2: false }).selectCarrier('US').name).toBe('us1');
  });

  test('submit answers which carrier took the message', async () => {
    const result = await routerWith({}).submit('GB', REQUEST);
    expect(result).toEqual({ carrier: 'eu', carrierMessageIds: ['eu-1'] });
  });

  test('starts and closes every bind once', async () => {
    const router = routerWith({});
    router.start();
    await router.close();
    for (const carrier of router.listCarriers()) {
      expect(carrier.start).toHaveBeenCalledTimes(1);
      expect(carrier.close).toHaveBeenCalledTimes(1);
    }
  });

  test('a table without a usable route fails with a no-route carrier error', () => {
    const router = new CarrierRouter({ carriers: [], routes: new Map() }, () => fakeCarrier('x', true));
    expect(() => router.selectCarrier('GB')).toThrow(CarrierError);
    expect(() => router.selectCarrier('GB')).toThrow(/no carrier route/);
  });
});
