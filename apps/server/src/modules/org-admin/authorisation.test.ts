/**
 * Table-driven authorisation: every route of the app has a declared rule here, and a route added without one
 * fails the first test. Every admin route (and every call that changes the organisation) is called as owner,
 * admin, user, another organisation's owner and anonymous: the refused callers get 2006 / 1006 / a "not found"
 * of their own organisation and the organisation's data is unchanged; owner and admin succeed.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { UserInfo } from '@beacon/shared';
import {
  accountAccess,
  accounts,
  memberships,
  enterpriseCertifications,
  organisationInvitations,
  organisations,
  senderIdRequests,
  sessions,
  users,
} from '../../db/schema/index.js';
import { signUp, uniqueEmail } from '../../testing/flows.js';
import { linkTokenIn } from '../../testing/memory-mailer.js';
import { addAccount, inviteAndJoin, signUpByInvitation, type InvitedUser } from '../../testing/org-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp({ appPerFile: true });

type Rule = 'public' | 'session' | 'apikey' | 'admin';
type Caller = 'owner' | 'admin' | 'user' | 'foreign' | 'anonymous';
type Positive = Extract<Caller, 'owner' | 'admin'>;

/** What one positive caller acts on, so owner and admin each have their own member, invitation, account. */
interface Targets {
  member: InvitedUser;
  managed: InvitedUser;
  resendId: string;
  revokeId: string;
  scratchAccount: string;
}

interface Context {
  organisationId: string;
  account: string;
  targets: Record<Positive, Targets>;
  /** The targets of the owner, used by the callers that must be refused. */
  refusedTargets: Targets;
  senderIdRequest: string;
}

/**
 * For a call another organisation's owner makes with this organisation's ids: the code it answers, or 'own'
 * when it succeeds on the caller's own organisation (its answer must then name nothing of this one).
 */
type Foreign = number | 'own';

interface AdminRoute {
  /** May prepare state first (async): it runs before the "nothing changed" snapshot is taken. */
  body: (
    targets: Targets,
    ctx: Context,
  ) => Record<string, unknown> | undefined | Promise<Record<string, unknown> | undefined>;
  foreign: Foreign;
  /** For an 'own' answer that echoes the caller's input: what it must say instead of the leak check. */
  foreignAnswer?: Record<string, unknown>;
}

const member = (targets: Targets) => ({ userId: targets.member.userId });
const managed = (targets: Targets) => ({ userId: targets.managed.userId });

/** Every admin route and every call that changes the organisation's membership or accounts. */
const ADMIN_ROUTES: Record<string, AdminRoute> = {
  'POST /api/admin/overview': { body: () => undefined, foreign: 'own' },
  'POST /api/admin/account/list': { body: () => undefined, foreign: 'own' },
  'POST /api/admin/audit/list': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/user/list': { body: () => ({ kind: 'independent' }), foreign: 'own' },
  'POST /api/admin/invitation/list': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/settings/get': { body: () => undefined, foreign: 'own' },
  'POST /api/admin/settings/update': {
    body: () => ({
      name: 'Renamed',
      billingContact: 'billing@example.com',
      defaultCountry: 'GB',
      requireTwoFactor: true,
      signInMethods: ['password', 'sso'],
    }),
    foreign: 'own',
  },
  'POST /api/admin/user/invite': {
    body: (_targets, ctx) => ({ email: uniqueEmail('invite'), role: 'user', accountIds: [ctx.account] }),
    foreign: 2010,
  },
  'POST /api/admin/user/import': {
    body: (_targets, ctx) => ({
      csv: `email,name,role,accounts\n${uniqueEmail('import')},Imported,user,${ctx.account}\n`,
      dryRun: false,
    }),
    foreign: 'own',
    foreignAnswer: { invited: 0, rows: [expect.objectContaining({ error: 'importAccountUnknown' })] },
  },
  'POST /api/admin/invitation/resend': {
    body: (targets) => ({ invitationId: targets.resendId }),
    foreign: 2013,
  },
  'POST /api/admin/invitation/revoke': {
    body: (targets) => ({ invitationId: targets.revokeId }),
    foreign: 2013,
  },
  'POST /api/admin/user/access': {
    body: (targets, ctx) => ({ userId: targets.member.userId, role: 'user', accountIds: [ctx.account] }),
    foreign: 1002,
  },
  'POST /api/admin/user/two-factor/reset': { body: managed, foreign: 1002 },
  'POST /api/admin/user/password/reset': { body: managed, foreign: 1002 },
  'POST /api/admin/user/disable': { body: member, foreign: 1002 },
  'POST /api/admin/user/enable': { body: member, foreign: 1002 },
  'POST /api/admin/user/remove': { body: member, foreign: 1002 },
  'POST /api/account/add': {
    body: () => ({ name: 'Added', products: ['sms'], billingCountry: 'US' }),
    foreign: 'own',
  },
  'POST /api/account/delete': { body: (targets) => ({ accountId: targets.scratchAccount }), foreign: 2010 },
  'POST /api/user/certification/list': { body: () => ({}), foreign: 'own' },
  'POST /api/user/certification/submit': {
    body: async () => {
      await withdrawCertifications();
      return CERTIFICATION_FORM;
    },
    foreign: 'own',
  },
  'POST /api/user/certification/get': {
    body: async () => ({ id: await freshCertification() }),
    foreign: 2200,
  },
  'POST /api/user/certification/withdraw': {
    body: async () => ({ id: await freshCertification() }),
    foreign: 2200,
  },
  'POST /api/admin/insights/traffic': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/insights/pivot': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/insights/messages': { body: () => ({}), foreign: 'own' },
  // The fraud guard's thresholds and lifts act on the caller's current account: a lift reopens a prefix to
  // traffic that costs money, so only owners and admins may.
  'POST /api/sms/fraud/settings/update': { body: () => ({ minVerifications: 200 }), foreign: 'own' },
  'POST /api/sms/fraud/blocks/lift': { body: () => ({ prefix: '+1303' }), foreign: 'own' },
  'POST /api/admin/insights/accounts': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/insights/account/profile': {
    body: (_targets, ctx) => ({ accountId: ctx.account }),
    foreign: 2010,
  },
  'POST /api/admin/insights/monitor': { body: () => undefined, foreign: 'own' },
  'POST /api/admin/sender-id/submit': {
    body: () => ({
      senderId: 'Beacon',
      countries: ['GB'],
      useCase: 'otp',
      brandName: 'Beacon',
      sampleContent: 'Your code is 123456',
      link: 'https://example.com',
      companyName: 'Beacon Ltd',
    }),
    foreign: 'own',
    foreignAnswer: { senderId: 'Beacon', status: 'submitted' },
  },
  'POST /api/admin/sender-id/list': { body: () => ({}), foreign: 'own' },
  'POST /api/admin/sender-id/get': {
    body: (_targets, ctx) => ({ requestId: ctx.senderIdRequest }),
    foreign: 1006,
  },
};

/** The declared rule of every other route. */
const OTHER_ROUTES: Record<string, Exclude<Rule, 'admin'>> = {
  'GET /': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/auth/captcha': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signup/otp': 'public',
  'POST /api/auth/signup/otp2': 'public',
  'POST /api/auth/signup/test/:id': 'public',
  'POST /api/auth/invite/test/:id': 'public',
  'POST /api/auth/sms/otp': 'public',
  'POST /api/auth/sso': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/login/otp': 'public',
  'POST /api/auth/login/otp2': 'public',
  'POST /api/auth/login/otp/test': 'public',
  'POST /api/auth/password/otp': 'public',
  'POST /api/auth/password/otp/test': 'public',
  'POST /api/auth/password/reset': 'public',
  // The phone page of identity verification: the link's token is the credential.
  'POST /api/user/kyc/token': 'public',
  'POST /api/user/kyc/result': 'public',
  // Avatars are <img> sources; their file names are unguessable.
  'GET /api/user/avatar/:file': 'public',
  'POST /api/account/select': 'session',
  'POST /api/dashboard/summary': 'session',
  'POST /api/dashboard/checklist': 'session',
  'POST /api/user/logout': 'session',
  'GET /api/user/info': 'session',
  'POST /api/user/menu': 'session',
  'POST /api/user/avatar': 'session',
  'POST /api/user/update/basic': 'session',
  'POST /api/user/update/preferences': 'session',
  'POST /api/user/update/password': 'session',
  'POST /api/user/email/confirm': 'session',
  'POST /api/user/email/cancel': 'session',
  'POST /api/user/email/resend': 'session',
  'POST /api/user/phone/otp': 'session',
  'POST /api/user/phone/bind': 'session',
  'POST /api/user/phone/unbind': 'session',
  'POST /api/user/twofactor/update': 'session',
  'POST /api/user/totp/setup': 'session',
  'POST /api/user/totp/enable': 'session',
  'POST /api/user/totp/disable': 'session',
  'POST /api/user/session/list': 'session',
  'POST /api/user/session/revoke': 'session',
  'POST /api/user/session/revoke-others': 'session',
  'POST /api/user/device/list': 'session',
  'POST /api/user/device/revoke': 'session',
  'POST /api/user/device/revoke-others': 'session',
  'POST /api/user/kyc/url': 'session',
  'POST /api/user/kyc/status': 'session',
  'POST /api/product/interest': 'session',
  'POST /api/product/interest/list': 'session',
  'POST /api/sms/send': 'session',
  'POST /api/sms/send/limits': 'session',
  'POST /api/sms/template/test': 'session',
  'POST /api/sms/setting/get': 'session',
  'POST /api/sms/setting/update': 'session',
  'POST /api/sms/price/list': 'session',
  'POST /api/sms/template/options': 'session',
  'POST /api/sms/template/add': 'session',
  'POST /api/sms/template/list': 'session',
  'POST /api/sms/template/get': 'session',
  'POST /api/sms/template/update': 'session',
  'POST /api/sms/template/delete': 'session',
  'POST /api/sms/overview': 'session',
  'POST /api/sms/apikey/list': 'session',
  'POST /api/sms/apikey/create': 'session',
  'POST /api/sms/apikey/revoke': 'session',
  'POST /api/sms/optout/list': 'session',
  'POST /api/sms/optout/delete': 'session',
  'POST /api/sms/log/list': 'session',
  'POST /api/sms/log/detail': 'session',
  'GET /api/sms/log/export': 'session',
  'POST /api/sms/webhook/test': 'session',
  'POST /api/sms/webhook/resend': 'session',
  'POST /api/sms/webhook/list': 'session',
  'POST /api/sms/smpp/info': 'session',
  'POST /api/sms/smpp/credential/list': 'session',
  'POST /api/sms/smpp/credential/create': 'session',
  'POST /api/sms/smpp/credential/revoke': 'session',
  'POST /api/sms/smpp/bind/list': 'session',
  'POST /api/sms/fraud/settings/get': 'session',
  'POST /api/sms/fraud/blocks/list': 'session',
  'POST /api/sms/verify/list': 'session',
  'POST /api/sms/verify/conversion': 'session',
  'POST /api/sms/verify/series': 'session',
  'POST /api/finance/package/list': 'session',
  'POST /api/finance/order/create': 'session',
  'POST /api/finance/order/get': 'session',
  'POST /api/finance/recharge/list': 'session',
  'POST /api/finance/usage/list': 'session',
  'GET /api/finance/usage/export': 'session',
  'POST /api/finance/overview': 'session',
  'POST /api/finance/alert/get': 'session',
  'POST /api/finance/alert/set': 'session',
  'POST /api/payments/sandbox/complete': 'session',
  // Pack pictures are <img> sources; the sandbox payment page's link carries an HMAC of the order as its credential.
  'GET /api/finance/package/image/:file': 'public',
  'GET /api/payments/sandbox/pay/:orderId': 'public',
  'POST /api/payments/sandbox/pay/:orderId/:outcome': 'public',
  'POST /api/v1/sms/send': 'apikey',
  'GET /api/v1/sms/messages/:messageId': 'apikey',
  'POST /api/v1/verify/start': 'apikey',
  'POST /api/v1/verify/check': 'apikey',
};

/** The app's routes as `METHOD /path`, read from Fastify's route tree (HEAD twins left out). */
function appRoutes(): string[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/\/\/+/g, '/');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].sort();
}

/** Everything of the organisation an admin call could change. */
async function snapshot(organisationId: string) {
  const db = t.db;
  const members = await db
    .select({ userId: memberships.userId, role: memberships.role, managed: memberships.managed })
    .from(memberships)
    .where(eq(memberships.organisationId, organisationId))
    .orderBy(asc(memberships.userId));
  const userIds = members.map((m) => m.userId);
  return {
    organisation: await db.select().from(organisations).where(eq(organisations.id, organisationId)),
    members,
    users: await db
      .select({
        id: users.id,
        status: users.status,
        twoFactor: users.twoFactor,
        current: users.currentAccountId,
      })
      .from(users)
      .where(inArray(users.id, userIds))
      .orderBy(asc(users.id)),
    liveSessions: await db
      .select({ id: sessions.id, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(inArray(sessions.userId, userIds))
      .orderBy(asc(sessions.id)),
    invitations: await db
      .select()
      .from(organisationInvitations)
      .where(eq(organisationInvitations.organisationId, organisationId))
      .orderBy(asc(organisationInvitations.id)),
    accounts: await db
      .select({ id: accounts.id, deletedAt: accounts.deletedAt, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.organisationId, organisationId))
      .orderBy(asc(accounts.id)),
    access: await db
      .select()
      .from(accountAccess)
      .where(and(inArray(accountAccess.userId, userIds)))
      .orderBy(asc(accountAccess.userId), asc(accountAccess.accountId)),
    certifications: await db
      .select()
      .from(enterpriseCertifications)
      .where(eq(enterpriseCertifications.organisationId, organisationId))
      .orderBy(asc(enterpriseCertifications.id)),
    senderIdRequests: await db
      .select()
      .from(senderIdRequests)
      .where(eq(senderIdRequests.organisationId, organisationId))
      .orderBy(asc(senderIdRequests.id)),
  };
}

const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

const CERTIFICATION_FORM = {
  accountType: 'enterprise',
  enterpriseName: 'Owner Org Ltd',
  country: 'GB',
  certificateType: 'incorporation_certificate',
  organisationCode: 'SC123456',
  legalPersonName: 'Owner Person',
  legalDocumentType: 'PASSPORT',
  legalDocumentNumber: 'P1234567',
  documents: [
    `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`,
  ],
};

/** Only one certification may be under review: the owner withdraws it so the next call can submit. */
async function withdrawCertifications(): Promise<void> {
  const rows = await t.db
    .select({ id: enterpriseCertifications.id })
    .from(enterpriseCertifications)
    .where(
      and(
        eq(enterpriseCertifications.organisationId, ctx.organisationId),
        eq(enterpriseCertifications.status, 'auditing'),
      ),
    );
  for (const { id } of rows) {
    await t.post('/api/user/certification/withdraw', { id }, { token: tokens.owner });
  }
}

/** A certification of the organisation under review, submitted by the owner. */
async function freshCertification(): Promise<string> {
  await withdrawCertifications();
  const submitted = await t.post<{ id: string }>('/api/user/certification/submit', CERTIFICATION_FORM, {
    token: tokens.owner,
  });
  expect(submitted.body.code).toBe(0);
  return submitted.body.data.id;
}
let ctx: Context;

async function invitationId(inviterToken: string): Promise<string> {
  const invited = await t.post<{ invitationId: string }>(
    '/api/admin/user/invite',
    { email: uniqueEmail('pending'), role: 'user' },
    { token: inviterToken },
  );
  return invited.body.data.invitationId;
}

async function managedMember(ownerToken: string): Promise<InvitedUser> {
  const email = uniqueEmail('managed');
  const imported = await t.post(
    '/api/admin/user/import',
    { csv: `email,name,role,accounts\n${email},Managed,user,\n`, dryRun: false },
    { token: ownerToken },
  );
  expect(imported.body).toMatchObject({ code: 0, data: { invited: 1 } });
  const user = await signUpByInvitation(t, linkTokenIn(t.mail.lastTo(email), '/signup'), email);
  const info = await t.get<UserInfo>('/api/user/info', { token: user.token });
  return { ...user, userId: info.body.data.id };
}

async function targetsFor(ownerToken: string, actorToken: string): Promise<Targets> {
  return {
    member: await inviteAndJoin(t, ownerToken, 'user'),
    managed: await managedMember(ownerToken),
    resendId: await invitationId(actorToken),
    revokeId: await invitationId(actorToken),
    scratchAccount: await addAccount(t, ownerToken, 'Scratch'),
  };
}

beforeAll(async () => {
  const owner = await signUp(t, { username: 'Owner Org' });
  tokens.owner = owner.token;
  const account = await addAccount(t, owner.token, 'Shared');
  tokens.admin = (await inviteAndJoin(t, owner.token, 'admin')).token;
  tokens.user = (await inviteAndJoin(t, owner.token, 'user', [account])).token;
  tokens.foreign = (await signUp(t, { username: 'Foreign Org' })).token;
  const info = await t.get<UserInfo>('/api/user/info', { token: owner.token });
  const ownerTargets = await targetsFor(owner.token, owner.token);
  ctx = {
    organisationId: info.body.data.organization!,
    account,
    targets: { owner: ownerTargets, admin: await targetsFor(owner.token, tokens.admin) },
    refusedTargets: ownerTargets,
    senderIdRequest: (
      await t.post<{ requestId: string }>(
        '/api/admin/sender-id/submit',
        ADMIN_ROUTES['POST /api/admin/sender-id/submit']!.body(ownerTargets, {} as Context),
        { token: owner.token },
      )
    ).body.data.requestId,
  };
}, 240_000);

describe('every route has a declared rule', () => {
  test('the table names exactly the routes of the app', () => {
    const declared = [...Object.keys(ADMIN_ROUTES), ...Object.keys(OTHER_ROUTES)].sort();
    expect(appRoutes()).toEqual(declared);
  });

  test.each(Object.entries(OTHER_ROUTES).filter(([, rule]) => rule !== 'public'))(
    '%s refuses a caller without credentials',
    async (route, rule) => {
      const [method, path] = route.split(' ') as ['GET' | 'POST', string];
      const url = path.replace(/:(\w+)/g, 'x');
      const { status, body } = await t.call(method, url, method === 'POST' ? {} : undefined);
      if (rule === 'apikey') expect(status).toBe(401);
      else expect(body.code).toBe(2006);
    },
  );
});

describe.each(Object.entries(ADMIN_ROUTES))('%s', (route, spec) => {
  const url = route.split(' ')[1]!;
  const refused: Array<[Exclude<Caller, Positive>, number | 'own']> = [
    ['anonymous', 2006],
    ['user', 1006],
    ['foreign', spec.foreign],
  ];

  test.each(refused)(
    'as %s: refused or kept to its own organisation, nothing here changes',
    async (caller, expected) => {
      const input = await spec.body(ctx.refusedTargets, ctx);
      const before = await snapshot(ctx.organisationId);
      const token = caller === 'anonymous' ? undefined : tokens[caller];
      const { body } = await t.post(url, input, { token });
      if (expected === 'own' && spec.foreignAnswer) {
        expect(body).toMatchObject({ code: 0, data: spec.foreignAnswer });
      } else if (expected === 'own') {
        expect(body.code).toBe(0);
        const text = JSON.stringify(body.data);
        for (const secret of [ctx.account, ctx.organisationId, ctx.refusedTargets.member.email]) {
          expect(text).not.toContain(secret);
        }
      } else {
        expect(body.code).toBe(expected);
      }
      expect(await snapshot(ctx.organisationId)).toEqual(before);
    },
  );

  test.each(['admin', 'owner'] as const)('as %s: allowed', async (caller) => {
    const input = await spec.body(ctx.targets[caller], ctx);
    const { body } = await t.post(url, input, { token: tokens[caller] });
    expect(body.code).toBe(0);
  });
});
