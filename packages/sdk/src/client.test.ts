import { describe, expect, test } from 'vitest';
import { BeaconApiError, createBeaconClient } from './index.js';

const RESULT = {
  batchId: 'BT1',
  messages: [
    {
      messageId: 'SM1',
      to: '+14155550100',
      country: 'US',
      encoding: 'GSM-7',
      segments: 1,
      cost: '0.0075',
      status: 'queued',
    },
  ],
  cost: '0.0075',
  currency: 'USD',
  balance: '1.9925',
  dropped: [],
};

function recordingClient(...answers: Response[]) {
  const requests: Request[] = [];
  const beacon = createBeaconClient({
    baseUrl: 'http://beacon.test/',
    keyId: 'AK1',
    keySecret: 's3cret',
    accountId: 'AC1',
    locale: 'zh-CN',
    sleep: async () => {},
    fetch: async (request) => {
      requests.push(request.clone());
      return answers.shift() ?? new Response('no answer', { status: 500 });
    },
  });
  return { beacon, requests };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the client', () => {
  test('sends with Basic auth, X-Account-Id, Accept-Language and a fresh Idempotency-Key per call', async () => {
    const { beacon, requests } = recordingClient(
      json(200, { code: 0, msg: 'success', data: RESULT }),
      json(200, { code: 0, msg: 'success', data: RESULT }),
    );
    const body = { type: 'otp', to: '+14155550100', content: 'Your code is 1234' } as const;
    expect(await beacon.sms.send(body)).toEqual(RESULT);
    await beacon.sms.send(body);
    const [first, second] = requests as [Request, Request];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('http://beacon.test/api/v1/sms/send');
    expect(first.headers.get('authorization')).toBe(`Basic ${Buffer.from('AK1:s3cret').toString('base64')}`);
    expect(first.headers.get('x-account-id')).toBe('AC1');
    expect(first.headers.get('accept-language')).toBe('zh-CN');
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual(body);
    expect(first.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
  });

  test('keeps one Idempotency-Key across the retries of one send, or the one given', async () => {
    const { beacon, requests } = recordingClient(
      json(429, { code: 1012, msg: 'Rate limit exceeded.', data: null }, { 'retry-after': '1' }),
      json(200, { code: 0, msg: 'success', data: RESULT }),
      json(200, { code: 0, msg: 'success', data: RESULT }),
    );
    await beacon.sms.send({ type: 'otp', to: '+14155550100', content: 'x' });
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    await beacon.sms.send(
      { type: 'otp', to: '+14155550100', content: 'x' },
      { idempotencyKey: 'order-4711' },
    );
    expect(requests[2]!.headers.get('idempotency-key')).toBe('order-4711');
  });

  test('reads a status, escaping the id into the path', async () => {
    const status = {
      messageId: 'SM/1',
      to: '+14155550100',
      country: 'US',
      status: 'delivered',
      segments: 1,
      cost: '0.0075',
      errorCode: null,
      createdAt: 'a',
      updatedAt: 'b',
    };
    const { beacon, requests } = recordingClient(json(200, { code: 0, msg: 'success', data: status }));
    expect(await beacon.sms.status('SM/1')).toEqual(status);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe('http://beacon.test/api/v1/sms/messages/SM%2F1');
    expect(requests[0]!.headers.has('idempotency-key')).toBe(false);
  });

  test('throws the refusal as a BeaconApiError with status, code, msg and Retry-After', async () => {
    const { beacon } = recordingClient(
      json(402, { code: 1011, msg: 'Insufficient balance.', data: null }),
      json(429, { code: 1012, msg: 'Rate limit exceeded.', data: null }, { 'retry-after': '3600' }),
      new Response('Bad gateway', { status: 502 }),
    );
    const body = { type: 'otp', to: '+14155550100', content: 'x' } as const;
    await expect(beacon.sms.send(body)).rejects.toMatchObject({
      status: 402,
      code: 1011,
      msg: 'Insufficient balance.',
    });
    const limited = await beacon.sms.send(body).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(BeaconApiError);
    expect(limited).toMatchObject({ status: 429, code: 1012, retryAfterSeconds: 3600 });
    await expect(beacon.sms.status('SM1')).rejects.toMatchObject({
      status: 502,
      code: 502,
      msg: 'Bad gateway',
    });
  });
});

describe('the Verify API', () => {
  test('starts with an Idempotency-Key and checks without one, answering their data', async () => {
    const started = {
      verificationId: 'VE1',
      to: '+14155550100',
      status: 'pending',
      expiresAt: '2026-03-02T09:10:00.000Z',
      sendCount: 1,
      messageId: 'SM1',
    };
    const checked = { verificationId: 'VE1', status: 'approved', attemptsLeft: 0 };
    const { beacon, requests } = recordingClient(
      json(200, { code: 0, msg: 'success', data: started }),
      json(200, { code: 0, msg: 'success', data: checked }),
      json(404, { code: 1014, msg: 'Verification not found.', data: null }),
    );
    expect(await beacon.verify.start({ to: '+14155550100', codeLength: 6 })).toEqual(started);
    expect(await beacon.verify.check({ verificationId: 'VE1', code: '042917' })).toEqual(checked);
    await expect(beacon.verify.check({ verificationId: 'VE1', code: '042917' })).rejects.toMatchObject({
      status: 404,
      code: 1014,
    });
    const [start, check] = requests as [Request, Request];
    expect(start.url).toBe('http://beacon.test/api/v1/verify/start');
    expect(start.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await start.json()).toEqual({ to: '+14155550100', codeLength: 6 });
    expect(check.url).toBe('http://beacon.test/api/v1/verify/check');
    expect(check.headers.has('idempotency-key')).toBe(false);
    expect(check.headers.get('x-account-id')).toBe('AC1');
  });

  test('never repeats a check after a network failure: it may have counted an attempt', async () => {
    let calls = 0;
    const beacon = createBeaconClient({
      baseUrl: 'http://beacon.test',
      keyId: 'AK1',
      keySecret: 's',
      accountId: 'AC1',
      sleep: async () => {},
      fetch: async () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
    });
    await expect(beacon.verify.check({ verificationId: 'VE1', code: '1' })).rejects.toThrow('fetch failed');
    expect(calls).toBe(1);
    await expect(beacon.verify.start({ to: '+14155550100' })).rejects.toThrow('fetch failed');
    expect(calls).toBe(1 + 4);
  });
});
