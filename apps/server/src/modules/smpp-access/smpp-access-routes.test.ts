/**
 * The console's SMPP calls (docs/smpp-access.md): where to bind, credentials with the password shown once and
 * stored as an argon2id hash, revocation, and the binds open now as their process reports them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { CreatedSmppCredential, SmppBindList, SmppCredential, SmppInfo } from '@beacon/shared';
import { smppCredentials } from '../../db/schema/index.js';
import { setUpSendingAccount } from '../../testing/sending-flows.js';
import { useSmppAccess } from '../../testing/smpp-harness.js';

const s = useSmppAccess({ smpp: { maxBinds: 3, window: 40 } });

describe('SMPP access in the console', () => {
  test('info names the host, the port and the limits; no TLS port without a certificate', async () => {
    const { user } = await setUpSendingAccount(s.t);
    const info = await s.t.post<SmppInfo>('/api/sms/smpp/info', undefined, { token: user.token });
    expect(info.body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        enabled: true,
        host: 'smpp.beacon.test',
        port: s.port(),
        tlsPort: null,
        maxBinds: 3,
        window: 40,
        idleTimeoutSeconds: 60,
      },
    });
  });

  test('a credential is created with its password shown once, listed without it, and revoked', async () => {
    const { user } = await setUpSendingAccount(s.t);
    const created = await s.t.post<CreatedSmppCredential>('/api/sms/smpp/credential/create', undefined, {
      token: user.token,
    });
    expect(created.body.data).toEqual({
      systemId: expect.stringMatching(/^BC[0-9A-Z]{8}$/),
      password: expect.stringMatching(/^[A-Za-z2-9]{8}$/),
      createdAt: expect.any(String),
    });
    const { systemId, password } = created.body.data;
    const [row] = await s.t.db.select().from(smppCredentials).where(eq(smppCredentials.systemId, systemId));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);

    const listed = await s.t.post<SmppCredential[]>('/api/sms/smpp/credential/list', undefined, {
      token: user.token,
    });
    expect(listed.body.data).toEqual([
      { systemId, createdAt: expect.any(String), revokedAt: null, lastBindAt: null, lastBindIp: null },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(password);

    const revoked = await s.t.post('/api/sms/smpp/credential/revoke', { systemId }, { token: user.token });
    expect(revoked.body).toEqual({ code: 0, msg: 'success', data: null });
    const after = await s.t.post<SmppCredential[]>('/api/sms/smpp/credential/list', undefined, {
      token: user.token,
    });
    expect(after.body.data[0]!.revokedAt).not.toBeNull();
  });

  test("revoking another account's credential, an unknown one or a revoked one is 1006; a blank one is 1001", async () => {
    const owner = await s.customer();
    const stranger = await setUpSendingAccount(s.t);
    const token = stranger.user.token;
    const foreign = await s.t.post(
      '/api/sms/smpp/credential/revoke',
      { systemId: owner.systemId },
      { token },
    );
    expect(foreign.body.code).toBe(1006);
    const unknown = await s.t.post('/api/sms/smpp/credential/revoke', { systemId: 'BCNOSUCH01' }, { token });
    expect(unknown.body.code).toBe(1006);
    const blank = await s.t.post(
      '/api/sms/smpp/credential/revoke',
      { systemId: '  ' },
      { token, locale: 'zh-CN' },
    );
    expect(blank.body).toMatchObject({ code: 1001, data: { fields: { systemId: '系统 ID 无效' } } });
    const tooLong = await s.t.post(
      '/api/sms/smpp/credential/revoke',
      { systemId: 'X'.repeat(16) },
      { token },
    );
    expect(tooLong.body.code).toBe(1001);
    // The owner's credential still binds.
    const esme = await s.connect();
    expect((await esme.bind('bind_transceiver', owner.systemId, owner.password)).command_status).toBe(0);
  });

  test('an account holds at most 10 live credentials (1006 beyond); a revoked one frees a place', async () => {
    const { user } = await setUpSendingAccount(s.t);
    const create = () =>
      s.t.post<CreatedSmppCredential>('/api/sms/smpp/credential/create', undefined, { token: user.token });
    const made: string[] = [];
    for (let i = 0; i < 10; i += 1) made.push((await create()).body.data.systemId);
    expect((await create()).body.code).toBe(1006);
    await s.t.post('/api/sms/smpp/credential/revoke', { systemId: made[0] }, { token: user.token });
    expect((await create()).body.code).toBe(0);
  });

  test('the binds open now, with type, address, submits per second and window use', async () => {
    const customer = await s.customer();
    const token = customer.user.token;
    const empty = await s.t.post<SmppBindList>('/api/sms/smpp/bind/list', undefined, { token });
    expect(empty.body.data).toEqual({ items: [], waitingDeliveries: 0 });
    const transmitter = await s.bind(customer, 'bind_transmitter');
    await s.bind(customer, 'bind_receiver');
    await transmitter.submit({
      destination_addr: '14155550123',
      dest_addr_ton: 1,
      short_message: Buffer.from('hi'),
    });
    await s.t.app.smppServer!.reportBinds();
    const listed = await s.t.post<SmppBindList>('/api/sms/smpp/bind/list', undefined, { token });
    listed.body.data.items.sort((a, b) => b.bindType.localeCompare(a.bindType));
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({
        systemId: customer.systemId,
        bindType: 'transmitter',
        remoteAddress: '127.0.0.1',
        tls: false,
        windowUsed: 0,
        windowSize: 40,
      }),
      expect.objectContaining({ systemId: customer.systemId, bindType: 'receiver' }),
    ]);
    expect(listed.body.data.items[0]!.submitsPerSecond).toBeGreaterThan(0);
    const credentials = await s.t.post<SmppCredential[]>('/api/sms/smpp/credential/list', undefined, {
      token,
    });
    expect(credentials.body.data[0]).toMatchObject({
      lastBindIp: '127.0.0.1',
      lastBindAt: expect.any(String),
    });

    await transmitter.request('unbind');
    await transmitter.closed();
    await expect
      .poll(
        async () =>
          (await s.t.post<SmppBindList>('/api/sms/smpp/bind/list', undefined, { token })).body.data.items
            .length,
      )
      .toBe(1);
  });
});
