import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { INVITATION_TTL_MS, type UserInfo } from '@beacon/shared';
import { signIn, signUp, startLogin, uniqueEmail } from '../../testing/flows.js';
import { linkTokenIn } from '../../testing/memory-mailer.js';
import { addAccount, inviteAndJoin, signUpByInvitation } from '../../testing/org-flows.js';
import { solvedCaptcha, STRONG_PASSWORD } from '../../testing/flows.js';
import { useTempDirs } from '../../testing/temp-dirs.js';
import { useTestApp } from '../../testing/test-app.js';

const emlDir = path.join(useTempDirs('beacon-invitations')(), 'mail');
const t = useTestApp({ emlDir });

const infoOf = async (token: string) => (await t.get<UserInfo>('/api/user/info', { token })).body;

/** The invitation link as the invited person reads it in the .eml file the outbox wrote for them. */
function linkInEml(email: string): string {
  const file = readdirSync(emlDir)
    .map((name) => readFileSync(path.join(emlDir, name), 'utf8'))
    .findLast((text) => text.includes(`To: ${email}`) && text.includes('/signup/'));
  if (!file) throw new Error(`no invitation .eml for ${email}`);
  const unfolded = file.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+\/signup\/(invite\.[A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error('no invitation link in the .eml');
  return match[1]!;
}

describe('inviting a user', () => {
  test('the invited person signs up through the e-mailed link and joins with the role and the granted accounts only', async () => {
    const owner = await signUp(t, { username: 'Grace Owner' });
    const granted = await addAccount(t, owner.token, 'Granted');
    const other = await addAccount(t, owner.token, 'Not granted');
    const email = uniqueEmail('invitee');

    const invited = await t.post<{ invitationId: string }>(
      '/api/admin/user/invite',
      { email, role: 'user', accountIds: [granted] },
      { token: owner.token },
    );
    expect(invited.body.code).toBe(0);

    const invite = linkInEml(email);
    const preview = await t.post(`/api/auth/invite/test/${encodeURIComponent(invite)}`);
    expect(preview.body).toMatchObject({
      code: 0,
      data: { email, organisationName: 'Grace Owner', role: 'user' },
    });

    const user = await signUpByInvitation(t, invite, email);
    const info = await infoOf(user.token);
    expect(info.data.role).toBe('user');
    expect(info.data.organizationName).toBe('Grace Owner');
    expect(info.data.accounts.map((a) => a.accountId)).toEqual([granted]);
    expect(info.data.currentAccount).toBe(granted);

    // The account not granted is out of reach like one of another organisation.
    const select = await t.post('/api/account/select', { accountId: other }, { token: user.token });
    expect(select.body.code).toBe(2010);
    // And the admin area is closed to a user: not in their server menu, and its calls are refused.
    expect((await t.post('/api/admin/overview', undefined, { token: user.token })).body.code).toBe(1006);
    const menuNames = async (token: string) =>
      (await t.post<{ name: string }[]>('/api/user/menu', undefined, { token })).body.data.map((m) => m.name);
    expect(await menuNames(user.token)).not.toContain('admin');
    expect(await menuNames(owner.token)).toContain('admin');

    // The owner sees them as an independent member; the invitation is no longer pending.
    const members = await t.post<{ items: { email: string; role: string; accountIds: string[] }[] }>(
      '/api/admin/user/list',
      { kind: 'independent' },
      { token: owner.token },
    );
    expect(members.body.data.items).toContainEqual(
      expect.objectContaining({ email, role: 'user', accountIds: [granted] }),
    );
    const pending = await t.post<{ total: number }>('/api/admin/invitation/list', {}, { token: owner.token });
    expect(pending.body.data.total).toBe(0);
  });

  test('the link works only for the invited address, once, and not after it is revoked or 7 days old', async () => {
    const owner = await signUp(t);
    const email = uniqueEmail('invitee');
    const invited = await t.post<{ invitationId: string }>(
      '/api/admin/user/invite',
      { email, role: 'admin', accountIds: [] },
      { token: owner.token },
    );
    const invite = linkTokenIn(t.mail.lastTo(email), '/signup');

    const wrongAddress = await t.post('/api/auth/signup/otp', {
      email: uniqueEmail('stranger'),
      username: 'Stranger',
      password: STRONG_PASSWORD,
      captcha: await solvedCaptcha(t),
      agree: true,
      invite,
    });
    expect(wrongAddress.body.code).toBe(2100);

    await t.post(
      '/api/admin/invitation/revoke',
      { invitationId: invited.body.data.invitationId },
      { token: owner.token },
    );
    expect((await t.post(`/api/auth/invite/test/${encodeURIComponent(invite)}`)).body.code).toBe(2013);

    const again = await t.post('/api/admin/user/invite', { email, role: 'admin' }, { token: owner.token });
    expect(again.body.code).toBe(0);
    const second = linkTokenIn(t.mail.lastTo(email), '/signup');
    t.clock.advance(INVITATION_TTL_MS);
    expect((await t.post(`/api/auth/invite/test/${encodeURIComponent(second)}`)).body.code).toBe(2013);
  });

  test('re-sending gives a new link and the old one stops working', async () => {
    const owner = await signUp(t);
    const email = uniqueEmail('invitee');
    const invited = await t.post<{ invitationId: string }>(
      '/api/admin/user/invite',
      { email, role: 'user' },
      { token: owner.token },
    );
    const first = linkTokenIn(t.mail.lastTo(email), '/signup');
    const resent = await t.post(
      '/api/admin/invitation/resend',
      { invitationId: invited.body.data.invitationId },
      { token: owner.token },
    );
    expect(resent.body.code).toBe(0);
    const second = linkTokenIn(t.mail.lastTo(email), '/signup');
    expect(second).not.toBe(first);
    expect((await t.post(`/api/auth/invite/test/${encodeURIComponent(first)}`)).body.code).toBe(2013);
    const user = await signUpByInvitation(t, second, email);
    expect((await infoOf(user.token)).data.role).toBe('user');
  });
});

describe('disabling a member', () => {
  test('stops their open session at once and their next sign-in is 2003; enabling lets them back', async () => {
    const owner = await signUp(t);
    const user = await inviteAndJoin(t, owner.token, 'user');
    expect((await infoOf(user.token)).code).toBe(0);

    const disabled = await t.post('/api/admin/user/disable', { userId: user.userId }, { token: owner.token });
    expect(disabled.body.code).toBe(0);
    expect((await infoOf(user.token)).code).not.toBe(0);
    expect((await startLogin(t, user)).body.code).toBe(2003);

    await t.post('/api/admin/user/enable', { userId: user.userId }, { token: owner.token });
    const back = await signIn(t, user);
    expect((await infoOf(back.token)).code).toBe(0);
  });

  test('an admin cannot disable the owner, another admin or themselves', async () => {
    const owner = await signUp(t);
    const admin = await inviteAndJoin(t, owner.token, 'admin');
    const otherAdmin = await inviteAndJoin(t, owner.token, 'admin');
    const ownerId = (await infoOf(owner.token)).data.id;
    for (const userId of [ownerId, otherAdmin.userId, admin.userId]) {
      const refused = await t.post('/api/admin/user/disable', { userId }, { token: admin.token });
      expect(refused.body.code).toBe(1006);
    }
  });
});
