import { describe, expect, test } from 'vitest';
import { waitFor } from '../../carriers/testing/carrier-harness.js';
import { runOpsCommand } from '../../ops/commands.js';
import { createTestAccount, messagesByIds, queueMessages } from '../../testing/engine-fixtures.js';
import { freePort, runCli, startServerProcess } from '../../testing/processes.js';
import { useRoutingEngine } from '../../testing/routing-harness.js';
import { TEST_ENGINE_KEYS } from '../../testing/test-config.js';

const e = useRoutingEngine();

const numbers = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => ({ to: `+4474002${String(from + i).padStart(5, '0')}` }));

async function carriersOf(ids: readonly string[]) {
  return new Set((await messagesByIds(e.db, ids)).map((row) => row.carrier));
}

describe('a route change', () => {
  test("applies to new messages in the running engine, without a restart (the ops socket's handler)", async () => {
    await e.addCarrier('old');
    await e.addCarrier('new');
    // No periodic refresh during the test: the change notification alone must carry it.
    await e.startEngine('*=old', { routingRefreshMs: 3_600_000 });
    const ops = (command: string, ...args: string[]) =>
      runOpsCommand(
        { db: e.db, clock: e.clock.now, cookieSecret: TEST_ENGINE_KEYS.carrierSecret },
        { command, args },
      );
    await ops('carrier:add', 'new', e.urlOf('new'));
    await waitFor(() => e.carrier('new').stats().boundSessions > 0, 10_000, 'the new carrier to bind');
    const account = await createTestAccount(e.db, { balance: '10.00' });
    const before = await queueMessages(e.db, account, numbers(3, 0), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses(before, ['delivered']);
    expect(await carriersOf(before)).toEqual(new Set(['old']));

    await ops('route:set', '*', 'new');
    await waitFor(
      () => e.engine.carriers.router.routeOf('GB')?.carriers[0] === 'new',
      10_000,
      'the new route',
    );
    const after = await queueMessages(e.db, account, numbers(3, 100), e.clock.now());
    e.engine.wake();
    await e.waitForStatuses(after, ['delivered']);
    expect(await carriersOf(after)).toEqual(new Set(['new']));

    await e.engine.routing.refresh();
    const listed = (await ops('carrier:list')) as {
      name: string;
      binds: { state: string }[];
      lastHour: object;
    }[];
    expect(listed.map((carrier) => carrier.name)).toEqual(['new', 'old']);
    expect(listed.every((carrier) => carrier.binds.some((bind) => bind.state === 'bound'))).toBe(true);
    expect(listed.find((carrier) => carrier.name === 'new')!.lastHour).toMatchObject({
      submits: 3,
      receipts: 3,
      delivered: 3,
    });
  }, 180_000);

  test.skipIf(!process.env.TEST_DATABASE_URL)(
    'made with the CLI reaches a worker running in another process within seconds',
    async () => {
      await e.addCarrier('old');
      await e.addCarrier('new');
      const env = {
        DATABASE_URL: e.databaseUrl!,
        COOKIE_SECRET: TEST_ENGINE_KEYS.carrierSecret,
        CAPTCHA_HMAC_KEY: 'route-change-test-captcha-key',
        CODE_HMAC_KEY: 'route-change-test-code-hmac-key-0123456789',
        DATA_DIR: e.dataDir,
        // No periodic refresh: only the change notification can bring the new route to the process.
        ROUTING_REFRESH_MS: '3600000',
      };
      expect((await runCli(env, 'carrier:add', 'old', e.urlOf('old'))).code).toBe(0);
      expect((await runCli(env, 'carrier:add', 'new', e.urlOf('new'))).code).toBe(0);
      expect((await runCli(env, 'route:set', '*', 'old')).code).toBe(0);
      // ROLE=all: it answers /api/health once up, and runs the dispatcher like a worker.
      const server = await startServerProcess(env, await freePort());
      try {
        await waitFor(
          () => ['old', 'new'].every((name) => e.carrier(name).stats().boundSessions > 0),
          60_000,
          'the worker to bind both carriers',
        );
        const account = await createTestAccount(e.db, { balance: '10.00' });
        const before = await queueMessages(e.db, account, numbers(3, 200), e.clock.now());
        await e.waitForStatuses(before, ['delivered'], 60_000);
        expect(await carriersOf(before)).toEqual(new Set(['old']));

        const changed = await runCli(env, 'route:set', '*', 'new', '--mode', 'lcr');
        expect(changed.json).toMatchObject({
          country: '*',
          mode: 'lcr',
          carriers: [{ name: 'new', enabled: true }],
        });
        await waitFor(
          async () => {
            const probe = await queueMessages(
              e.db,
              account,
              numbers(1, 300 + (Date.now() % 1000)),
              new Date(),
            );
            await e.waitForStatuses(probe, ['delivered'], 60_000);
            return (await carriersOf(probe)).has('new');
          },
          60_000,
          'a message to go through the new route',
        );
        const listed = await runCli(env, 'carrier:list');
        expect(listed.code).toBe(0);
        expect(JSON.stringify(listed.json)).toContain('"state":"bound"');
      } finally {
        await server.stop();
      }
    },
    180_000,
  );
});
