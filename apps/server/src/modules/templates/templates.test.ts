/**
 * Templates through the console API and the operator's review: the rules of spec section 5, the review states
 * of section 4, one account never reaching another's templates, and a template sent once it is approved.
 */
import type { TTemplateItem, TTemplatePage } from '@beacon/shared';
import { beforeAll, describe, expect, test } from 'vitest';
import { runOpsCommand } from '../../ops/commands.js';
import { OpsError } from '../../ops/protocol.js';
import {
  PHONES,
  apiSend,
  messagesOf,
  seedDemoPrices,
  setUpSendingAccount,
  type SendingAccount,
} from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
beforeAll(() => seedDemoPrices(t.db));

const CHINA_OTP = {
  name: 'China OTP',
  content: '【Beacon】您的验证码是{code}，5分钟内有效。',
  type: 1,
  country: 'CN',
  purpose: 'Sign-in codes for mainland users',
};

function call<T = unknown>(sender: SendingAccount, path: string, body: unknown, locale?: string) {
  return t.post<T>(`/api/sms/template/${path}`, body, { token: sender.user.token, locale });
}

async function add(sender: SendingAccount, body: Record<string, unknown> = CHINA_OTP): Promise<string> {
  const { body: answer } = await call<{ templateId: string; status: number }>(sender, 'add', body);
  expect(answer).toMatchObject({ code: 0, data: { status: 2 } });
  return answer.data.templateId;
}

const review = (templateId: string, decision: string, ...reason: string[]) =>
  runOpsCommand(
    { db: t.db, clock: t.clock.now },
    { command: 'template:review', args: [templateId, decision, ...reason] },
  );

async function customTemplates(sender: SendingAccount): Promise<TTemplateItem[]> {
  const { body } = await call<TTemplatePage>(sender, 'list', { scope: 'custom' });
  return body.data.items;
}

describe('writing a template', () => {
  test('a new template is pending review, lists its variables, and cannot be sent yet', async () => {
    const sender = await setUpSendingAccount(t);
    const templateId = await add(sender);
    expect(await customTemplates(sender)).toEqual([
      expect.objectContaining({
        templateId,
        name: 'China OTP',
        country: 'CN',
        type: 1,
        purpose: 'Sign-in codes for mainland users',
        status: 2,
        reason: null,
        variables: ['code'],
        public: false,
      }),
    ]);
    const api = await apiSend(t, sender, {
      type: 'otp',
      to: PHONES.CN,
      templateId,
      variables: { code: '1' },
    });
    expect([api.status, api.body.code]).toEqual([400, 1007]);
  });

  test('a reserved variable name is refused with the spec message, in the caller language', async () => {
    const sender = await setUpSendingAccount(t);
    const body = { name: 'Bad', content: 'Hello {phoneNumber}, {to}', type: 3 };
    expect((await call(sender, 'add', body)).body).toMatchObject({
      code: 1001,
      msg: 'content: Variable name phoneNumber is a reserved keyword, please choose another name.',
    });
    expect((await call(sender, 'add', body, 'zh-CN')).body).toMatchObject({
      code: 1001,
      msg: 'content: 变量名 phoneNumber 是保留关键字，请换一个名称。',
    });
    expect((await call(sender, 'add', { ...body, content: 'Hi {first name}' })).body.msg).toBe(
      'content: Variable name first name can contain only letters, digits and underscores',
    );
  });

  test('a template for China needs a 【signature】; one for any country does not', async () => {
    const sender = await setUpSendingAccount(t);
    const unsigned = { ...CHINA_OTP, content: '您的验证码是{code}' };
    expect((await call(sender, 'add', unsigned)).body).toMatchObject({
      code: 1001,
      msg: 'content: Messages to China need a signature of 2 to 12 characters in 【】 at the start or end, e.g. 【Beacon】',
    });
    expect(
      (await call(sender, 'add', { ...unsigned, content: '[Beacon] 您的验证码是{code}' })).body.code,
    ).toBe(1001);
    await add(sender, { ...unsigned, country: '' });
  });

  test('empty name or content, an unknown type or country are each named', async () => {
    const sender = await setUpSendingAccount(t);
    const answer = await call(sender, 'add', { name: ' ', content: '', type: 7, country: 'XX' });
    expect(answer.body).toMatchObject({
      code: 1001,
      data: {
        fields: {
          name: 'Template name cannot be empty',
          content: 'Content cannot be empty',
          type: 'Please select a message type',
          country: 'Unknown country or region code',
        },
      },
    });
  });
});

describe('review', () => {
  test('approval makes the template sendable to China through the API and the console', async () => {
    const sender = await setUpSendingAccount(t);
    const templateId = await add(sender);
    expect(await review(templateId, 'approve')).toEqual({ templateId, status: 1, reason: null });
    const api = await apiSend(t, sender, {
      type: 'otp',
      to: PHONES.CN,
      templateId,
      variables: { code: '4821' },
    });
    expect([api.status, api.body.code]).toEqual([200, 0]);
    const consoleSend = await t.post(
      '/api/sms/send',
      { from: 'Beacon', to: PHONES.CN, type: 1, templateId, variables: { code: '9999' }, agree: true },
      { token: sender.user.token },
    );
    expect(consoleSend.body.code).toBe(0);
    expect((await messagesOf(t.db, sender.accountId)).map((m) => m.content)).toEqual([
      '【Beacon】您的验证码是4821，5分钟内有效。',
      '【Beacon】您的验证码是9999，5分钟内有效。',
    ]);
  });

  test("a rejection shows the reviewer's reason; editing resubmits it and clears the reason", async () => {
    const sender = await setUpSendingAccount(t);
    const templateId = await add(sender);
    await review(templateId, 'reject', 'Signature', 'not', 'registered');
    expect(await customTemplates(sender)).toEqual([
      expect.objectContaining({ templateId, status: 0, reason: 'Signature not registered' }),
    ]);
    await expect(review(templateId, 'approve')).rejects.toThrow(OpsError);

    const edited = { templateId, ...CHINA_OTP, content: '【Acme】验证码{code}' };
    expect((await call(sender, 'update', edited)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { templateId, status: 2 },
    });
    expect(await customTemplates(sender)).toEqual([
      expect.objectContaining({ templateId, status: 2, reason: null, content: '【Acme】验证码{code}' }),
    ]);
    expect(await review(templateId, 'approve')).toMatchObject({ status: 1 });
  });

  test('two reviews racing on one template decide it once', async () => {
    const sender = await setUpSendingAccount(t);
    const templateId = await add(sender);
    const results = await Promise.allSettled([
      review(templateId, 'approve'),
      review(templateId, 'reject', 'No'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  test('the operator command explains an unknown template and a bad decision', async () => {
    await expect(review('TPnothing', 'approve')).rejects.toMatchObject({ code: 'not_found' });
    await expect(review('TPnothing', 'maybe')).rejects.toMatchObject({ code: 'usage' });
  });
});

describe('ownership and public templates', () => {
  test("another account's template is 1006 to get, edit or delete, and absent from its list", async () => {
    const owner = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const templateId = await add(owner);
    expect((await call(other, 'get', { templateId })).body.code).toBe(1006);
    expect((await call(other, 'update', { templateId, ...CHINA_OTP })).body.code).toBe(1006);
    expect((await call(other, 'delete', { templateId })).body.code).toBe(1006);
    expect(await customTemplates(other)).toEqual([]);
    expect((await call(owner, 'delete', { templateId })).body.code).toBe(0);
    expect(await customTemplates(owner)).toEqual([]);
  });

  test('the seeded public templates are listed for everyone, sendable and not editable', async () => {
    const sender = await setUpSendingAccount(t);
    const { body } = await call<TTemplatePage>(sender, 'list', { scope: 'public', limit: 100 });
    const names = body.data.items.map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining(['Verification code', '验证码', 'Appointment reminder', '配送通知']),
    );
    const otp = body.data.items.find((i) => i.name === 'Verification code')!;
    expect(otp).toMatchObject({ status: 1, public: true, variables: ['code'] });
    expect((await call(sender, 'delete', { templateId: otp.templateId })).body.code).toBe(1006);
    const api = await apiSend(t, sender, {
      type: 'otp',
      to: PHONES.US,
      templateId: otp.templateId,
      variables: { code: '123456' },
    });
    expect(api.body.code).toBe(0);
  });

  test('custom templates page newest first and filter by status', async () => {
    const sender = await setUpSendingAccount(t);
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three']) {
      ids.push(await add(sender, { ...CHINA_OTP, name }));
      t.clock.advance(1_000);
    }
    await review(ids[1]!, 'approve');
    const first = await call<TTemplatePage>(sender, 'list', { scope: 'custom', limit: 2 });
    expect(first.body.data.items.map((i) => i.name)).toEqual(['three', 'two']);
    const second = await call<TTemplatePage>(sender, 'list', {
      scope: 'custom',
      limit: 2,
      cursor: first.body.data.nextCursor,
    });
    expect(second.body.data).toMatchObject({ items: [{ name: 'one' }], nextCursor: null });
    const approved = await call<TTemplatePage>(sender, 'list', { scope: 'custom', status: 1 });
    expect(approved.body.data.items.map((i) => i.name)).toEqual(['two']);
    expect((await call(sender, 'list', { scope: 'mine' })).body.code).toBe(1001);
  });
});
