import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { apiKeys } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { setUpSendingAccount } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

describe('API keys in the console', () => {
  test('create shows the secret once; only its hash and a hint are stored; list never shows it', async () => {
    const sender = await setUpSendingAccount(t);
    const created = await t.post<{ keyId: string; secret: string; name: string; createdAt: string }>(
      '/api/sms/apikey/create',
      { name: 'Production' },
      { token: sender.user.token },
    );
    expect(created.body.data).toEqual({
      keyId: expect.stringMatching(/^AK[0-9A-Z]{26}$/),
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: 'Production',
      createdAt: t.clock.now().toISOString(),
    });
    const { keyId, secret } = created.body.data;
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row).toMatchObject({ secretHash: sha256(secret), secretHint: secret.slice(0, 4) });
    const list = await t.post('/api/sms/apikey/list', {}, { token: sender.user.token });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(list.body.data).toEqual([
      {
        keyId,
        name: 'Production',
        secretHint: secret.slice(0, 4),
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
      },
      expect.objectContaining({ name: 'test key' }),
    ]);
  });

  test('revoke marks the key; revoking again, an unknown key or another account’s key is 1006', async () => {
    const sender = await setUpSendingAccount(t);
    const other = await setUpSendingAccount(t);
    const revoke = (token: string, keyId: string) => t.post('/api/sms/apikey/revoke', { keyId }, { token });
    expect((await revoke(other.user.token, sender.keyId)).body.code).toBe(1006);
    expect((await revoke(sender.user.token, sender.keyId)).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await revoke(sender.user.token, sender.keyId)).body.code).toBe(1006);
    expect((await revoke(sender.user.token, 'AKnope')).body.code).toBe(1006);
    const list = await t.post<{ revokedAt: string | null }[]>(
      '/api/sms/apikey/list',
      {},
      { token: sender.user.token },
    );
    expect(list.body.data[0]!.revokedAt).toBe(t.clock.now().toISOString());
  });

  test('at most 20 live keys per account', async () => {
    const sender = await setUpSendingAccount(t);
    for (let i = 2; i <= 20; i += 1) {
      expect(
        (await t.post('/api/sms/apikey/create', { name: `k${i}` }, { token: sender.user.token })).body.code,
      ).toBe(0);
    }
    expect(
      (await t.post('/api/sms/apikey/create', { name: 'k21' }, { token: sender.user.token })).body.code,
    ).toBe(1006);
    await t.post('/api/sms/apikey/revoke', { keyId: sender.keyId }, { token: sender.user.token });
    expect(
      (await t.post('/api/sms/apikey/create', { name: 'k21' }, { token: sender.user.token })).body.code,
    ).toBe(0);
  });

  test('a name is required (1001)', async () => {
    const sender = await setUpSendingAccount(t);
    expect(
      (await t.post('/api/sms/apikey/create', { name: ' ' }, { token: sender.user.token })).body,
    ).toMatchObject({
      code: 1001,
      msg: 'name: Please enter a name for the key',
    });
  });
});
