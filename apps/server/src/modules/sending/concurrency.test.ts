import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.js';
import {
  PHONES,
  apiSend,
  seedDemoPrices,
  setUpSendingAccount,
  writesOf,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

test(
  '1,000 concurrent sends racing for a balance that covers only some of them: no overdraft, ' +
    'balance equals the ledger sum',
  async () => {
    const sender = await setUpSendingAccount(t);
    const prices = await t.post<{ price: string }[]>(
      '/api/sms/price/list',
      { countries: ['US'] },
      { token: sender.user.token },
    );
    const priceMicros = BigInt(Math.round(Number(prices.body.data[0]!.price) * 1e6));
    const start = await writesOf(t.db, sender.accountId);
    const covered = Number(start.balance! / priceMicros);
    expect(covered).toBeGreaterThan(0);
    expect(covered).toBeLessThan(1_000);

    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        apiSend(t, sender, { type: 'otp', to: PHONES.US, content: `Code ${i}` }),
      ),
    );
    const outcomes = answers.map((a) => `${a.status}/${a.body.code}`);
    expect(outcomes.filter((o) => o === '200/0')).toHaveLength(covered);
    expect(outcomes.filter((o) => o === '402/1011')).toHaveLength(1_000 - covered);

    const end = await writesOf(t.db, sender.accountId);
    expect(end.balance).toBe(start.balance! - BigInt(covered) * priceMicros);
    expect(end.balance! >= 0n).toBe(true);
    expect(end.ledgerSum).toBe(end.balance);
    expect(end.messages).toBe(covered);
    expect(end.batches).toBe(covered);
    const consumed = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, sender.accountId), eq(ledgerEntries.type, 'CONSUME')));
    expect(consumed).toHaveLength(covered);
    expect(
      consumed.every((e) => e.afterMicros >= 0n && e.afterMicros === e.beforeMicros + e.amountMicros),
    ).toBe(true);
  },
  180_000,
);
