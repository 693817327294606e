import { formatMicros } from '@beacon/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql-rows.js';
import { balanceOf, insertTestAccount } from '../../testing/account-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import {
  AccountMissingError,
  debit,
  formatMicrosSql,
  grantTrialCredit,
  recharge,
  refund,
  sumLedger,
} from './index.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const at = new Date('2026-03-02T09:00:00.000Z');
const db = () => database.db;

async function entriesOf(accountId: string) {
  return db()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id));
}

describe('the ledger', () => {
  test('a recharge, a debit and a refund each write one entry and move the balance by its amount', async () => {
    const accountId = await insertTestAccount(db(), { billingCountry: 'DE' });
    const credited = await db().transaction((tx) =>
      recharge(tx, { accountId, amountMicros: 5_000_000n, paymentMethod: 'operator', at }),
    );
    expect(credited).toEqual({
      transactionId: expect.stringMatching(/^TX[0-9A-Z]{26}$/),
      balanceMicros: 5_000_000n,
      currency: 'EUR',
    });
    const debited = await db().transaction((tx) =>
      debit(tx, { accountId, amountMicros: 1_250_000n, productId: 'BT1', at }),
    );
    expect(debited?.balanceMicros).toBe(3_750_000n);
    const refunded = await db().transaction((tx) =>
      refund(tx, { accountId, messageId: 'SM1', amountMicros: 250_000n, at }),
    );
    expect(refunded?.balanceMicros).toBe(4_000_000n);

    const entries = await entriesOf(accountId);
    expect(
      entries.map((e) => [
        e.type,
        e.amountMicros,
        e.beforeMicros,
        e.afterMicros,
        e.productId,
        e.paymentMethod,
      ]),
    ).toEqual([
      ['RECHARGE', 5_000_000n, 0n, 5_000_000n, null, 'operator'],
      ['CONSUME', -1_250_000n, 5_000_000n, 3_750_000n, 'BT1', null],
      ['REFUNDED', 250_000n, 3_750_000n, 4_000_000n, 'SM1', null],
    ]);
    expect(entries.every((e) => e.currency === 'EUR')).toBe(true);
    expect(await sumLedger(db(), accountId)).toBe(await balanceOf(db(), accountId));
  });

  test('a debit the balance does not cover changes nothing and answers null', async () => {
    const accountId = await insertTestAccount(db());
    await db().transaction((tx) =>
      recharge(tx, { accountId, amountMicros: 1_000_000n, paymentMethod: 'x', at }),
    );
    const result = await db().transaction((tx) =>
      debit(tx, { accountId, amountMicros: 1_000_001n, productId: 'BT2', at }),
    );
    expect(result).toBeNull();
    expect(await balanceOf(db(), accountId)).toBe(1_000_000n);
    expect(await entriesOf(accountId)).toHaveLength(1);
    // Exactly the balance is covered.
    const exact = await db().transaction((tx) =>
      debit(tx, { accountId, amountMicros: 1_000_000n, productId: 'BT3', at }),
    );
    expect(exact?.balanceMicros).toBe(0n);
  });

  test('a change rolls back with the transaction it was made in', async () => {
    const accountId = await insertTestAccount(db());
    await expect(
      db().transaction(async (tx) => {
        await recharge(tx, { accountId, amountMicros: 7n, paymentMethod: 'x', at });
        throw new Error('caller failed later');
      }),
    ).rejects.toThrow('caller failed later');
    expect(await balanceOf(db(), accountId)).toBe(0n);
    expect(await entriesOf(accountId)).toHaveLength(0);
  });

  test('trial credit is a RECHARGE with payment method trial; zero grants nothing', async () => {
    const accountId = await insertTestAccount(db());
    expect(
      await db().transaction((tx) => grantTrialCredit(tx, { accountId, amountMicros: 0n, at })),
    ).toBeNull();
    await db().transaction((tx) => grantTrialCredit(tx, { accountId, amountMicros: 2_000_000n, at }));
    expect((await entriesOf(accountId)).map((e) => [e.type, e.paymentMethod, e.amountMicros])).toEqual([
      ['RECHARGE', 'trial', 2_000_000n],
    ]);
  });

  test('a free message needs no refund entry; amounts must be positive; unknown accounts throw', async () => {
    const accountId = await insertTestAccount(db());
    expect(
      await db().transaction((tx) => refund(tx, { accountId, messageId: 'SM0', amountMicros: 0n, at })),
    ).toBeNull();
    await expect(
      db().transaction((tx) => debit(tx, { accountId, amountMicros: -5n, productId: 'BT', at })),
    ).rejects.toThrow(RangeError);
    await expect(
      db().transaction((tx) =>
        recharge(tx, { accountId: 'AC0000000000000000', amountMicros: 1n, paymentMethod: 'x', at }),
      ),
    ).rejects.toThrow(AccountMissingError);
    expect(await entriesOf(accountId)).toHaveLength(0);
  });

  test('concurrent debits racing for one balance never overdraw it', async () => {
    const accountId = await insertTestAccount(db());
    await db().transaction((tx) =>
      recharge(tx, { accountId, amountMicros: 10_000_000n, paymentMethod: 'x', at }),
    );
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db().transaction((tx) => debit(tx, { accountId, amountMicros: 300_000n, productId: `BT${i}`, at })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(33);
    expect(await balanceOf(db(), accountId)).toBe(100_000n);
    expect(await sumLedger(db(), accountId)).toBe(100_000n);
  });
});

describe('amounts written by a statement', () => {
  test('formatMicrosSql writes every amount as formatMicros does', async () => {
    const samples = [
      0n,
      1n,
      9n,
      10n,
      99n,
      100_000n,
      120_000n,
      123_456n,
      999_999n,
      1_000_000n,
      1_005_000n,
      5_000_000n,
      12_500_000n,
      99_999_999n,
      123_456_789_012n,
      -1n,
      -1_250_000n,
      -7_500_001n,
      ...Array.from({ length: 200 }, (_, i) => BigInt(i) * 7_919_003n + BigInt(i % 7) * 10n ** BigInt(i % 7)),
    ];
    const rows = await queryRows<{ text: string }>(
      db(),
      sql`select ${formatMicrosSql(sql`m`)} as text
          from unnest(${sql.param(samples.map(String))}::bigint[]) with ordinality as u(m, ord) order by ord`,
    );
    expect(rows.map((row) => row.text)).toEqual(samples.map((micros) => formatMicros(micros)));
  });
});
