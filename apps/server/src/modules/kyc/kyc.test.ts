import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { KYC_LINK_TTL_MS } from '@beacon/shared';
import { auditLog, kycVerifications } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { sandboxDecision } from '../../providers/kyc/sandbox-kyc-provider.js';
import { signUp } from '../../testing/flows.js';
import { PHONES, seedDemoPrices, setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoPrices(t.db);
});

// Smallest headers that the content check recognises.
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64')}`;
const GIF = `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`;

interface Status {
  state: string;
  verificationStatus: number;
  verificationAt: string | null;
  expiresAt: string | null;
  resultCode: number | null;
  subCode: number | null;
}

async function signUpWithAccount() {
  const user = await signUp(t);
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name: 'Main', products: ['sms'], billingCountry: 'US' },
    { token: user.token },
  );
  expect(added.body.code).toBe(0);
  return { ...user, accountId: added.body.data.accountId };
}

async function newLink(token: string) {
  const { body } = await t.post<{ url: string; expiresAt: string }>('/api/user/kyc/url', undefined, {
    token,
  });
  expect(body.code).toBe(0);
  const linkToken = body.data.url.split('/ekyc/')[1]!;
  return { ...body.data, token: linkToken };
}

const statusOf = async (token: string) =>
  (await t.post<Status>('/api/user/kyc/status', undefined, { token })).body;

const submit = (linkToken: string, fields: Record<string, unknown> = {}, locale?: string) =>
  t.post<{ resultCode: number; subCode: number | null }>(
    '/api/user/kyc/result',
    {
      token: linkToken,
      country: 'CN',
      documentType: 'ID_CARD',
      documentNumber: 'A1234567',
      documentImage: JPEG,
      selfieImage: PNG,
      ...fields,
    },
    { locale },
  );

describe('POST /user/kyc/url', () => {
  test('issues a link to /ekyc/<token> valid 10 minutes, stored hashed, and audits it', async () => {
    const user = await signUpWithAccount();
    expect((await statusOf(user.token)).data).toMatchObject({ state: 'none', verificationStatus: 0 });
    const link = await newLink(user.token);
    expect(link.url).toBe(`${t.config.publicUrl}/ekyc/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(link.expiresAt).getTime() - t.clock.now().getTime()).toBe(KYC_LINK_TTL_MS);
    const rows = await t.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.accountId, user.accountId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    expect((await statusOf(user.token)).data).toMatchObject({ state: 'waiting', expiresAt: link.expiresAt });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.start'), eq(auditLog.target, user.accountId)));
    expect(audits).toHaveLength(1);
  });

  test('regenerating replaces the old link: the old one answers 2013', async () => {
    const user = await signUpWithAccount();
    const first = await newLink(user.token);
    const second = await newLink(user.token);
    expect(second.token).not.toBe(first.token);
    expect((await t.post('/api/user/kyc/token', { token: first.token })).body.code).toBe(2013);
    expect((await t.post('/api/user/kyc/token', { token: second.token })).body).toMatchObject({
      code: 0,
      data: { expiresAt: second.expiresAt },
    });
  });

  test('needs a session (2006) and a current account (2011)', async () => {
    expect((await t.post('/api/user/kyc/url')).body.code).toBe(2006);
    expect((await t.post('/api/user/kyc/status')).body.code).toBe(2006);
    const user = await signUp(t);
    expect((await t.post('/api/user/kyc/url', undefined, { token: user.token })).body.code).toBe(2011);
    expect((await statusOf(user.token)).code).toBe(2011);
  });

  test('is refused (1006) for a verified account, allowed again after a failure', async () => {
    const user = await signUpWithAccount();
    const failing = await newLink(user.token);
    expect((await submit(failing.token, { documentNumber: 'A1234201' })).body.data).toEqual({
      resultCode: 1001,
      subCode: 201,
    });
    const redo = await newLink(user.token);
    expect((await submit(redo.token)).body.data).toEqual({ resultCode: 1000, subCode: 200 });
    expect((await t.post('/api/user/kyc/url', undefined, { token: user.token })).body.code).toBe(1006);
  });
});

describe('the provider', () => {
  test('the link, the status and the link check say the sandbox decides (test inputs, no real check)', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    expect(link).toMatchObject({ provider: 'sandbox', sandbox: true });
    expect((await statusOf(user.token)).data).toMatchObject({ provider: 'sandbox', sandbox: true });
    const check = await t.post('/api/user/kyc/token', { token: link.token });
    expect(check.body).toEqual({
      code: 0,
      msg: 'success',
      data: { expiresAt: link.expiresAt, locale: 'en-US', provider: 'sandbox', sandbox: true },
    });
  });
});

describe('what the desktop hands to the phone', () => {
  test("the link check answers the desktop's language, so the phone page opens in it", async () => {
    const user = await signUpWithAccount();
    const { body } = await t.post<{ url: string }>('/api/user/kyc/url', undefined, {
      token: user.token,
      locale: 'zh-CN',
    });
    const linkToken = body.data.url.split('/ekyc/')[1]!;
    const check = await t.post('/api/user/kyc/token', { token: linkToken });
    expect(check.body).toMatchObject({ code: 0, data: { locale: 'zh-CN' } });
  });

  test('the link says PUBLIC_URL is not loopback when it names a real host (public-url.test.ts: the rule)', async () => {
    const user = await signUpWithAccount();
    expect(t.config.publicUrl).toBe('http://beacon.test');
    expect(await newLink(user.token)).toMatchObject({ publicUrlLoopback: false });
  });

  test('a failed verification leaves no "verified on" time', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    await submit(link.token, { documentNumber: 'A1234201' });
    expect((await statusOf(user.token)).data).toMatchObject({ state: 'failed', verificationAt: null });
    const info = await t.get<{ verificationAt: string | null }>('/api/user/info', { token: user.token });
    expect(info.body.data.verificationAt).toBeNull();
  });
});

describe('the mobile page', () => {
  test('a passing submission verifies the account (1) with the time, once only, and audits the result', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    t.clock.advance(60_000);
    const answer = await submit(link.token);
    expect(answer.body).toEqual({ code: 0, msg: 'success', data: { resultCode: 1000, subCode: 200 } });
    expect((await statusOf(user.token)).data).toEqual({
      state: 'passed',
      verificationStatus: 1,
      verificationAt: t.clock.now().toISOString(),
      expiresAt: link.expiresAt,
      resultCode: 1000,
      subCode: 200,
      provider: 'sandbox',
      sandbox: true,
    });
    // Single use.
    expect((await submit(link.token)).body.code).toBe(2013);
    expect((await t.post('/api/user/kyc/token', { token: link.token })).body.code).toBe(2013);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'kyc.result'));
    expect(audits.find((a) => a.target === user.accountId)?.detail).toMatchObject({ resultCode: 1000 });
  });

  test.each([
    ['A1234201', 1001, 201],
    ['A1234204', 1001, 204],
    ['A1234205', 1001, 205],
    ['A1234212', 1001, 212],
    ['A1231013', 1013, null],
    ['A1231011', 1011, null],
  ])(
    'document number %s → %i / %s and the account fails (3)',
    async (documentNumber, resultCode, subCode) => {
      const user = await signUpWithAccount();
      const link = await newLink(user.token);
      expect((await submit(link.token, { documentNumber })).body.data).toEqual({ resultCode, subCode });
      expect((await statusOf(user.token)).data).toMatchObject({
        state: 'failed',
        verificationStatus: 3,
        resultCode,
        subCode,
      });
    },
  );

  test('the link expires after 10 minutes (fake clock): check and submit answer 2013, status expired', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    t.clock.advance(KYC_LINK_TTL_MS - 1);
    expect((await t.post('/api/user/kyc/token', { token: link.token })).body.code).toBe(0);
    t.clock.advance(1);
    expect((await t.post('/api/user/kyc/token', { token: link.token })).body.code).toBe(2013);
    expect((await submit(link.token)).body.code).toBe(2013);
    expect((await statusOf(user.token)).data).toMatchObject({ state: 'expired', verificationStatus: 0 });
    // Redo after expiry works.
    const again = await newLink(user.token);
    expect((await submit(again.token)).body.data.resultCode).toBe(1000);
  });

  test('an unknown token is 2013 in the caller language', async () => {
    const { body } = await t.post('/api/user/kyc/token', { token: 'nope' }, { locale: 'zh-CN' });
    expect(body).toMatchObject({ code: 2013, msg: '链接无效或已过期。' });
    expect((await submit('nope')).body.code).toBe(2013);
  });

  test.each([
    [{ country: 'FR' }, 'country: Please select a country or region'],
    [{ documentType: 'VISA' }, 'documentType: Please select a document type'],
    [{ country: 'GLOBAL', documentType: 'ID_CARD' }, 'documentType: This document type is not accepted'],
    [{ documentNumber: '' }, 'documentNumber: Please enter the document number'],
    [{ documentNumber: 'A 1' }, 'documentNumber: Document number: up to 32 letters'],
    [{ documentImage: '' }, 'documentImage: Please take a photo of the document'],
    [{ selfieImage: undefined }, 'selfieImage: Please take a selfie'],
    [{ documentImage: GIF }, 'documentImage: Only JPG or PNG images are allowed.'],
    [{ selfieImage: 'data:text/plain;base64,aGVsbG8=' }, 'selfieImage: Only JPG or PNG images are allowed.'],
    [
      { documentImage: `data:image/png;base64,${'A'.repeat(3_000_000)}` },
      'documentImage: Each image must be at most 2MB.',
    ],
  ])('refuses %j with 1001', async (fields, msg) => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    const { body } = await submit(link.token, fields);
    expect(body.code).toBe(1001);
    expect(body.msg).toContain(msg);
    // A refused submission does not use the link.
    expect((await t.post('/api/user/kyc/token', { token: link.token })).body.code).toBe(0);
  });

  test('messages are translated (zh-CN)', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    const { body } = await submit(link.token, { documentImage: GIF }, 'zh-CN');
    expect(body).toMatchObject({ code: 1001, msg: 'documentImage: 仅支持 JPG 或 PNG 图片。' });
  });
});

function multipartBody(fields: Record<string, string>, files: Record<string, Buffer>) {
  const boundary = '----kyc-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, bytes] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');

describe('other body formats', () => {
  test('form fields work like JSON', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    const { body } = await t.post(
      '/api/user/kyc/result',
      {
        token: link.token,
        country: 'HK',
        documentType: 'PASSPORT',
        documentNumber: 'K1234205',
        documentImage: JPEG,
        selfieImage: PNG,
      },
      { form: true },
    );
    expect(body.data).toEqual({ resultCode: 1001, subCode: 205 });
  });

  test('multipart with the images as files, judged by their bytes', async () => {
    const user = await signUpWithAccount();
    const link = await newLink(user.token);
    const fields = {
      token: link.token,
      country: 'SG',
      documentType: 'DRIVING_LICENSE',
      documentNumber: 'S1',
    };
    const send = (files: Record<string, Buffer>) => {
      const { payload, contentType } = multipartBody(fields, files);
      return t.app.inject({
        method: 'POST',
        url: '/api/user/kyc/result',
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const gif = await send({ documentImage: Buffer.from('GIF89a....'), selfieImage: bytesOf(PNG) });
    expect(gif.json()).toMatchObject({
      code: 1001,
      msg: 'documentImage: Only JPG or PNG images are allowed.',
    });
    const large = Buffer.concat([bytesOf(PNG), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await send({ documentImage: bytesOf(JPEG), selfieImage: large });
    expect(tooLarge.json()).toMatchObject({
      code: 1001,
      msg: 'selfieImage: Each image must be at most 2MB.',
    });
    const missing = await send({ documentImage: bytesOf(JPEG) });
    expect(missing.json()).toMatchObject({ code: 1001, msg: 'selfieImage: Please take a selfie' });
    const passed = await send({ documentImage: bytesOf(JPEG), selfieImage: bytesOf(PNG) });
    expect(passed.json()).toEqual({ code: 0, msg: 'success', data: { resultCode: 1000, subCode: 200 } });
  });

  test('the four calls are described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { summary?: string } }>;
    }>();
    for (const path of [
      '/api/user/kyc/url',
      '/api/user/kyc/status',
      '/api/user/kyc/token',
      '/api/user/kyc/result',
    ]) {
      expect(doc.paths[path]?.post?.summary, path).toBeTruthy();
    }
  });
});

describe('after verification', () => {
  test('the account is no longer a trial: it may send to any number', async () => {
    const sender = await setUpSendingAccount(t, { trial: true });
    const send = () =>
      t.post(
        '/api/sms/send',
        { type: 1, from: 'Beacon', to: PHONES.GB, content: 'Hello there', agree: true },
        { token: sender.user.token },
      );
    expect((await send()).body.code).toBe(3004);
    const link = await newLink(sender.user.token);
    expect((await submit(link.token)).body.data.resultCode).toBe(1000);
    expect((await send()).body.code).toBe(0);
  });
});

describe('the sandbox rules', () => {
  test.each([
    ['P1234567', 1000, 200],
    ['X201', 1001, 201],
    ['X202', 1001, 202],
    ['X206', 1001, 206],
    ['X207', 1001, 207],
    ['X209', 1001, 209],
    ['X1002', 1002, null],
    ['X1014', 1014, null],
    ['X1000', 1000, 200],
    ['1200', 1000, 200],
  ])('%s → %i / %s', (documentNumber, resultCode, subCode) => {
    expect(sandboxDecision(documentNumber)).toEqual({ resultCode, subCode });
  });
});
