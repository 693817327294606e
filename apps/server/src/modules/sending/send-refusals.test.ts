import { maskPhone } from '@beacon/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { bindPhone } from '../../testing/db-helpers.js';
import {
  PHONES,
  apiSend,
  creditAccount,
  insertTemplate,
  seedDemoPrices,
  setUpSendingAccount,
  usNumbers,
  writesOf,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ config: { trialDailyLimit: 3 } });
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

interface Refusal {
  problems: Record<string, unknown>[];
}

function consoleSend(sender: SendingAccount, body: Record<string, unknown>, locale?: string) {
  return t.post<Refusal>(
    '/api/sms/send',
    { type: 1, from: 'Beacon', content: 'Hello there', agree: true, ...body },
    { token: sender.user.token, locale },
  );
}

async function blockCountries(sender: SendingAccount, countries: string[]) {
  const answer = await t.post(
    '/api/sms/setting/update',
    { disallowedCountries: countries },
    { token: sender.user.token },
  );
  expect(answer.body.code).toBe(0);
}

describe('a refusal names every problem of the send at once', () => {
  test('a +86/+33 send with France blocked and typed content reports both, in English and Chinese', async () => {
    const sender = await setUpSendingAccount(t);
    await blockCountries(sender, ['FR']);
    const before = await writesOf(t.db, sender.accountId);
    const to = [PHONES.CN, PHONES.FR];

    const english = await consoleSend(sender, { to });
    expect(english.body).toEqual({
      code: 3005,
      msg:
        `Sending to France is blocked in SMS → SMS settings → Country restrictions: ${PHONES.FR}. ` +
        `Messages to China need an approved template whose text carries a 【signature】, not typed content: ${PHONES.CN}.`,
      data: {
        problems: [
          { kind: 'countryDisallowed', countries: ['FR'], numbers: [PHONES.FR] },
          { kind: 'chinaRule', missing: 'template', numbers: [PHONES.CN] },
        ],
      },
    });
    const chinese = await consoleSend(sender, { to }, 'zh-CN');
    expect(chinese.body.msg).toBe(
      `法国已在“短信 → 短信设置 → 国家/地区限制”中被禁止发送：${PHONES.FR}。` +
        `发往中国大陆的短信必须使用带【签名】且已审核通过的模板，不能直接输入内容：${PHONES.CN}。`,
    );

    // The send API keeps its code table: the first problem's code, every problem in `msg`.
    const api = await apiSend(t, sender, { type: 'otp', to, content: 'Hello' });
    expect([api.status, api.body.code]).toEqual([400, 1009]);
    expect(api.body.msg).toBe(
      `Invalid phone format (E.164): Sending to France is blocked in SMS → SMS settings → Country restrictions: ${PHONES.FR}. ` +
        `Messages to China need an approved template whose text carries a 【signature】, not typed content: ${PHONES.CN}.`,
    );
    const apiChinese = await apiSend(t, sender, { type: 'otp', to, content: 'Hello' }, { locale: 'zh-CN' });
    expect(apiChinese.body.msg).toBe(
      `手机号码格式无效（E.164）：法国已在“短信 → 短信设置 → 国家/地区限制”中被禁止发送：${PHONES.FR}。` +
        `发往中国大陆的短信必须使用带【签名】且已审核通过的模板，不能直接输入内容：${PHONES.CN}。`,
    );
    expect(await writesOf(t.db, sender.accountId)).toEqual(before);
  });

  test('an unsigned template to China says the signature is missing; several blocked countries are named', async () => {
    const sender = await setUpSendingAccount(t);
    await blockCountries(sender, ['FR', 'DE']);
    const unsigned = await insertTemplate(t.db, { accountId: sender.accountId, content: '验证码 {code}' });
    const { body } = await consoleSend(sender, {
      to: [PHONES.DE, PHONES.CN, PHONES.FR, PHONES.US],
      content: undefined,
      templateId: unsigned,
      variables: { code: '1234' },
    });
    expect(body.code).toBe(3005);
    expect(body.data.problems).toEqual([
      { kind: 'countryDisallowed', countries: ['DE', 'FR'], numbers: [PHONES.DE, PHONES.FR] },
      { kind: 'chinaRule', missing: 'signature', numbers: [PHONES.CN] },
    ]);
    expect(body.msg).toContain('Sending to Germany, France is blocked');
    expect(body.msg).toContain('this template has none: +8613123456789.');
  });

  test('the daily limit says it would be exceeded, with used / limit / this send, formatted', async () => {
    const sender = await setUpSendingAccount(t, { creditMicros: 10_000_000_000n });
    await t.post('/api/sms/setting/update', { dailyLimit: 1_000 }, { token: sender.user.token });
    expect((await consoleSend(sender, { to: usNumbers(4) })).body.code).toBe(0);

    const big = usNumbers(10_000, 100);
    const english = await consoleSend(sender, { to: big });
    expect(english.body).toEqual({
      code: 3003,
      msg: 'This send would exceed the daily sending limit: 4 used of 1,000 today + 10,000 in this send.',
      data: { problems: [{ kind: 'dailyLimit', used: 4, limit: 1_000, adding: 10_000 }] },
    });
    expect((await consoleSend(sender, { to: big }, 'zh-CN')).body.msg).toBe(
      '本次发送将超出每日发送上限：今日已用 4 / 1,000，本次 10,000 条。',
    );
    const api = await apiSend(t, sender, { type: 'otp', to: big, content: 'Bulk' });
    expect([api.status, api.body.code]).toEqual([429, 1012]);
    expect(api.response.headers['retry-after']).toBeDefined();
    expect(api.body.msg).toBe(
      'Rate limit exceeded: This send would exceed the daily sending limit: 4 used of 1,000 today + 10,000 in this send.',
    );
  });

  test('a trial refusal names the bound phone (masked) and every problem with it', async () => {
    const sender = await setUpSendingAccount(t, { trial: true });
    await bindPhone(t.db, sender.user.email, PHONES.GB);
    await blockCountries(sender, ['DE']);
    const masked = maskPhone(PHONES.GB);
    expect(masked).not.toBe(PHONES.GB);

    const { body } = await consoleSend(sender, { to: [PHONES.US, PHONES.DE, PHONES.GB, PHONES.US2] });
    expect(body.code).toBe(3005);
    expect(body.data.problems).toEqual([
      { kind: 'countryDisallowed', countries: ['DE'], numbers: [PHONES.DE] },
      { kind: 'trialRecipient', boundPhone: masked, numbers: [PHONES.US, PHONES.DE, PHONES.US2] },
      // Four messages on a trial day of three.
      { kind: 'trialDailyLimit', used: 0, limit: 3, adding: 4 },
    ]);
    expect(body.msg).toContain(
      `A trial account can send only to its owner's bound phone (${masked}), not to ${PHONES.US}, ${PHONES.DE}, ${PHONES.US2}.`,
    );
    expect(body.msg).toContain(
      'This send would exceed the trial daily limit: 0 used of 3 today + 4 in this send.',
    );
    expect(body.msg).not.toContain(PHONES.GB);

    const chinese = await consoleSend(sender, { to: PHONES.US }, 'zh-CN');
    expect(chinese.body).toMatchObject({
      code: 3004,
      msg: `试用账户只能发送到所有者绑定的手机号码（${masked}），不能发送到 ${PHONES.US}。`,
    });
    const api = await apiSend(t, sender, { type: 'otp', to: PHONES.US, content: 'x' });
    expect([api.status, api.body.code]).toEqual([403, 1004]);
    expect(api.body.msg).toContain(`(${masked}), not to ${PHONES.US}.`);
  });

  test('an unavailable template and a blocked country are reported together (3007 first)', async () => {
    const sender = await setUpSendingAccount(t);
    await creditAccount(t.db, sender.accountId, 1_000_000n);
    await blockCountries(sender, ['FR']);
    const pending = await insertTemplate(t.db, { accountId: sender.accountId, content: 'x', status: 2 });
    const { body } = await consoleSend(sender, {
      to: [PHONES.FR, PHONES.CN],
      content: undefined,
      templateId: pending,
    });
    expect(body.code).toBe(3007);
    // The template's own problem covers China's need for an approved one.
    expect(body.data.problems.map((p) => p.kind)).toEqual(['templateUnavailable', 'countryDisallowed']);
    const api = await apiSend(t, sender, { type: 'otp', to: PHONES.FR, templateId: pending });
    expect([api.status, api.body.code]).toEqual([400, 1007]);
    expect(api.body.msg).toBe(
      `Missing required parameters: templateId: not found or not approved. Sending to France is blocked in SMS → SMS settings → Country restrictions: ${PHONES.FR}.`,
    );
  });
});
