/** Records security events (who, what, when, from which IP and browser) for sign-in and account changes. */
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { Clock } from '../../lib/clock.js';
import { toInet } from '../../lib/network.js';
import { insertAuditEntry } from './repo.js';

type AuditAction =
  | 'signup'
  | 'login.success'
  | 'login.failure'
  | 'login.lockout'
  | 'logout'
  | 'password.reset_requested'
  | 'password.reset'
  | 'sso.login'
  | 'sso.failure'
  | 'account.add'
  | 'account.select'
  | 'account.delete'
  | 'profile.update'
  | 'email.change'
  | 'avatar.update'
  | 'password.change'
  | 'phone.bind'
  | 'phone.unbind'
  | 'two_factor.update'
  | 'totp.enable'
  | 'totp.disable'
  | 'session.revoke'
  | 'device.revoke'
  | 'kyc.start'
  | 'kyc.result'
  | 'certification.submit'
  | 'certification.withdraw'
  | 'certification.review'
  | 'org.invite'
  | 'org.invite_resend'
  | 'org.invite_revoke'
  | 'org.settings'
  | 'member.disable'
  | 'member.enable'
  | 'member.access'
  | 'member.remove'
  | 'member.two_factor_reset'
  | 'member.password_reset'
  | 'login.refused'
  | 'sender_id.submit';

export interface AuditEvent {
  action: AuditAction;
  userId?: string | null;
  target?: string | null;
  detail?: Record<string, unknown>;
  /** The organisation an event without an actor of its own is about (an operator's decision). */
  organisationId?: string;
}

export function createAuditService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Pass a transaction as `executor` when the event must commit or roll back with the change it records. */
    async record(event: AuditEvent, meta: Pick<RequestMeta, 'ip' | 'userAgent'>, executor: Database = db) {
      await insertAuditEntry(executor, {
        userId: event.userId ?? null,
        organisationId: event.organisationId,
        action: event.action,
        target: event.target ?? null,
        ip: toInet(meta.ip),
        userAgent: meta.userAgent,
        detail: event.detail ?? null,
        at: clock(),
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
