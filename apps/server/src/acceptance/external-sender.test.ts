/**
 * Issue "Done when": an external sender with an API key made by `npm run ops -- apikey:create` sends through
 * `/api/v1/sms/send` and sees each message delivered or failed via `GET /api/v1/sms/messages/{id}`, in the
 * console log, and at its status webhook with a valid signature — on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. Everything is a real process on loopback: the server as `npm start` runs it (SMSC simulator,
 * .eml mail), the operator CLI, and a webhook receiver; nothing is reached into.
 */
import { describe, expect, test, vi } from 'vitest';
import { basicAuthHeader } from '../http/basic-auth.js';
import { verifySignatureHeader } from '../modules/webhooks/index.js';
import { runCli, waitFor } from '../testing/processes.js';
import { consoleCaller, signUpOwnerOverHttp } from '../testing/http-signup.js';
import { DATABASE_TARGETS, useSenderServer } from '../testing/sender-server.js';
import { useTempDirs } from '../testing/temp-dirs.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
const tempDir = useTempDirs('beacon-acceptance');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface ApiMessage {
  messageId: string;
  to: string;
  country: string;
  status: string;
  segments: number;
  cost: string;
  errorCode: string | null;
}

const FINAL = ['delivered', 'undelivered', 'expired', 'rejected', 'failed'];
const WEBHOOK_SECRET = 'whsec-acceptance-0123456789';
/** A handset that answers DELIVRD, and the simulator's test number that answers UNDELIV. */
const DELIVERED_TO = '+14155550123';
const UNDELIVERED_TO = '+12025550101';

describe.each(DATABASE_TARGETS)('an external sender on $name', ({ postgres }) => {
  const sender = useSenderServer(postgres, tempDir);

  /** The owner signs up in the console and sets the status webhook, as a customer would before integrating. */
  async function ownerWithAccount(): Promise<{ token: string; accountId: string }> {
    const owner = await signUpOwnerOverHttp(sender.base, sender.dataDir);
    await consoleCaller(sender.base)(
      '/sms/setting/update',
      {
        statusWebhookUrl: sender.receiver.url('/status'),
        webhookSecret: WEBHOOK_SECRET,
        signatureEnabled: true,
      },
      owner.token,
    );
    return owner;
  }

  test('sends with an operator-made key and sees each message end in the API, the console log and its signed webhook', async () => {
    const { token, accountId } = await ownerWithAccount();
    const { base, operatorEnv, receiver, server } = sender;

    // The operator ends the trial, tops up and issues the key the sender integrates with.
    expect((await runCli(operatorEnv, 'account:verify', accountId)).code).toBe(0);
    const credit = await runCli(operatorEnv, 'account:credit', accountId, '10.00');
    expect(credit.code, credit.stderr).toBe(0);
    const key = await runCli(operatorEnv, 'apikey:create', accountId);
    expect(key.code, key.stderr).toBe(0);
    expect(key.json).toMatchObject({ keyId: expect.any(String), secret: expect.any(String) });
    const headers = {
      authorization: basicAuthHeader(String(key.json.keyId), String(key.json.secret)),
      'x-account-id': accountId,
    };

    const sent = await fetch(`${base}/api/v1/sms/send`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'otp',
        to: [DELIVERED_TO, UNDELIVERED_TO],
        content: 'Your code is 482913',
      }),
    });
    const accepted = (await sent.json()) as Envelope<{ messages: ApiMessage[]; currency: string }>;
    expect(sent.status, accepted.msg).toBe(200);
    expect(accepted.data.messages.map((m) => [m.to, m.status])).toEqual([
      [DELIVERED_TO, 'queued'],
      [UNDELIVERED_TO, 'queued'],
    ]);

    // The sender polls each message until it is final.
    const finals = new Map<string, ApiMessage>();
    await waitFor(
      async () => {
        for (const { messageId } of accepted.data.messages) {
          const response = await fetch(`${base}/api/v1/sms/messages/${messageId}`, { headers });
          const body = (await response.json()) as Envelope<ApiMessage>;
          if (FINAL.includes(body.data?.status)) finals.set(messageId, body.data);
        }
        return finals.size === 2;
      },
      60_000,
      'both messages to reach a final status',
    );
    const [delivered, undelivered] = accepted.data.messages.map((m) => finals.get(m.messageId)!);
    expect(delivered).toMatchObject({
      to: DELIVERED_TO,
      country: 'US',
      status: 'delivered',
      errorCode: null,
    });
    expect(undelivered).toMatchObject({ to: UNDELIVERED_TO, status: 'undelivered' });

    // The owner sees the same outcomes in the console log.
    const log = await consoleCaller(base)<{ items: { id: string; status: string; phone?: string }[] }>(
      '/sms/log/list',
      {},
      token,
    );
    const logged = new Map(log.items.map((item) => [item.id, item.status]));
    expect(logged.get(delivered!.messageId)).toBe('delivered');
    expect(logged.get(undelivered!.messageId)).toBe('undelivered');

    // And the status webhook carried each final status, signed with the account's secret.
    const finalEvents = () =>
      receiver.requests
        .map((request) => ({
          request,
          event: JSON.parse(request.body) as { status: string; messageId: string },
        }))
        .filter(({ event }) => FINAL.includes(event.status));
    await waitFor(() => finalEvents().length >= 2, 60_000, 'the final status webhooks');
    for (const { request, event } of finalEvents()) {
      expect(event).toMatchObject({ event: 'message.status', status: finals.get(event.messageId)?.status });
      const signature = String(request.headers['x-signature']);
      expect(verifySignatureHeader(signature, WEBHOOK_SECRET, request.body, Date.now() / 1000)).toBe(true);
    }
    expect(server.log()).not.toMatch(/"level":(50|60)/);
  });
});
