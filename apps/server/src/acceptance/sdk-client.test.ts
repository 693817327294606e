/**
 * The SDK (`@beacon/sdk`, issue 26) against the real server as `npm start` runs it: an operator-made key, a send,
 * the status read until final, the delivered status webhook checked with the SDK's verifyWebhookSignature, a
 * one-time code started and checked through the Verify API, and a send refused with 429 and Retry-After that the
 * SDK waits out and repeats with the same Idempotency-Key — on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. Only the SDK talks to the public API here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createBeaconClient,
  verifyWebhookSignature,
  type MessageStatusEvent,
  type RetryEvent,
} from '@beacon/sdk';
import { describe, expect, test, vi } from 'vitest';
import { consoleCaller, signUpOwnerOverHttp } from '../testing/http-signup.js';
import { runCli, waitFor } from '../testing/processes.js';
import { DATABASE_TARGETS, useSenderServer } from '../testing/sender-server.js';
import { useTempDirs } from '../testing/temp-dirs.js';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
const tempDir = useTempDirs('beacon-sdk');

const FINAL = ['delivered', 'undelivered', 'expired', 'rejected', 'failed'];
const WEBHOOK_SECRET = 'whsec-sdk-0123456789';
/** A handset the simulator answers DELIVRD for. */
const TO = '+14155550123';

describe.each(DATABASE_TARGETS)('the SDK against the server on $name', ({ postgres }) => {
  const sender = useSenderServer(postgres, tempDir);

  /** The code in the text of `messageId` as the carrier received it (the simulator's received.jsonl). */
  function receivedCode(messageId: string): string | undefined {
    let lines: string[];
    try {
      lines = readFileSync(path.join(sender.dataDir, 'simulator', 'received.jsonl'), 'utf8').split('\n');
    } catch {
      return undefined;
    }
    for (const line of lines.filter(Boolean)) {
      const received = JSON.parse(line) as { messageId: string; content: string };
      if (received.messageId === messageId) return /\b(\d{6})\b/.exec(received.content)?.[1];
    }
    return undefined;
  }

  test('sends, reads the status, verifies the delivered webhook, checks a code and waits out a 429', async () => {
    const { base, dataDir, operatorEnv, receiver, server } = sender;
    const { token, accountId } = await signUpOwnerOverHttp(base, dataDir);
    expect((await runCli(operatorEnv, 'account:verify', accountId)).code).toBe(0);
    expect((await runCli(operatorEnv, 'account:credit', accountId, '10.00')).code).toBe(0);
    const key = await runCli(operatorEnv, 'apikey:create', accountId);
    expect(key.code, key.stderr).toBe(0);

    const retries: RetryEvent[] = [];
    const beacon = createBeaconClient({
      baseUrl: base,
      keyId: String(key.json.keyId),
      keySecret: String(key.json.secret),
      accountId,
      onRetry: (retry) => void retries.push(retry),
    });

    // A send and its status, read until the carrier's receipt makes it final.
    await consoleCaller(base)(
      '/sms/setting/update',
      { statusWebhookUrl: receiver.url('/status'), webhookSecret: WEBHOOK_SECRET, signatureEnabled: true },
      token,
    );
    const sent = await beacon.sms.send({ type: 'otp', to: TO, content: 'Your code is 482913' });
    expect(sent.messages).toMatchObject([{ to: TO, status: 'queued' }]);
    const { messageId } = sent.messages[0]!;
    let status = await beacon.sms.status(messageId);
    await waitFor(
      async () => FINAL.includes((status = await beacon.sms.status(messageId)).status),
      60_000,
      'the message to reach a final status',
    );
    expect(status).toMatchObject({ messageId, to: TO, country: 'US', status: 'delivered', errorCode: null });

    // Its status webhook as delivered, checked the way a receiver checks it: over the raw body.
    const finalEvent = () =>
      receiver.requests.find((request) => {
        const event = JSON.parse(request.body) as MessageStatusEvent;
        return event.messageId === messageId && FINAL.includes(event.status);
      });
    await waitFor(() => finalEvent() !== undefined, 60_000, 'the final status webhook');
    const { headers, body } = finalEvent()!;
    const signature = headers['x-signature'] as string;
    expect(verifyWebhookSignature(WEBHOOK_SECRET, signature, body)).toBe(true);
    expect(verifyWebhookSignature(WEBHOOK_SECRET, signature, body.replace('delivered', 'failed'))).toBe(
      false,
    );
    expect(verifyWebhookSignature('another-secret', signature, body)).toBe(false);
    expect(JSON.parse(body)).toMatchObject({ event: 'message.status', messageId, status: 'delivered' });

    // A one-time code through the Verify API: sent as an SMS (read here where the carrier received it), checked.
    const started = await beacon.verify.start({ to: TO, codeLength: 6 });
    expect(started).toMatchObject({ to: TO, status: 'pending', sendCount: 1 });
    let code: string | undefined;
    await waitFor(
      () => (code = receivedCode(started.messageId)) !== undefined,
      60_000,
      'the code to reach the carrier',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    const missed = await beacon.verify.check({ verificationId: started.verificationId, code: wrong });
    expect(missed).toMatchObject({ status: 'pending', attemptsLeft: 4 });
    const checked = await beacon.verify.check({ verificationId: started.verificationId, code: code! });
    expect(checked).toMatchObject({ verificationId: started.verificationId, status: 'approved' });
    await expect(
      beacon.verify.check({ verificationId: started.verificationId, code: code! }),
    ).rejects.toMatchObject({ status: 404, code: 1014 });

    // One message a second: sends in a row meet 429 with Retry-After, which the SDK waits out and repeats.
    await consoleCaller(base)('/sms/setting/update', { perSecondRate: 1 }, token);
    const accepted: string[] = [];
    for (let attempt = 0; attempt < 30 && retries.length === 0; attempt += 1) {
      const again = await beacon.sms.send({ type: 'otp', to: TO, content: `Your code is ${attempt}` });
      accepted.push(again.batchId);
    }
    expect(retries[0]).toMatchObject({ reason: 429, method: 'POST' });
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(1_000);
    // Each send was accepted once, the repeated one included.
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(server.log()).not.toMatch(/"level":(50|60)/);
  });
});
