import { describe, expect, test } from 'vitest';
import type { AuditEntry } from '@beacon/shared';
import { signIn, signUp } from '../../testing/flows.js';
import { inviteAndJoin } from '../../testing/org-flows.js';
import { useTestApp } from '../../testing/test-app.js';

const t = useTestApp();

const auditOf = async (token: string, filter: Record<string, string> = {}) =>
  (await t.post<{ items: AuditEntry[]; total: number }>('/api/admin/audit/list', filter, { token })).body;

describe('the organisation audit log', () => {
  test("a member's events stay in the organisation's log after the member is removed, and only there", async () => {
    const owner = await signUp(t, { username: 'Audit Owner' });
    const member = await inviteAndJoin(t, owner.token, 'user');
    const stranger = await signUp(t, { username: 'Other Owner' });

    const before = await auditOf(owner.token, { userId: member.userId });
    expect(before.code).toBe(0);
    expect(before.data.items.map((e) => e.action)).toContain('signup');

    const removed = await t.post('/api/admin/user/remove', { userId: member.userId }, { token: owner.token });
    expect(removed.body.code).toBe(0);

    const after = await auditOf(owner.token, { userId: member.userId });
    expect(after.data.items).toContainEqual(
      expect.objectContaining({ action: 'signup', actorId: member.userId, actorEmail: member.email }),
    );
    const removal = (await auditOf(owner.token, { action: 'member.remove' })).data.items;
    expect(removal).toEqual([expect.objectContaining({ target: member.userId })]);

    // Another organisation sees none of it; nor does the removed person (whose session the removal ended), now
    // the owner of an organisation of their own.
    expect((await auditOf(stranger.token, { userId: member.userId })).data.total).toBe(0);
    expect((await auditOf(member.token)).code).toBe(2006);
    const own = await auditOf((await signIn(t, member)).token);
    expect(own.code).toBe(0);
    expect(own.data.items.map((e) => e.action)).not.toContain('signup');
  });
});
