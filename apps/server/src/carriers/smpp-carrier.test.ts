import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SmppCarrier, type CarrierStateChange } from './smpp-carrier.js';
import { BindError } from './smpp-connection.js';
import { createHarness, messageFor, waitFor, type Harness } from './testing/carrier-harness.js';

let harness: Harness;

beforeEach(async () => {
  harness = await createHarness();
});
afterEach(async () => {
  await harness.dispose();
});

describe('binding', () => {
  test('binds as transceiver with the configured credentials and reports the state change', async () => {
    const { carrier, events } = harness.connect();
    await carrier.whenBound(AbortSignal.timeout(2000));
    expect(carrier.isBound).toBe(true);
    expect(events.states.map((change) => change.state)).toEqual(['connecting', 'bound']);
    expect(harness.simulator.stats().boundSessions).toBe(1);
  });

  test('a wrong password is refused with ESME_RBINDFAIL and the carrier keeps retrying', async () => {
    const url = harness.simulator.url().replace(':beacon@', ':wrong@');
    const states: CarrierStateChange[] = [];
    const carrier = new SmppCarrier(`${url}?reconnectMin=10&reconnectMax=20`, {
      handlers: { onStateChange: (change) => void states.push(change) },
    });
    carrier.start();
    try {
      await waitFor(
        () => states.filter((change) => change.state === 'disconnected').length >= 2,
        2000,
        'retries',
      );
      const failure = states.find((change) => change.state === 'disconnected')?.error;
      expect(failure).toBeInstanceOf(BindError);
      expect((failure as BindError).commandStatus).toBe(0x0d);
      expect(carrier.isBound).toBe(false);
    } finally {
      await carrier.close();
    }
  });
});

describe('submitting', () => {
  test('a single GSM-7 message is recorded once in received.jsonl with our message id', async () => {
    const { carrier } = harness.connect();
    const result = await carrier.submit(messageFor('msg-gsm', '+447700900123', 'Hello {world} €5 ÄÖ'));
    expect(result.carrierMessageIds).toHaveLength(1);
    const lines = await waitFor(async () => {
      const received = await harness.readReceived();
      return received.length === 1 && received;
    });
    expect(lines[0]).toMatchObject({
      messageId: 'msg-gsm',
      from: 'Beacon',
      to: '+447700900123',
      content: 'Hello {world} €5 ÄÖ',
    });
    const [line] = lines;
    expect(Object.keys(line ?? {}).sort()).toEqual(['content', 'from', 'messageId', 'receivedAt', 'to']);
    expect(new Date(line?.receivedAt ?? NaN).toISOString()).toBe(line?.receivedAt);
  });

  test('a single UCS-2 message keeps characters outside the BMP', async () => {
    const { carrier } = harness.connect();
    await carrier.submit(messageFor('msg-ucs2', '+8613800138000', '你好，世界 👋', '+15005550006'));
    const [line] = await waitFor(async () => {
      const received = await harness.readReceived();
      return received.length === 1 && received;
    });
    expect(line).toMatchObject({ messageId: 'msg-ucs2', from: '+15005550006', content: '你好，世界 👋' });
  });

  test('a 3-part concatenated message is one line with the reassembled content and one id per part', async () => {
    const { carrier, events } = harness.connect();
    const content = 'The quick brown fox jumps over the lazy dog. '.repeat(9).trim();
    const request = messageFor('msg-long', '+14155550100', content);
    expect(request.parts).toHaveLength(3);
    const accepted: number[] = [];
    const result = await carrier.submit(request, { onPartAccepted: (index) => void accepted.push(index) });
    expect(new Set(result.carrierMessageIds).size).toBe(3);
    expect(accepted.sort()).toEqual([0, 1, 2]);
    const lines = await waitFor(async () => {
      const received = await harness.readReceived();
      return received.length === 1 && received;
    });
    expect(lines[0]?.content).toBe(content);
    await waitFor(() => events.receipts.length === 3, 2000, 'three receipts');
    expect(events.receipts.map((receipt) => receipt.carrierMessageId).sort()).toEqual(
      [...result.carrierMessageIds].sort(),
    );
  });

  test('a part longer than short_message allows is refused before anything is sent', async () => {
    const { carrier } = harness.connect();
    const request = {
      ...messageFor('msg-big', '+14155550100', 'x'),
      parts: [{ message: Buffer.alloc(300, 0x41) }],
    };
    await expect(carrier.submit(request)).rejects.toMatchObject({ reason: 'invalid', isPermanent: true });
    expect(harness.simulator.stats().submitsReceived).toBe(0);
  });

  test('close() unbinds gracefully and later submits fail as closed', async () => {
    const { carrier, events } = harness.connect();
    await carrier.whenBound();
    await carrier.close();
    expect(events.states.at(-1)?.state).toBe('closed');
    await waitFor(() => harness.simulator.stats().boundSessions === 0, 1000, 'session to end');
    await expect(carrier.submit(messageFor('late', '+14155550100', 'late'))).rejects.toMatchObject({
      reason: 'closed',
    });
  });
});
