import { eq } from 'drizzle-orm';
import { maskPhone } from '@beacon/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { templates } from '../../db/schema/index.js';
import { bindPhone } from '../../testing/db-helpers.js';
import {
  PHONES,
  insertTemplate,
  messagesOf,
  seedDemoPrices,
  setUpSendingAccount,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ config: { trialDailyLimit: 3 } });
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

/** The seeded public "Verification code" template (migration 0011): the sample verification message. */
const SAMPLE_VERIFICATION = 'TP00000000000000000000000P01';

interface TestResult {
  messageId: string;
  to: string;
  content: string;
  cost: string;
  currency: string;
  code: string | null;
  validMinutes: number | null;
  validUntil: string | null;
}

function testTemplate(sender: SendingAccount, body: Record<string, unknown>, locale?: string) {
  return t.post<TestResult>('/api/sms/template/test', body, { token: sender.user.token, locale });
}

describe('test a template', () => {
  test('a verification-code template goes to the bound phone with a fresh code valid one minute, charged', async () => {
    const sender = await setUpSendingAccount(t);
    await bindPhone(t.db, sender.user.email, PHONES.GB);
    const id = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Hi {name}, your code is {code}',
    });
    const before = await writesOf(t.db, sender.accountId);

    const { body } = await testTemplate(sender, {
      templateId: id,
      variables: { name: 'Ada', code: '000000' },
    });
    expect(body.code).toBe(0);
    const result = body.data;
    expect(result.code).toMatch(/^\d{6}$/);
    expect(result).toMatchObject({
      to: maskPhone(PHONES.GB),
      content: `Hi Ada, your code is ${result.code}`,
      validMinutes: 1,
      validUntil: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    const [message] = await messagesOf(t.db, sender.accountId);
    expect(message).toMatchObject({ to: PHONES.GB, content: result.content, status: 'queued' });

    // Counted and charged like any message: one message, one debit, the ledger agrees with the balance.
    const after = await writesOf(t.db, sender.accountId);
    expect(after.messages).toBe(before.messages + 1);
    expect(after.ledger).toBe(before.ledger + 1);
    expect(after.ledgerSum).toBe(after.balance);
    expect(Number(result.cost)).toBeGreaterThan(0);

    const again = await testTemplate(sender, { templateId: id, variables: { name: 'Ada' } });
    expect(again.body.data.code).not.toBe(result.code);
  });

  test('the public sample verification message is valid five minutes; other templates carry no code', async () => {
    const sender = await setUpSendingAccount(t);
    await bindPhone(t.db, sender.user.email, PHONES.US);
    const sample = await testTemplate(sender, { templateId: SAMPLE_VERIFICATION });
    expect(sample.body.data).toMatchObject({ validMinutes: 5, to: maskPhone(PHONES.US) });
    expect(sample.body.data.content).toContain(`Your verification code is ${sample.body.data.code}.`);

    const notice = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'Order {code} shipped',
    });
    await t.db.update(templates).set({ type: 3 }).where(eq(templates.id, notice));
    const shipped = await testTemplate(sender, { templateId: notice, variables: { code: 'A-17' } });
    expect(shipped.body.data).toMatchObject({
      content: 'Order A-17 shipped',
      code: null,
      validMinutes: null,
    });
  });

  test('without a bound phone the test is refused (1006) saying where to bind one, in both languages', async () => {
    const sender = await setUpSendingAccount(t);
    const english = await testTemplate(sender, { templateId: SAMPLE_VERIFICATION });
    expect(english.body).toEqual({
      code: 1006,
      msg: 'Bind a phone first (User centre → Security → Phone binding): a test goes to your own bound phone.',
      data: null,
    });
    const chinese = await testTemplate(sender, { templateId: SAMPLE_VERIFICATION }, 'zh-CN');
    expect(chinese.body.msg).toBe(
      '请先绑定手机号码（用户中心 → 安全设置 → 手机绑定）：测试短信会发送到您本人绑定的手机。',
    );
    expect((await writesOf(t.db, sender.accountId)).messages).toBe(0);
  });

  test('a pending template is 3007, and the send rules apply as to any send (blocked country)', async () => {
    const sender = await setUpSendingAccount(t);
    await bindPhone(t.db, sender.user.email, PHONES.FR);
    const pending = await insertTemplate(t.db, {
      accountId: sender.accountId,
      content: 'x {code}',
      status: 2,
    });
    expect((await testTemplate(sender, { templateId: pending })).body.code).toBe(3007);
    await t.post('/api/sms/setting/update', { disallowedCountries: ['FR'] }, { token: sender.user.token });
    const blocked = await testTemplate(sender, { templateId: SAMPLE_VERIFICATION });
    expect(blocked.body).toMatchObject({ code: 3005, data: { problems: [{ kind: 'countryDisallowed' }] } });
    expect((await writesOf(t.db, sender.accountId)).messages).toBe(0);
  });
});

describe('the send limits the send page warns with', () => {
  test("today's count against the account and trial limits, and the blocked countries", async () => {
    const sender = await setUpSendingAccount(t, { trial: true });
    await bindPhone(t.db, sender.user.email, PHONES.US);
    await t.post(
      '/api/sms/setting/update',
      { dailyLimit: 1_000, disallowedCountries: ['FR'] },
      { token: sender.user.token },
    );
    await testTemplate(sender, { templateId: SAMPLE_VERIFICATION });
    const { body } = await t.post('/api/sms/send/limits', {}, { token: sender.user.token });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        sentToday: 1,
        dailyLimit: 1_000,
        trialDailyLimit: 3,
        disallowedCountries: ['FR'],
        // The fake clock stands at 2026-03-02 09:00 UTC.
        resetsAt: '2026-03-03T00:00:00.000Z',
      },
    });
  });
});
