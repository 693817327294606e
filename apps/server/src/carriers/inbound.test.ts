import { afterEach, beforeEach, expect, test } from 'vitest';
import { createHarness, waitFor, type Harness } from './testing/carrier-harness.js';

let harness: Harness;

beforeEach(async () => {
  harness = await createHarness();
});
afterEach(async () => {
  await harness.dispose();
});

test.each([
  { kind: 'single GSM-7', content: 'STOP', parts: 1, dataCoding: 0 },
  {
    kind: 'concatenated GSM-7',
    content: 'Reply with extension chars [~] and € '.repeat(6),
    parts: 2,
    dataCoding: 0,
  },
  { kind: 'concatenated UCS-2', content: '回复确认 👍 '.repeat(12), parts: 2, dataCoding: 8 },
])('an inbound $kind message arrives whole, decoded', async ({ content, parts, dataCoding }) => {
  const { carrier, events } = harness.connect();
  await carrier.whenBound();
  const sessions = await harness.simulator.injectInbound({
    from: '+447700900555',
    to: '+15005550006',
    content,
  });
  expect(sessions).toBe(1);
  const [message] = await waitFor(() => events.inbound.length === 1 && events.inbound, 2000, 'the MO');
  expect(message).toMatchObject({
    carrier: carrier.name,
    from: '+447700900555',
    to: '+15005550006',
    content,
    parts,
    dataCoding,
  });
  expect(events.receipts).toEqual([]);
});

test('an inbound message is delivered to every bound session', async () => {
  const first = harness.connect();
  const second = harness.connect();
  await Promise.all([first.carrier.whenBound(), second.carrier.whenBound()]);
  await harness.simulator.injectInbound({ from: '+447700900555', to: '12345', content: 'HELP' });
  await waitFor(() => first.events.inbound.length === 1 && second.events.inbound.length === 1, 2000, 'both');
  expect(second.events.inbound[0]).toMatchObject({ to: '12345', content: 'HELP' });
});

test('an inbound message the engine fails to store is refused with ESME_RX_T_APPN', async () => {
  const { carrier } = harness.connect(
    {},
    { handlers: { onInbound: () => Promise.reject(new Error('db down')) } },
  );
  await carrier.whenBound();
  const accepted = await harness.simulator.injectInbound({
    from: '+447700900555',
    to: '12345',
    content: 'HELP',
  });
  expect(accepted).toBe(0);
});
