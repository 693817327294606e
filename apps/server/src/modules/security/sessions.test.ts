import { describe, expect, test } from 'vitest';
import { signIn, signUp, startLogin } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; rv:131.0) Gecko/20100101 Firefox/131.0';

interface SessionView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
  trusted: boolean;
}

interface DeviceView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  network: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
  current: boolean;
}

const listSessions = async (token: string) =>
  (await t.post<SessionView[]>('/api/user/session/list', undefined, { token })).body.data;
const listDevices = async (token: string) =>
  (await t.post<DeviceView[]>('/api/user/device/list', undefined, { token })).body.data;

describe('signed-in sessions', () => {
  test('are listed with browser, address, times and the current one marked', async () => {
    const user = await signUp(t);
    t.clock.advance(60_000);
    const firefox = await signIn(t, user, {
      headers: { 'user-agent': FIREFOX },
      remoteAddress: '203.0.113.9',
    });
    const sessions = await listSessions(firefox.token);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toEqual({
      id: expect.any(String),
      userAgent: FIREFOX,
      ip: '203.0.113.9',
      createdAt: t.clock.now().toISOString(),
      lastSeenAt: t.clock.now().toISOString(),
      current: true,
      trusted: false,
    });
    expect(sessions[1]).toMatchObject({ current: false });
    expect((await listSessions(user.token)).find((s) => s.current)?.id).toBe(sessions[1]!.id);
  });

  test('another one can be signed out; this one cannot (1006); an unknown id is 1006', async () => {
    const user = await signUp(t);
    const other = await signIn(t, user);
    const [mine, theirs] = [...(await listSessions(user.token))].sort((a) => (a.current ? -1 : 1));
    expect(
      (await t.post('/api/user/session/revoke', { id: theirs!.id }, { token: user.token })).body,
    ).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await t.get('/api/user/info', { token: other.token })).body.code).toBe(2006);
    expect(
      (await t.post('/api/user/session/revoke', { id: mine!.id }, { token: user.token })).body.code,
    ).toBe(1006);
    expect(
      (await t.post('/api/user/session/revoke', { id: theirs!.id }, { token: user.token })).body.code,
    ).toBe(1006);
    // Someone else's session is not reachable.
    const stranger = await signUp(t);
    const strangerSession = (await listSessions(stranger.token))[0]!;
    expect(
      (await t.post('/api/user/session/revoke', { id: strangerSession.id }, { token: user.token })).body.code,
    ).toBe(1006);
    expect((await t.get('/api/user/info', { token: stranger.token })).body.code).toBe(0);
  });

  test('every other one can be signed out at once', async () => {
    const user = await signUp(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    expect((await t.post('/api/user/session/revoke-others', undefined, { token: a.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { revoked: 2 },
    });
    expect((await t.get('/api/user/info', { token: a.token })).body.code).toBe(0);
    expect((await t.get('/api/user/info', { token: b.token })).body.code).toBe(2006);
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(2006);
    expect(await listSessions(a.token)).toHaveLength(1);
  });

  test.each([
    [{ id: 'not-a-uuid' }, 'id: Invalid session ID', 'id: 会话 ID 无效'],
    [{}, 'id: Invalid session ID', 'id: 会话 ID 无效'],
  ])('revoking %j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/session/revoke', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/session/revoke', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({ code: 1001, msg: chinese });
  });
});

describe('trusted browsers', () => {
  test('are listed with browser, network and last use; the one this session came from is current', async () => {
    const user = await signUp(t);
    const meta = { headers: { 'user-agent': CHROME }, remoteAddress: '198.51.100.20' };
    const remembered = await signIn(t, user, { ...meta, remember: true });
    const cookie = remembered.response.cookies.find((c) => c.name === 'beacon_td')!.value;
    t.clock.advance(3_600_000);
    // Back from the same network: no code, and the session is tied to the device.
    const back = await startLogin(t, user, { ...meta, cookies: { beacon_td: cookie } });
    expect(back.body.data).toMatchObject({ step: 'done' });
    const backToken = (back.body.data as { token: string }).token;

    const devices = await listDevices(backToken);
    expect(devices).toEqual([
      {
        id: expect.any(String),
        userAgent: CHROME,
        ip: '198.51.100.20',
        network: '198.51.100.0/24',
        createdAt: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
        lastUsedAt: t.clock.now().toISOString(),
        expiresAt: expect.any(String),
        current: true,
      },
    ]);
    expect((await listDevices(user.token))[0]!.current).toBe(false);
    expect((await listSessions(backToken)).find((s) => s.current)?.trusted).toBe(true);
  });

  test('a revoked browser must enter a code again, and keeps its sessions', async () => {
    const user = await signUp(t);
    const meta = { remoteAddress: '198.51.100.30' };
    const remembered = await signIn(t, user, { ...meta, remember: true });
    const cookie = remembered.response.cookies.find((c) => c.name === 'beacon_td')!.value;
    const [device] = await listDevices(user.token);
    expect(
      (await t.post('/api/user/device/revoke', { id: device!.id }, { token: user.token })).body.code,
    ).toBe(0);
    expect(await listDevices(user.token)).toEqual([]);
    const again = await startLogin(t, user, { ...meta, cookies: { beacon_td: cookie } });
    expect(again.body.data).toMatchObject({ step: 'otp' });
    expect((await t.get('/api/user/info', { token: remembered.token })).body.code).toBe(0);
    expect(
      (await t.post('/api/user/device/revoke', { id: device!.id }, { token: user.token })).body.code,
    ).toBe(1006);
  });

  test('every other browser can be revoked at once, keeping this one', async () => {
    const user = await signUp(t);
    const here = await signIn(t, user, { remoteAddress: '198.51.100.40', remember: true });
    await signIn(t, user, { remoteAddress: '192.0.2.40', remember: true });
    await signIn(t, user, { remoteAddress: '192.0.2.41', remember: true });
    expect((await t.post('/api/user/device/revoke-others', undefined, { token: here.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { revoked: 2 },
    });
    const left = await listDevices(here.token);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, network: '198.51.100.0/24' });
  });

  test.each([
    [{ id: '123' }, 'id: Invalid device ID', 'id: 设备 ID 无效'],
    [{}, 'id: Invalid device ID', 'id: 设备 ID 无效'],
  ])('revoking %j is 1001 naming the field in both languages', async (body, english, chinese) => {
    const user = await signUp(t);
    expect((await t.post('/api/user/device/revoke', body, { token: user.token })).body).toMatchObject({
      code: 1001,
      msg: english,
    });
    expect(
      (await t.post('/api/user/device/revoke', body, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 1001,
      msg: chinese,
    });
  });

  test('the lists need a session', async () => {
    expect((await t.post('/api/user/session/list')).body.code).toBe(2006);
    expect((await t.post('/api/user/device/list')).body.code).toBe(2006);
  });
});
