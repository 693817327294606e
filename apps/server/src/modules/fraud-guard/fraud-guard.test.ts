import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/sql-rows.js';
import { createSealedTextBox } from '../../lib/sealed-text.js';
import { runOpsCommand } from '../../ops/commands.js';
import {
  apiHeaders,
  apiSend,
  seedDemoPrices,
  setUpSendingAccount,
  usNumbers,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

/** A pumping attack's numbers: one prefix (+1 415 → "1415"), every number different. */
const pumped = (n: number, start = 0) => usNumbers(n, start);
const OTHER_PREFIX = '+12015550123';

const start = (sender: SendingAccount, to: string) =>
  t.post<{ verificationId: string; messageId: string }>(
    '/api/v1/verify/start',
    { to },
    { headers: apiHeaders(sender) },
  );

async function settings(sender: SendingAccount, change: Record<string, unknown>) {
  const answer = await t.post('/api/sms/fraud/settings/update', change, { token: sender.user.token });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

async function approve(sender: SendingAccount, started: { verificationId: string; messageId: string }) {
  const [row] = await queryRows<{ content_sealed: string }>(
    t.db,
    sql`select content_sealed from messages where id = ${started.messageId}`,
  );
  const text = createSealedTextBox(t.config.cookieSecret).open(row!.content_sealed)!;
  const code = /code is (\d+)/.exec(text)![1]!;
  const checked = await t.post<{ status: string }>(
    '/api/v1/verify/check',
    { verificationId: started.verificationId, code },
    { headers: apiHeaders(sender) },
  );
  expect(checked.body.data.status).toBe('approved');
}

const blocksOf = async (sender: SendingAccount) =>
  (
    await t.post<{ items: { prefix: string; reason: string; detail: object; liftedAt: string | null }[] }>(
      '/api/sms/fraud/blocks/list',
      {},
      { token: sender.user.token },
    )
  ).body.data.items;

describe('the fraud guard', () => {
  test('trips on a pumped prefix (low conversion) and refuses further otp with 403 1013, charging nothing', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 5_000_000n });
    expect((await t.post('/api/sms/fraud/settings/get', {}, { token: sender.user.token })).body.data).toEqual(
      {
        enabled: true,
        windowMinutes: 60,
        minVerifications: 100,
        minConversionPercent: 20,
        spikeMinMessages: 100,
        spikeMultiplier: 10,
        allowedPrefixes: [],
      },
    );
    await settings(sender, { minVerifications: 10 });
    for (const to of pumped(10)) expect((await start(sender, to)).status).toBe(200);

    const before = await writesOf(t.db, sender.accountId);
    const refused = await start(sender, pumped(1, 10)[0]!);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 1013, msg: 'Blocked by fraud protection: +1415', data: null });
    const bySendApi = await apiSend(t, sender, { type: 'otp', to: pumped(1, 11)[0], content: 'code 1234' });
    expect([bySendApi.status, bySendApi.body.code]).toEqual([403, 1013]);
    const byConsole = await t.post(
      '/api/sms/send',
      { type: 1, from: 'Beacon', to: pumped(1, 12)[0], content: 'code 1234', agree: true },
      { token: sender.user.token },
    );
    expect(byConsole.body.code).toBe(1013);
    // Nothing charged, nothing half-written: no message, batch, ledger row or verification.
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    const [verifications] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from verifications where account_id = ${sender.accountId}`,
    );
    expect(Number(verifications!.n)).toBe(10);

    // Other prefixes and marketing are not affected.
    expect((await start(sender, OTHER_PREFIX)).status).toBe(200);
    const marketing = await apiSend(t, sender, { type: 'marketing', to: pumped(1, 13)[0], content: 'Sale' });
    expect(marketing.status).toBe(200);

    expect(await blocksOf(sender)).toEqual([
      {
        prefix: '1415',
        country: 'US',
        reason: 'low_conversion',
        detail: { verifications: 10, approved: 0 },
        blockedAt: t.clock.now().toISOString(),
        liftedAt: null,
      },
    ]);
  });

  test('never blocks traffic whose verifications are approved', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 5_000_000n });
    await settings(sender, { minVerifications: 10 });
    for (const to of pumped(25)) await approve(sender, (await start(sender, to)).body.data);
    expect((await start(sender, pumped(1, 25)[0]!)).status).toBe(200);
    expect(await blocksOf(sender)).toEqual([]);
  });

  test('starts far from the rule, which need not wait for their count to be written, are every one counted', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 5_000_000n });
    // The first start waits for its flush, whose answer tells the guard how far the prefix is from the rule;
    // the starts right after it (20 against a minimum of 100) cannot trip it and are answered without waiting.
    expect((await start(sender, pumped(1)[0]!)).status).toBe(200);
    const answers = await Promise.all(pumped(20, 1).map((to) => start(sender, to)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ n: string | null }>(
          t.db,
          sql`select sum(verifications)::text as n from fraud_counters where account_id = ${sender.accountId}`,
        );
        return Number(row!.n ?? 0);
      })
      .toBe(21);
    expect(await blocksOf(sender)).toEqual([]);
  });

  test('an otp spike without the Verify API trips; an admin lifts it and the prefix starts afresh', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 5_000_000n });
    await settings(sender, { spikeMinMessages: 10 });
    const sent = await apiSend(t, sender, { type: 'otp', to: pumped(10), content: 'Your code is 1234' });
    expect(sent.status).toBe(200);
    const before = await writesOf(t.db, sender.accountId);
    const refused = await apiSend(t, sender, {
      type: 'otp',
      to: pumped(1, 10),
      content: 'Your code is 1234',
    });
    expect([refused.status, refused.body.code]).toEqual([403, 1013]);
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
    expect((await blocksOf(sender))[0]).toMatchObject({
      prefix: '1415',
      reason: 'otp_spike',
      detail: { messages: 10, hourlyAverage: 0 },
    });

    const lifted = await t.post(
      '/api/sms/fraud/blocks/lift',
      { prefix: '+1415' },
      { token: sender.user.token },
    );
    expect(lifted.body).toEqual({ code: 0, msg: 'success', data: null });
    expect(
      (await apiSend(t, sender, { type: 'otp', to: pumped(1, 11), content: 'Your code is 1234' })).status,
    ).toBe(200);
    const [block] = await blocksOf(sender);
    expect(block!.liftedAt).toBe(t.clock.now().toISOString());
  });

  test('an allow-listed prefix is never blocked', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 5_000_000n });
    const saved = await settings(sender, { spikeMinMessages: 10, allowedPrefixes: '+1415, 44' });
    expect(saved).toMatchObject({ allowedPrefixes: ['1415', '44'], spikeMinMessages: 10 });
    for (let i = 0; i < 3; i += 1) {
      const sent = await apiSend(t, sender, {
        type: 'otp',
        to: pumped(10, i * 10),
        content: 'Your code is 1234',
      });
      expect(sent.status).toBe(200);
    }
    expect(await blocksOf(sender)).toEqual([]);
  });

  test('settings are validated by the shared rule', async () => {
    const sender = await setUpSendingAccount(t);
    const bad = await t.post(
      '/api/sms/fraud/settings/update',
      { minConversionPercent: 0 },
      { token: sender.user.token },
    );
    expect(bad.body.code).toBe(1001);
    const badPrefix = await t.post(
      '/api/sms/fraud/settings/update',
      { allowedPrefixes: ['+0abc'] },
      { token: sender.user.token },
    );
    expect(badPrefix.body.code).toBe(1001);
  });

  test('operator prefixes (ops fraud:prefix) block every account, show as `operator` and cannot be lifted', async () => {
    const sender = await setUpSendingAccount(t);
    const ops = (...args: string[]) =>
      runOpsCommand({ db: t.db, clock: t.clock.now }, { command: 'fraud:prefix', args });
    expect(await ops('add', '+88299')).toEqual({ prefix: '88299', blocked: true });
    expect(await ops('add', '4474001')).toEqual({ prefix: '4474001', blocked: true });
    expect(await ops('list')).toEqual({
      prefixes: expect.arrayContaining([
        { prefix: '88299', country: '', createdAt: t.clock.now().toISOString() },
        { prefix: '4474001', country: 'GB', createdAt: t.clock.now().toISOString() },
      ]),
    });
    await expect(ops('add', 'abc')).rejects.toThrow(/1–15 digits/);
    await expect(ops('remove')).rejects.toThrow(/usage/);

    // An allow-list does not override the operator. The guard reads settings at most once a second per
    // process: the change made here through the ops command (another instance) is read after that.
    await settings(sender, { allowedPrefixes: ['44'] });
    const refused = await start(sender, '+447400123456');
    expect([refused.status, refused.body.code]).toEqual([403, 1013]);
    expect((await blocksOf(sender)).map((b) => [b.prefix, b.reason])).toContainEqual(['4474001', 'operator']);
    const lift = await t.post(
      '/api/sms/fraud/blocks/lift',
      { prefix: '4474001' },
      { token: sender.user.token },
    );
    expect(lift.body.code).toBe(1015);

    expect(await ops('remove', '4474001')).toEqual({ prefix: '4474001', blocked: false });
    await expect(ops('remove', '4474001')).rejects.toThrow(/no operator prefix/);
    await ops('remove', '88299');
  });
});
