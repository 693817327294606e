import { describe, expect, test } from 'vitest';
import type { Database } from '../../db/database.js';
import { apiKeys, messages, type MessageStatus } from '../../db/schema/index.js';
import { newMessageId } from '../../lib/ids.js';
import { bindPhone } from '../../testing/db-helpers.js';
import { signUp } from '../../testing/flows.js';
import { creditAccount, setVerification } from '../../testing/sending-flows.js';
import { useTestApp } from '../../testing/test-app.js';
import { addAccount } from '../../testing/user-centre-flows.js';

const t = useTestApp();
const HOUR = 3_600_000;

async function insertMessage(
  db: Database,
  accountId: string,
  at: Date,
  status: MessageStatus,
  direction: 'out' | 'in' = 'out',
) {
  await db.insert(messages).values({
    id: newMessageId(at),
    createdAt: at,
    accountId,
    direction,
    source: direction === 'out' ? 'console' : 'carrier',
    type: 3,
    from: 'Beacon',
    to: '+14155550100',
    content: 'hello',
    encoding: 'GSM-7',
    segments: 1,
    status,
    dueAt: at,
    updatedAt: at,
  });
}

interface Summary {
  sentToday: number;
  deliveredToday: number;
  failedToday: number;
  pendingToday: number;
  deliveryRate: number | null;
  since: string;
  timezone: string;
}

describe("today's sending", () => {
  test('counts outbound messages since midnight in the user timezone, by outcome', async () => {
    const user = await signUp(t);
    const accountId = await addAccount(t, user);
    // The harness clock is 2026-03-02 09:00 UTC: 18:00 in Tokyo, whose day began at 2026-03-01 15:00 UTC.
    await t.post(
      '/api/user/update/preferences',
      { language: 'en-US', timezone: 'Asia/Tokyo', timeFormat: 'YYYY-MM-DD HH:mm:ss', theme: 'light' },
      { token: user.token },
    );
    const now = t.clock.now();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    await insertMessage(t.db, accountId, at(1), 'delivered');
    await insertMessage(t.db, accountId, at(2), 'delivered');
    await insertMessage(t.db, accountId, at(3), 'delivered');
    await insertMessage(t.db, accountId, at(4), 'undelivered');
    await insertMessage(t.db, accountId, at(5), 'sent');
    await insertMessage(t.db, accountId, at(17), 'failed'); // 16:00 UTC yesterday: today in Tokyo
    await insertMessage(t.db, accountId, at(19), 'delivered'); // 14:00 UTC yesterday: yesterday in Tokyo
    await insertMessage(t.db, accountId, at(1), 'delivered', 'in');

    const { body } = await t.post<Summary>('/api/dashboard/summary', undefined, { token: user.token });
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        sentToday: 6,
        deliveredToday: 3,
        failedToday: 2,
        pendingToday: 1,
        deliveryRate: 0.6,
        since: '2026-03-01T15:00:00.000Z',
        timezone: 'Asia/Tokyo',
      },
    });
  });

  test('has no delivery rate before a message is final, and sees only the current account', async () => {
    const user = await signUp(t);
    const accountId = await addAccount(t, user);
    const other = await signUp(t);
    const otherAccount = await addAccount(t, other);
    await insertMessage(t.db, otherAccount, t.clock.now(), 'delivered');
    await insertMessage(t.db, accountId, t.clock.now(), 'queued');
    const { body } = await t.post<Summary>('/api/dashboard/summary', undefined, { token: user.token });
    expect(body.data).toMatchObject({ sentToday: 1, deliveredToday: 0, failedToday: 0, deliveryRate: null });
  });

  test('needs a current account (2011) and a session (2006)', async () => {
    const user = await signUp(t);
    expect((await t.post('/api/dashboard/summary', undefined, { token: user.token })).body).toMatchObject({
      code: 2011,
      msg: 'No account selected.',
    });
    expect(
      (await t.post('/api/dashboard/checklist', undefined, { token: user.token, locale: 'zh-CN' })).body,
    ).toMatchObject({
      code: 2011,
      msg: '尚未选择账户。',
    });
    expect((await t.post('/api/dashboard/summary')).body.code).toBe(2006);
  });
});

describe('the first-steps checklist', () => {
  test('ticks each step from the data as the newcomer does it', async () => {
    const user = await signUp(t);
    const accountId = await addAccount(t, user);
    const checklist = async () =>
      Object.fromEntries(
        (
          await t.post<{ items: { key: string; done: boolean }[] }>('/api/dashboard/checklist', undefined, {
            token: user.token,
          })
        ).body.data.items.map((item) => [item.key, item.done]),
      );
    // The trial credit of a new account is not a top-up.
    expect(await checklist()).toEqual({
      verifyIdentity: false,
      bindPhone: false,
      topUp: false,
      sendTestMessage: false,
      createApiKey: false,
    });
    await bindPhone(t.db, user.email, '+14155550100');
    await creditAccount(t.db, accountId, 10_000_000n);
    await insertMessage(t.db, accountId, t.clock.now(), 'delivered', 'in');
    expect(await checklist()).toMatchObject({ bindPhone: true, topUp: true, sendTestMessage: false });
    await insertMessage(t.db, accountId, t.clock.now(), 'queued');
    await t.db.insert(apiKeys).values({
      id: 'AKtest',
      accountId,
      name: 'k',
      secretHash: 'x',
      secretHint: 'x',
      createdAt: t.clock.now(),
    });
    await setVerification(t.db, accountId, 1);
    expect(await checklist()).toEqual({
      verifyIdentity: true,
      bindPhone: true,
      topUp: true,
      sendTestMessage: true,
      createApiKey: true,
    });
  });
});
