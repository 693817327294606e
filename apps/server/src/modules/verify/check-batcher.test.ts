import { beforeAll, describe, expect, test } from 'vitest';
import { VERIFY_LIMITS } from '@beacon/shared';
import { PHONES, apiHeaders, seedDemoPrices, setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { textsNamedUnder } from '../../db/named-statement.js';
import { createCheckBatcher } from './check-batcher.js';
import { createCodeHasher } from './code.js';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoPrices(t.db);
});

/** A batcher of its own, and a check of `id` with a wrong code through it. */
function wrongCodeChecks(accountId: string) {
  const hasher = createCodeHasher(t.config.codeHmacKey);
  const batcher = createCheckBatcher({
    db: t.db,
    clock: t.clock.now,
    maxAttempts: VERIFY_LIMITS.maxAttempts,
  });
  return (id: string) =>
    batcher.check({ accountId, id, candidateHash: hasher.hashOf(id, '000000'), stamps: [] });
}

describe('the Verify check batcher', () => {
  test('a check that makes the statement fail fails alone; the checks beside it are answered', async () => {
    const sender = await setUpSendingAccount(t);
    const started = await t.post<{ verificationId: string }>(
      '/api/v1/verify/start',
      { to: PHONES.GB },
      { headers: apiHeaders(sender) },
    );
    const { verificationId } = started.body.data;
    const checkOf = wrongCodeChecks(sender.accountId);
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

  test('one check and seven at once run one statement text, so a connection prepares it once', async () => {
    const sender = await setUpSendingAccount(t);
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const started = await t.post<{ verificationId: string }>(
        '/api/v1/verify/start',
        { to: `+4474001234${String(50 + i)}` },
        { headers: apiHeaders(sender) },
      );
      expect(started.body).toMatchObject({ code: 0 });
      ids.push(started.body.data.verificationId);
    }
    const checkOf = wrongCodeChecks(sender.accountId);
    await checkOf(ids[0]!);
    const texts = textsNamedUnder('verify-check');
    expect(texts).toBeGreaterThan(0);
    const outcomes = await Promise.all(ids.slice(1).map(checkOf));
    expect(outcomes.map((outcome) => outcome.kind === 'answered' && outcome.row.attempts)).toEqual(
      ids.slice(1).map(() => 1),
    );
    expect(textsNamedUnder('verify-check')).toBe(texts);
  });
});
