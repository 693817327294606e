import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql-rows.js';
import { createFakeClock } from '../../testing/fake-clock.js';
import { TEST_ENGINE_KEYS } from '../../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createCarrierSecretBox } from './carrier-url-storage.js';
import { createRoutingAdmin, RoutingInputError } from './routing-admin.js';
import { loadRouting } from './routing-table.js';
import { seedRouting } from './routing-seed.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.dispose();
});
beforeEach(async () => {
  for (const table of ['carrier_routes', 'carriers', 'routing_seeds']) {
    await database.db.execute(sql`delete from ${sql.identifier(table)}`);
  }
});

const clock = createFakeClock();
const box = createCarrierSecretBox(TEST_ENGINE_KEYS.carrierSecret);
const admin = () => createRoutingAdmin({ db: database.db, clock: clock.now, box, minReceipts: 10 });

async function refusal(action: Promise<unknown>): Promise<RoutingInputError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RoutingInputError);
  return error as RoutingInputError;
}

const tables = async () => ({
  carriers: await queryRows<{ name: string; enabled: boolean }>(
    database.db,
    sql`select name, enabled from carriers order by name`,
  ),
  routes: await queryRows<{ country: string; carriers: string[]; mode: string }>(
    database.db,
    sql`select country, carriers, mode from carrier_routes order by country`,
  ),
  costs: await queryRows<{ carrier: string }>(database.db, sql`select carrier from carrier_costs order by 1`),
});

describe('carrier:add', () => {
  test('keeps the password sealed and shows the URL without it', async () => {
    const added = await admin().addCarrier('eu', 'smpp://acme:s3cret@smsc.example:2775?window=20');
    expect(added).toEqual({
      name: 'eu',
      url: 'smpp://acme@smsc.example:2775?window=20',
      enabled: true,
      replaced: false,
    });
    const [row] = await queryRows<{ url: string; password_sealed: string }>(
      database.db,
      sql`select url, password_sealed from carriers where name = 'eu'`,
    );
    expect(row!.url).not.toContain('s3cret');
    expect(row!.password_sealed).not.toContain('s3cret');
    const loaded = await loadRouting(database.db, box);
    expect(loaded.definition.carriers).toMatchObject([{ name: 'eu', password: 's3cret', windowSize: 20 }]);
    // Under another key the carrier is left out, and said so, rather than bound with a wrong password.
    const other = await loadRouting(
      database.db,
      createCarrierSecretBox('another-cookie-secret-0123456789abcdef'),
    );
    expect(other.definition.carriers).toEqual([]);
    expect(other.problems[0]!.message).toMatch(/sealed under another COOKIE_SECRET/);
  });

  test('adding the same name again replaces its URL', async () => {
    await admin().addCarrier('eu', 'smpp://acme:one@a.example');
    expect(await admin().addCarrier('eu', 'smpp://acme:two@b.example')).toMatchObject({ replaced: true });
    const loaded = await loadRouting(database.db, box);
    expect(loaded.definition.carriers).toMatchObject([{ host: 'b.example', password: 'two' }]);
  });

  test.each([
    ['a malformed URL', 'eu', 'http://acme:pw@h', /expected smpp:\/\/system_id:password@host:port/],
    ['an unknown option', 'eu', 'smpp://acme:pw@h?windw=5', /unknown option "windw"/],
    ['a password past 8 characters', 'eu', 'smpp://acme:toolongpw@h', /password must be at most 8/],
    ['a name with a comma', 'e,u', 'smpp://acme:pw@h', /without spaces or commas/],
    ['a URL naming another carrier', 'eu', 'smpp://acme:pw@h?name=us', /names the carrier "us", not "eu"/],
  ])('refuses %s, naming the problem and never the password', async (_, name, url, problem) => {
    const error = await refusal(admin().addCarrier(name, url));
    expect(error.message).toMatch(problem);
    expect(error.message).not.toMatch(/toolongpw|:pw@/);
    expect((await tables()).carriers).toEqual([]);
  });
});

describe('route:set', () => {
  beforeEach(async () => {
    await admin().addCarrier('eu', 'smpp://acme:pw@eu.example');
    await admin().addCarrier('us', 'smpp://acme:pw@us.example');
  });

  test('sets a country route with its mode, and replaces it', async () => {
    expect(await admin().setRoute('gb', 'eu,us', 'lcr')).toEqual({
      country: 'GB',
      carriers: [
        { name: 'eu', enabled: true },
        { name: 'us', enabled: true },
      ],
      mode: 'lcr',
    });
    await admin().setRoute('GB', 'us', undefined);
    expect((await tables()).routes).toEqual([{ country: 'GB', carriers: ['us'], mode: 'priority' }]);
  });

  test.each([
    ['an unknown carrier', 'GB', 'eu,nope', undefined, /no carrier named nope/],
    ['an unknown country', 'XX', 'eu', undefined, /not an ISO 3166-1 alpha-2 country code/],
    ['an unknown mode', 'GB', 'eu', 'cheapest', /mode must be priority or lcr/],
    ['a carrier listed twice', 'GB', 'eu,eu', undefined, /listed twice/],
    ['an empty name', 'GB', 'eu,', undefined, /empty carrier name/],
  ])('refuses %s and changes nothing', async (_, country, carriers, mode, problem) => {
    const error = await refusal(admin().setRoute(country, carriers, mode));
    expect(error.message).toMatch(problem);
    expect((await tables()).routes).toEqual([]);
  });

  test('refuses a route without a usable carrier', async () => {
    await admin().setRoute('*', 'us', undefined);
    await admin().disableCarrier('eu');
    const error = await refusal(admin().setRoute('GB', 'eu', undefined));
    expect(error.message).toMatch(/every carrier of this route is disabled/);
  });

  test('carrier:disable is refused while a route would be left without an enabled carrier', async () => {
    await admin().setRoute('GB', 'eu', undefined);
    await admin().setRoute('*', 'eu,us', undefined);
    const error = await refusal(admin().disableCarrier('eu'));
    expect(error.message).toMatch(/would leave the route of GB without an enabled carrier/);
    await admin().setRoute('GB', 'us', undefined);
    expect(await admin().disableCarrier('eu')).toEqual({ name: 'eu', enabled: false });
    // Disabled carriers stay in the route, but are not bound or chosen.
    const loaded = await loadRouting(database.db, box);
    expect(loaded.definition.carriers.map((c) => c.name)).toEqual(['us']);
    expect(loaded.definition.routes.get('*')?.carriers).toEqual(['us']);
    expect(await admin().listRoutes()).toMatchObject([
      {
        country: '*',
        carriers: [
          { name: 'eu', enabled: false },
          { name: 'us', enabled: true },
        ],
      },
      { country: 'GB' },
    ]);
  });

  test('an unknown carrier to disable is not found', async () => {
    const error = await refusal(admin().disableCarrier('nope'));
    expect(error.reason).toBe('not_found');
  });
});

describe('cost:import', () => {
  beforeEach(async () => {
    await admin().addCarrier('eu', 'smpp://acme:pw@eu.example');
  });

  test('replaces every cost with the file', async () => {
    await admin().importCosts('eu,GB,USD,0.004\n');
    expect(
      await admin().importCosts('\uFEFFcarrier,country,currency,cost\r\neu,GB,GBP,0.003\neu,*,USD,0.005\n'),
    ).toEqual({ imported: 2, carriers: ['eu'], currencies: ['GBP', 'USD'] });
    const listed = await admin().listCarriers();
    expect(listed[0]!.costs).toEqual([
      { country: '*', currency: 'USD', cost: '0.005' },
      { country: 'GB', currency: 'GBP', cost: '0.003' },
    ]);
  });

  test('refuses the whole file, naming every bad line, and keeps the costs it had', async () => {
    await admin().importCosts('eu,GB,USD,0.004\n');
    const error = await refusal(
      admin().importCosts(
        [
          'carrier,country,currency,cost',
          'eu,GB,USD,0.004',
          'nope,GB,USD,0.004',
          'eu,ZZ,US,0.004',
          'eu,FR,EUR,-1',
          'eu,GB,USD,0.005',
          'eu,DE,EUR',
        ].join('\n'),
      ),
    );
    expect(error.message).toMatch(/5 problem\(s\); nothing was imported/);
    expect(error.problems).toEqual([
      { line: 3, message: 'unknown carrier "nope" (add it with carrier:add)' },
      { line: 4, message: 'unknown country "ZZ"; currency "US" is not a 3-letter code' },
      { line: 5, message: 'cost "-1" must not be negative' },
      { line: 6, message: 'eu/GB/USD already has a cost on line 2' },
      { line: 7, message: 'expected 4 fields (carrier,country,currency,cost), found 3' },
    ]);
    expect((await tables()).costs).toEqual([{ carrier: 'eu' }]);
  });
});

describe('margin:report', () => {
  test.each([
    ['a date that is not one', 'yesterday', '2026-03-02', /from must be a date/],
    ['an end before the start', '2026-03-02', '2026-03-01', /must be after from/],
    ['more than a year', '2025-01-01', '2026-03-01', /at most 366 days/],
  ])('refuses %s', async (_, from, to, problem) => {
    expect((await refusal(admin().marginReport(from, to))).message).toMatch(problem);
  });
});

describe('seeding', () => {
  test('applies SMPP_ROUTES once per value, so operator changes survive a restart with the same value', async () => {
    const routes = 'GB=smpp://a:pw@eu.example?name=eu;*=smpp://a:pw@world.example?name=world';
    expect(await seedRouting(database.db, { smppRoutes: routes, box, at: clock.now() })).toBe('SMPP_ROUTES');
    await admin().setRoute('GB', 'world', undefined);
    expect(await seedRouting(database.db, { smppRoutes: routes, box, at: clock.now() })).toBe('unchanged');
    expect((await tables()).routes).toContainEqual({ country: 'GB', carriers: ['world'], mode: 'priority' });
    // A changed value is applied at the next start.
    await seedRouting(database.db, {
      smppRoutes: `${routes};FR=smpp://a:pw@eu.example?name=eu`,
      box,
      at: clock.now(),
    });
    expect((await tables()).routes).toEqual([
      { country: '*', carriers: ['world'], mode: 'priority' },
      { country: 'FR', carriers: ['eu'], mode: 'priority' },
      { country: 'GB', carriers: ['eu'], mode: 'priority' },
    ]);
  });

  test('with nothing configured, the embedded simulator takes every country; real carriers replace it', async () => {
    expect(await seedRouting(database.db, { smppRoutes: undefined, box, at: clock.now() })).toBe('embedded');
    const loaded = await loadRouting(database.db, box);
    expect(loaded.definition.carriers).toEqual([{ name: 'simulator', embedded: true, query: {} }]);
    expect(await seedRouting(database.db, { smppRoutes: undefined, box, at: clock.now() })).toBe('unchanged');
    await seedRouting(database.db, {
      smppRoutes: '*=smpp://a:pw@world.example?name=world',
      box,
      at: clock.now(),
    });
    expect((await tables()).carriers).toEqual([{ name: 'world', enabled: true }]);
  });
});
