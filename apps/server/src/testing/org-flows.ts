/** Organisation journeys the tests build on: an owner invites, the invited person signs up through the link. */
import { expect } from 'vitest';
import type { AssignableRole } from '@beacon/shared';
import { STRONG_PASSWORD, solvedCaptcha, uniqueEmail, type SignedUpUser } from './flows.js';
import { codeIn, linkTokenIn } from './memory-mailer.js';
import type { TestHarness } from './test-app.js';

export async function addAccount(t: TestHarness, token: string, name = 'Main'): Promise<string> {
  const added = await t.post<{ accountId: string }>(
    '/api/account/add',
    { name, products: ['sms'], billingCountry: 'US' },
    { token },
  );
  expect(added.body.code).toBe(0);
  return added.body.data.accountId;
}

/** Signs up through an invitation link; answers the new user. */
export async function signUpByInvitation(
  t: TestHarness,
  invite: string,
  email: string,
  username = 'Invited Person',
): Promise<SignedUpUser> {
  const started = await t.post<{ id: string }>('/api/auth/signup/otp', {
    email,
    username,
    password: STRONG_PASSWORD,
    captcha: await solvedCaptcha(t),
    agree: true,
    invite,
  });
  expect(started.body.code).toBe(0);
  const finished = await t.post<{ token: string }>('/api/auth/signup', {
    id: started.body.data.id,
    code: codeIn(t.mail.lastTo(email)),
  });
  expect(finished.body.code).toBe(0);
  return { email, username, password: STRONG_PASSWORD, token: finished.body.data.token };
}

export interface InvitedUser extends SignedUpUser {
  userId: string;
}

/** The owner (or an admin) invites a new address and the invited person signs up through the e-mailed link. */
export async function inviteAndJoin(
  t: TestHarness,
  inviterToken: string,
  role: AssignableRole,
  accountIds: string[] = [],
): Promise<InvitedUser> {
  const email = uniqueEmail(role);
  const invited = await t.post(
    '/api/admin/user/invite',
    { email, role, accountIds },
    { token: inviterToken },
  );
  expect(invited.body.code).toBe(0);
  const user = await signUpByInvitation(t, linkTokenIn(t.mail.lastTo(email), '/signup'), email);
  const info = await t.get<{ id: string }>('/api/user/info', { token: user.token });
  return { ...user, userId: info.body.data.id };
}
