import { beforeAll, describe, expect, test } from 'vitest';
import { VERIFY_LIMITS } from '@beacon/shared';
import { PHONES, apiHeaders, seedDemoPrices, setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { createCheckBatcher } from './check-batcher.js';
import { createCodeHasher } from './code.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

describe('the Verify check batcher', () => {
  test('a check that makes the statement fail fails alone; the checks beside it are answered', async () => {
    const sender = await setUpSendingAccount(t);
    const started = await t.post<{ verificationId: string }>(
      '/api/v1/verify/start',
      { to: PHONES.GB },
      { headers: apiHeaders(sender) },
    );
    const { verificationId } = started.body.data;
    const hasher = createCodeHasher(t.config.codeHmacKey);
    const batcher = createCheckBatcher({
      db: t.db,
      clock: t.clock.now,
      maxAttempts: VERIFY_LIMITS.maxAttempts,
    });
    const checkOf = (id: string) =>
      batcher.check({
        accountId: sender.accountId,
        id,
        candidateHash: hasher.hashOf(id, '000000'),
        stamps: [],
      });
    // In one tick, so in one statement: a NUL in a text parameter makes the database refuse the statement.
    const [bad, good, unknown] = await Promise.allSettled([
      checkOf('VE\u0000broken'),
      checkOf(verificationId),
      checkOf('VE00000000000000000000000002'),
    ]);
    expect(bad.status).toBe('rejected');
    expect(good).toMatchObject({
      status: 'fulfilled',
      value: { kind: 'answered', row: { id: verificationId, attempts: 1 } },
    });
    expect(unknown).toEqual({ status: 'fulfilled', value: { kind: 'notFound' } });
  });
});
