/**
 * Enterprise certification end to end over HTTP: submission rules, the records an owner or admin sees, check
 * and withdraw (only while under review, only inside the organisation), and the operator's review through
 * the ops command, whose pass lifts the trial of every account of the organisation.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { CertificationPage, CertificationRecord, UserInfo } from '@beacon/shared';
import { accounts, auditLog } from '../../db/schema/index.js';
import { runOpsCommand } from '../../ops/commands.js';
import { signUp } from '../../testing/flows.js';
import { addAccount, inviteAndJoin } from '../../testing/org-flows.js';
import { useTempDirs } from '../../testing/temp-dirs.js';
import { useTestApp } from '../../testing/test-app.js';

const tempDir = useTempDirs('beacon-certification');
const dataDir = tempDir();
const t = useTestApp({ config: { dataDir } });

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`;
const JPEG = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64')}`;

const FORM = {
  accountType: 'enterprise',
  enterpriseName: 'Fuzhou Example Trading Co., Ltd.',
  country: 'CN',
  certificateType: 'business_licence',
  organisationCode: '91350100M000100Y43',
  legalPersonName: 'Li Lei',
  legalDocumentType: 'ID_CARD',
  legalDocumentNumber: '11010519491231002X',
  documents: [PNG, JPEG],
};

const submit = (token: string, body: Record<string, unknown> = FORM, locale?: string) =>
  t.post<CertificationRecord>('/api/user/certification/submit', body, { token, locale });
const list = (token: string) => t.post<CertificationPage>('/api/user/certification/list', {}, { token });
const get = (token: string, id: string) =>
  t.post<CertificationRecord>('/api/user/certification/get', { id }, { token });
const withdraw = (token: string, id: string) =>
  t.post<CertificationRecord>('/api/user/certification/withdraw', { id }, { token });
const review = (...args: string[]) =>
  runOpsCommand({ db: t.db, clock: t.clock.now }, { command: 'certification:review', args });

async function verificationOf(accountId: string) {
  const [row] = await t.db
    .select({ status: accounts.verificationStatus, at: accounts.verifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

describe('submitting', () => {
  test('an owner submits: the record is under review, the document number masked, the images stored', async () => {
    const owner = await signUp(t);
    const { body } = await submit(owner.token);
    expect(body).toMatchObject({
      code: 0,
      data: {
        status: 'auditing',
        enterpriseName: 'Fuzhou Example Trading Co., Ltd.',
        organisationCode: '91350100M000100Y43',
        legalDocumentNumber: '**************002X',
        documentCount: 2,
        submittedBy: owner.username,
        reviewedAt: null,
        reason: null,
      },
    });
    const stored = readdirSync(path.join(dataDir, 'certifications'));
    expect(stored.filter((name) => name.endsWith('.png'))).not.toHaveLength(0);
    expect(stored.filter((name) => name.endsWith('.jpg'))).not.toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, body.data.id));
    expect(audit?.action).toBe('certification.submit');
  });

  test("a bad field is 1001 naming the field, in the caller's language", async () => {
    const owner = await signUp(t);
    const english = await submit(owner.token, { ...FORM, organisationCode: '91350100M000100Y44' });
    expect(english.body).toMatchObject({
      code: 1001,
      data: { fields: { organisationCode: expect.stringContaining('check digit') } },
    });
    const chinese = await submit(owner.token, { ...FORM, documents: [] }, 'zh-CN');
    expect(chinese.body).toMatchObject({
      code: 1001,
      data: { fields: { documents: '请至少上传一张证照图片' } },
    });
    const gif = await submit(owner.token, {
      ...FORM,
      documents: [`data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`],
    });
    expect(gif.body.code).toBe(1001);
    expect((await list(owner.token)).body.data.total).toBe(0);
  });

  test('a second submission while one is under review is 2201; after a pass every submission is 2203', async () => {
    const owner = await signUp(t);
    const first = await submit(owner.token);
    expect((await submit(owner.token)).body.code).toBe(2201);
    await review(first.body.data.id, 'approve');
    expect((await submit(owner.token)).body.code).toBe(2203);
  });

  test('a member of the organisation is refused (1006); an invited admin may submit', async () => {
    const owner = await signUp(t);
    const member = await inviteAndJoin(t, owner.token, 'user');
    expect((await submit(member.token)).body.code).toBe(1006);
    expect((await list(member.token)).body.code).toBe(1006);
    const admin = await inviteAndJoin(t, owner.token, 'admin');
    expect((await submit(admin.token)).body.code).toBe(0);
    expect((await list(owner.token)).body.data.items).toHaveLength(1);
  });
});

describe('records, check and withdraw', () => {
  test('the list is newest first and paged; check opens one record', async () => {
    const owner = await signUp(t);
    const first = await submit(owner.token);
    await withdraw(owner.token, first.body.data.id);
    t.clock.advance(1000);
    const second = await submit(owner.token, { ...FORM, country: 'GB', organisationCode: 'SC123456' });
    const page = await t.post<CertificationPage>(
      '/api/user/certification/list',
      { page: 1, pageSize: 1 },
      { token: owner.token },
    );
    expect(page.body.data).toMatchObject({
      total: 2,
      certified: false,
      items: [{ id: second.body.data.id }],
    });
    const checked = await get(owner.token, first.body.data.id);
    expect(checked.body.data).toMatchObject({ status: 'withdrawn', withdrawnAt: expect.any(String) });
  });

  test('withdraw works only while under review (2202 after)', async () => {
    const owner = await signUp(t);
    const { body } = await submit(owner.token);
    const withdrawn = await withdraw(owner.token, body.data.id);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await withdraw(owner.token, body.data.id)).body.code).toBe(2202);
    const again = await submit(owner.token);
    await review(again.body.data.id, 'reject', 'Licence', 'photo', 'is', 'blurred');
    expect((await withdraw(owner.token, again.body.data.id)).body.code).toBe(2202);
  });

  test("another organisation's record is not found (2200) and stays under review", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const { body } = await submit(owner.token);
    expect((await get(stranger.token, body.data.id)).body.code).toBe(2200);
    expect((await withdraw(stranger.token, body.data.id)).body.code).toBe(2200);
    expect((await get(owner.token, body.data.id)).body.data.status).toBe('auditing');
    expect((await list(stranger.token)).body.data.total).toBe(0);
  });
});

describe("the operator's review", () => {
  test('a pass lifts the trial of every account of the organisation, as identity verification does', async () => {
    const owner = await signUp(t);
    const main = await addAccount(t, owner.token, 'Main');
    const second = await addAccount(t, owner.token, 'Second');
    const { body } = await submit(owner.token);
    expect(await verificationOf(main)).toMatchObject({ status: 0, at: null });
    const decided = await review(body.data.id, 'approve');
    expect(decided).toMatchObject({
      status: 'pass',
      verifiedAccounts: expect.arrayContaining([main, second]),
    });
    expect(await verificationOf(main)).toMatchObject({ status: 1, at: t.clock.now() });
    expect(await verificationOf(second)).toMatchObject({ status: 1 });
    const info = await t.get<UserInfo>('/api/user/info', { token: owner.token });
    expect(info.body.data.accounts.every((account) => account.verificationStatus === 1)).toBe(true);
    expect((await list(owner.token)).body.data).toMatchObject({
      certified: true,
      items: [{ status: 'pass' }],
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, body.data.id));
    // The operator's decision is in the organisation's own audit log, with the accounts it verified.
    expect(audits.find((entry) => entry.action === 'certification.review')).toMatchObject({
      userId: null,
      organisationId: info.body.data.organization,
      detail: { status: 'pass', verifiedAccounts: expect.arrayContaining([main, second]) },
    });
    // A certified organisation's next account starts out of the trial too.
    const later = await addAccount(t, owner.token, 'Later');
    expect(await verificationOf(later)).toMatchObject({ status: 1 });
  });

  test("a rejection keeps the trial and shows the reviewer's reason; a new submission is then allowed", async () => {
    const owner = await signUp(t);
    const main = await addAccount(t, owner.token);
    const { body } = await submit(owner.token);
    await review(body.data.id, 'reject', 'Licence', 'expired');
    expect(await verificationOf(main)).toMatchObject({ status: 0 });
    expect((await get(owner.token, body.data.id)).body.data).toMatchObject({
      status: 'rejected',
      reason: 'Licence expired',
      reviewedAt: expect.any(String),
    });
    expect((await submit(owner.token)).body.code).toBe(0);
  });

  test('the command refuses a rejection without reason, an unknown id and a decided record', async () => {
    const owner = await signUp(t);
    const { body } = await submit(owner.token);
    await expect(review(body.data.id, 'reject')).rejects.toMatchObject({
      code: 'usage',
      message: 'a rejection needs a reason',
    });
    await expect(review(body.data.id, 'maybe')).rejects.toMatchObject({ code: 'usage' });
    await expect(review('0b6f3f3e-9a51-4c1b-8f1e-2d0c6a4e9b11', 'approve')).rejects.toMatchObject({
      code: 'not_found',
    });
    await review(body.data.id, 'approve');
    await expect(review(body.data.id, 'reject', 'late')).rejects.toMatchObject({ code: 'invalid' });
  });
});

test('the four calls are in the OpenAPI document with their request and answer schemas', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, { post?: { summary?: string; requestBody?: unknown; responses?: unknown } }>;
  }>();
  for (const name of ['list', 'get', 'submit', 'withdraw']) {
    const call = doc.paths[`/api/user/certification/${name}`]?.post;
    expect(call?.summary, name).toBeTruthy();
    expect(call?.requestBody, name).toBeTruthy();
    expect(JSON.stringify(call?.responses), name).toContain('"status"');
  }
});
