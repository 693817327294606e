/**
 * Sender-ID registration end to end: an owner or admin submits a request (the shared rule refuses bad sender
 * IDs, links and lengths with 1001 naming the field, in both languages), lists and reads the organisation's
 * requests, and the operator's review moves a request from submitted to approved, or to rejected with a
 * reason, exactly once.
 */
import { describe, expect, test } from 'vitest';
import type { SenderIdRequestItem } from '@beacon/shared';
import { runOpsCommand } from '../../ops/commands.js';
import { auditOf } from '../../testing/db-helpers.js';
import { signUp } from '../../testing/flows.js';
import { inviteAndJoin } from '../../testing/org-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

const REQUEST = {
  senderId: 'Beacon Pay',
  countries: ['GB', 'de'],
  useCase: 'otp',
  brandName: 'Beacon Pay',
  sampleContent: 'Your Beacon Pay code is 123456. It expires in 5 minutes.',
  link: 'https://pay.example.com/sms',
  companyName: 'Beacon Pay Ltd',
  registrationNumber: '12345678',
};

async function submit(token: string, body: Record<string, unknown> = REQUEST, locale?: string) {
  return (await t.post<SenderIdRequestItem>('/api/admin/sender-id/submit', body, { token, locale })).body;
}

const review = (requestId: string, decision: string, ...reason: string[]) =>
  runOpsCommand(
    { db: t.db, clock: t.clock.now },
    { command: 'senderid:review', args: [requestId, decision, ...reason] },
  ) as Promise<{ status: string; reason: string | null }>;

describe('submitting a sender-ID request', () => {
  test('stores it as submitted, with its kind, upper-cased countries, and an audit entry', async () => {
    const owner = await signUp(t);
    const body = await submit(owner.token);
    expect(body).toMatchObject({
      code: 0,
      data: {
        senderId: 'Beacon Pay',
        kind: 'alphanumeric',
        countries: ['GB', 'DE'],
        useCase: 'otp',
        status: 'submitted',
        reason: null,
        reviewedAt: null,
      },
    });
    const audit = await auditOf(t.db, owner.email);
    expect(audit.find((e) => e.action === 'sender_id.submit')).toMatchObject({
      target: body.data.requestId,
      detail: { senderId: 'Beacon Pay', countries: ['GB', 'DE'] },
    });
  });

  test('a numeric sender ID of up to 15 digits is accepted as numeric', async () => {
    const owner = await signUp(t);
    const body = await submit(owner.token, { ...REQUEST, senderId: '447700900123' });
    expect(body.data).toMatchObject({ kind: 'numeric', senderId: '447700900123' });
  });

  test.each([
    ['senderId', 'AB', 'at least 3 characters'],
    ['senderId', 'Beacon-Pay', 'only letters, digits and spaces'],
    ['senderId', 'ABCDEFGHIJKL', 'at most 11 characters'],
    ['senderId', '1234567890123456', '3 to 15 digits'],
    ['countries', [], 'Choose at least one country'],
    ['countries', ['XX'], ''],
    ['useCase', 'lottery', 'Choose what the messages are for'],
    ['brandName', 'A'.repeat(21), 'At most 20 characters'],
    ['sampleContent', 'x'.repeat(201), 'At most 200 characters'],
    ['link', 'ftp://pay.example.com', 'Enter a link that begins with http:// or https://'],
    ['link', 'pay.example.com', 'Enter a link that begins with http:// or https://'],
    ['companyName', ' ', 'Enter the company name'],
  ])('%s = %j is refused with 1001 naming the field', async (field, value, words) => {
    const owner = await signUp(t);
    const body = await submit(owner.token, { ...REQUEST, [field]: value });
    expect(body.code).toBe(1001);
    expect(body.msg).toMatch(new RegExp(`^${field}: `));
    expect(body.msg).toContain(words);
  });

  test('the refusal is worded in Chinese for a Chinese caller', async () => {
    const owner = await signUp(t);
    const body = await submit(owner.token, { ...REQUEST, link: 'www.example.com' }, 'zh-CN');
    expect(body).toMatchObject({ code: 1001, msg: 'link: 请输入以 http:// 或 https:// 开头的链接' });
  });

  test('a member with the user role is refused with 1006 and nothing is stored', async () => {
    const owner = await signUp(t);
    const member = await inviteAndJoin(t, owner.token, 'user');
    expect((await submit(member.token)).code).toBe(1006);
    const list = await t.post('/api/admin/sender-id/list', {}, { token: owner.token });
    expect(list.body.data).toEqual({ items: [], total: 0 });
  });
});

describe('the list and one request', () => {
  test("pages newest first, filters by status, and shows only the organisation's own requests", async () => {
    const owner = await signUp(t);
    const admin = await inviteAndJoin(t, owner.token, 'admin');
    const first = (await submit(owner.token)).data;
    t.clock.advance(1000);
    const second = (await submit(admin.token, { ...REQUEST, senderId: 'BeaconShop' })).data;
    const stranger = await signUp(t);
    await submit(stranger.token, { ...REQUEST, senderId: 'Elsewhere' });
    await review(first.requestId, 'approve');

    const page = await t.post('/api/admin/sender-id/list', { pageSize: 1 }, { token: admin.token });
    expect(page.body.data).toMatchObject({ total: 2, items: [{ senderId: 'BeaconShop' }] });
    const approved = await t.post(
      '/api/admin/sender-id/list',
      { status: 'approved' },
      { token: owner.token },
    );
    expect(approved.body.data).toMatchObject({
      total: 1,
      items: [{ senderId: 'Beacon Pay', status: 'approved' }],
    });

    const own = await t.post(
      '/api/admin/sender-id/get',
      { requestId: second.requestId },
      { token: owner.token },
    );
    expect(own.body.data).toMatchObject({ senderId: 'BeaconShop', status: 'submitted' });
    const foreign = await t.post(
      '/api/admin/sender-id/get',
      { requestId: second.requestId },
      { token: stranger.token },
    );
    expect(foreign.body.code).toBe(1006);
  });
});

describe('the operator review', () => {
  test('approves a submitted request once; a second decision is refused', async () => {
    const owner = await signUp(t);
    const { requestId } = (await submit(owner.token)).data;
    expect(await review(requestId, 'approve')).toMatchObject({ status: 'approved', reason: null });
    await expect(review(requestId, 'reject', 'too', 'late')).rejects.toMatchObject({
      code: 'invalid',
      message: expect.stringContaining('already decided'),
    });
  });

  test('rejects with the reason the admin then reads', async () => {
    const owner = await signUp(t);
    const { requestId } = (await submit(owner.token)).data;
    expect(await review(requestId, 'reject', 'Brand', 'not', 'registered')).toMatchObject({
      status: 'rejected',
      reason: 'Brand not registered',
    });
    const read = await t.post('/api/admin/sender-id/get', { requestId }, { token: owner.token });
    expect(read.body.data).toMatchObject({
      status: 'rejected',
      reason: 'Brand not registered',
      reviewedAt: expect.any(String),
    });
  });

  test('an unknown request or a bad decision is an operator error, not a change', async () => {
    await expect(review('00000000-0000-4000-8000-000000000000', 'approve')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(review('not-a-uuid', 'approve')).rejects.toMatchObject({ code: 'usage' });
    const owner = await signUp(t);
    const { requestId } = (await submit(owner.token)).data;
    await expect(review(requestId, 'maybe')).rejects.toMatchObject({ code: 'usage' });
  });
});
