import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { MenuItem, UserInfo } from '@beacon/shared';
import { memberships } from '../../db/schema/index.js';
import { auditOf, setUserStatus, userIdOf } from '../../testing/db-helpers.js';
import { signIn, signUp } from '../../testing/flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();
const HOUR = 3_600_000;

/** Moves a user into another user's organisation as a plain member (no invitation flow exists yet). */
async function makeMemberOf(ownerEmail: string, memberEmail: string): Promise<void> {
  const [owner] = await t.db
    .select({ organisationId: memberships.organisationId })
    .from(memberships)
    .where(eq(memberships.userId, await userIdOf(t.db, ownerEmail)));
  await t.db
    .update(memberships)
    .set({ organisationId: owner!.organisationId, role: 'member' })
    .where(eq(memberships.userId, await userIdOf(t.db, memberEmail)));
}

describe('user info', () => {
  test('is the user info entity of a new user: admin of their own organisation, no accounts yet', async () => {
    const user = await signUp(t, { username: 'Katherine Johnson' });
    const { status, body } = await t.get<UserInfo>('/api/user/info', { token: user.token });
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'Katherine Johnson',
      email: user.email,
      avatar: null,
      job: null,
      jobName: null,
      timezone: 'UTC',
      timeFormat: 'YYYY-MM-DD HH:mm:ss',
      address: null,
      profile: null,
      introduction: null,
      personalWebsite: null,
      organization: expect.stringMatching(/^[0-9a-f-]{36}$/),
      organizationName: 'Katherine Johnson',
      location: null,
      locationName: null,
      phone: null,
      createdAt: t.clock.now().toISOString(),
      certification: 0,
      twoFactor: 'email',
      pendingEmail: null,
      language: 'en-US',
      theme: 'system',
      passwordChangedAt: null,
      role: 'admin',
      maxAccounts: 10,
      currentAccount: null,
      accountId: null,
      accounts: [],
      verificationStatus: null,
      verificationAt: null,
      verificationData: null,
    });
    // passwordChangedAt is a date; no password or hash value may appear.
    expect(JSON.stringify(body.data)).not.toMatch(/password(?!ChangedAt)|hash/i);
  });
});

describe('the session token', () => {
  test('missing, malformed or unknown is 2006', async () => {
    expect((await t.get('/api/user/info')).body).toEqual({
      code: 2006,
      msg: 'Invalid session. Please log in again.',
      data: null,
    });
    expect((await t.get('/api/user/info', { headers: { authorization: 'Basic abc' } })).body.code).toBe(2006);
    expect((await t.get('/api/user/info', { token: 'not-a-session' })).body.code).toBe(2006);
  });

  test('expires after 168 hours without use (2005) and each use slides the expiry', async () => {
    const user = await signUp(t);
    t.clock.advance(100 * HOUR);
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(0);
    t.clock.advance(100 * HOUR);
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(0);
    t.clock.advance(168 * HOUR);
    expect((await t.get('/api/user/info', { token: user.token })).body).toMatchObject({ code: 2005 });
    expect((await t.get('/api/user/info', { token: user.token })).body.msg).toBe(
      'Your session has expired. Please log in again.',
    );
  });

  test('of a user who was disabled is 2003', async () => {
    const user = await signUp(t);
    await setUserStatus(t.db, user.email, 'disabled');
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(2003);
  });
});

describe('sign-out', () => {
  test('stops the token at once and leaves other sessions alone', async () => {
    const user = await signUp(t);
    const other = await signIn(t, user);
    expect((await t.post('/api/user/logout', undefined, { token: user.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await t.get('/api/user/info', { token: user.token })).body.code).toBe(2006);
    expect((await t.post('/api/user/logout', undefined, { token: user.token })).body.code).toBe(2006);
    expect((await t.get('/api/user/info', { token: other.token })).body.code).toBe(0);
    expect((await auditOf(t.db, user.email)).map((e) => e.action)).toContain('logout');
  });

  test('works with an empty JSON or form body', async () => {
    const user = await signUp(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(json.json()).toMatchObject({ code: 0 });
    const again = await signIn(t, user);
    expect((await t.post('/api/user/logout', {}, { token: again.token, form: true })).body.code).toBe(0);
  });
});

describe('the server menu', () => {
  test('lists the console pages by route name, path and locale key, in menu order', async () => {
    const user = await signUp(t);
    const { body } = await t.post<MenuItem[]>('/api/user/menu', undefined, { token: user.token });
    expect(body.code).toBe(0);
    expect(body.data.map((item) => item.name)).toEqual([
      'dashboard',
      'visualization',
      'list',
      'sms',
      'Mms',
      'finance',
      'form',
      'profile',
      'result',
      'admin',
      'exception',
      'welcome',
      'user',
      'BackToAccount',
      'Faq',
      'Website',
      'Documentation',
      'ApiDocs',
    ]);
    expect(body.data[0]).toEqual({
      name: 'dashboard',
      path: '/app/dashboard',
      locale: 'menu.dashboard',
      icon: 'DashboardOutlined',
      order: 0,
      children: [
        {
          name: 'Workplace',
          path: '/app/dashboard/workplace',
          locale: 'menu.dashboard.workplace',
          order: 0,
          children: [],
        },
        {
          name: 'Monitor',
          path: '/app/dashboard/monitor',
          locale: 'menu.dashboard.monitor',
          order: 1,
          hideInMenu: true,
          children: [],
        },
      ],
    });
    // Pages the menu does not show still come, marked, so the console's guard lets them open.
    const welcome = body.data.find((item) => item.name === 'welcome');
    expect(welcome?.hideInMenu).toBe(true);
    expect(welcome?.children?.find((item) => item.name === 'WelcomeNew')?.hideInMenu).toBe(true);
  });

  test('follows the role the server gives the user: only an organisation admin gets the 403 page', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    await makeMemberOf(owner.email, member.email);
    const exceptionPages = async (token: string) => {
      const { body } = await t.post<MenuItem[]>('/api/user/menu', undefined, { token });
      return body.data.find((item) => item.name === 'exception')?.children?.map((item) => item.name);
    };
    expect(await exceptionPages(owner.token)).toEqual(['exception403', 'exception404', 'exception500']);
    expect(await exceptionPages(member.token)).toEqual(['exception404', 'exception500']);
    expect((await t.get<UserInfo>('/api/user/info', { token: member.token })).body.data.role).toBe('user');
  });

  test('needs a session', async () => {
    expect((await t.post('/api/user/menu')).body.code).toBe(2006);
  });
});
