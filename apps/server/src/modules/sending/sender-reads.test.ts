/**
 * The caches behind the send API's reads, driven by a change feed the test announces on by hand: what they
 * answer from memory, when they stop, and that the group transaction's generation check sees a change before
 * any announcement of it has arrived (the window another process has on PostgreSQL).
 */
import { beforeAll, expect, test } from 'vitest';
import { seedDemoPrices, setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { accountScope, staleScopes, type ChangeFeed } from '../send-cache/index.js';
import { createSenderReads } from './sender-reads.js';

const t = useTestApp();
beforeAll(() => seedDemoPrices(t.db));

/** A feed that is live until told otherwise and announces only what the test announces. */
function handFeed() {
  const listeners: ((scope: string | null) => void)[] = [];
  let live = true;
  const feed: ChangeFeed = {
    isLive: () => live,
    onChange: (listener) => void listeners.push(listener),
    close: async () => {},
  };
  return {
    feed,
    announce: (scope: string | null) => listeners.forEach((listener) => listener(scope)),
    setLive: (value: boolean) => (live = value),
  };
}

async function revokeThroughConsole(sender: Awaited<ReturnType<typeof setUpSendingAccount>>) {
  const revoked = await t.post(
    '/api/sms/apikey/revoke',
    { keyId: sender.keyId },
    { token: sender.user.token },
  );
  expect(revoked.body.code).toBe(0);
}

test('a key revoked before its announcement arrives is still in memory, but the group check already sees the change', async () => {
  const sender = await setUpSendingAccount(t);
  const { feed, announce } = handFeed();
  const reads = createSenderReads({ db: t.db, feed });
  const first = (await reads.apiKey(sender.keyId, false))!;
  expect(first.value.revokedAt).toBeNull();
  expect(first.stamp.scope).toBe(accountScope(sender.accountId));
  expect(await staleScopes(t.db, [first.stamp])).toEqual(new Set());

  await revokeThroughConsole(sender);
  expect((await reads.apiKey(sender.keyId, false))!.value.revokedAt).toBeNull();
  expect(await staleScopes(t.db, [first.stamp])).toEqual(new Set([accountScope(sender.accountId)]));

  announce(accountScope(sender.accountId));
  const after = (await reads.apiKey(sender.keyId, false))!;
  expect(after.value.revokedAt).not.toBeNull();
  expect(after.stamp.generation).toBeGreaterThan(first.stamp.generation);
});

test('while the feed is down nothing is answered from memory, and losing it forgets everything', async () => {
  const sender = await setUpSendingAccount(t);
  const { feed, announce, setLive } = handFeed();
  const reads = createSenderReads({ db: t.db, feed });
  await reads.account(sender.accountId, false);
  setLive(false);
  announce(null);
  await t.post('/api/sms/setting/update', { disallowedCountries: ['FR'] }, { token: sender.user.token });
  expect((await reads.account(sender.accountId, false))!.value.settings.disallowedCountries).toEqual(['FR']);
  setLive(true);
  await t.post('/api/sms/setting/update', { disallowedCountries: ['DE'] }, { token: sender.user.token });
  // Not kept while the feed was down: read again now.
  expect((await reads.account(sender.accountId, false))!.value.settings.disallowedCountries).toEqual(['DE']);
});

test('a price import moves the prices generation, and an announced one is re-read', async () => {
  const { feed, announce } = handFeed();
  const reads = createSenderReads({ db: t.db, feed });
  const list = await reads.priceList('USD', false);
  expect(list.value.get('US')).toBeGreaterThan(0n);
  await t.db.execute(`update prices set price_micros = 123 where country = 'US' and currency = 'USD'`);
  expect(await staleScopes(t.db, [list.stamp])).toEqual(new Set(['prices']));
  expect((await reads.quote('USD', ['US'])).get('US')).toBe(list.value.get('US'));
  announce('prices');
  expect((await reads.quote('USD', ['US', 'MC'])).get('US')).toBe(123n);
});
