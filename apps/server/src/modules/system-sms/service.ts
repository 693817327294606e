/**
 * Platform SMS (phone binding, SMS sign-in codes): `source='system'`, no account, cost 0, through the same
 * queue, dispatcher and carriers as every other message (docs/messaging-engine.md).
 */
import { analyzeMessage, isPhoneProblem, parseE164 } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newMessageId } from '../../lib/ids.js';
import { insertSystemMessage } from './repo.js';

export interface SystemSmsDeps {
  db: Database;
  clock: Clock;
  /** Sender id of platform messages (SYSTEM_SMS_FROM). */
  from: string;
  /** Told after each message is queued, e.g. to wake this process's dispatcher. */
  onQueued?: () => void;
}

export function createSystemSms({ db, clock, from, onQueued }: SystemSmsDeps) {
  return {
    async send({ to, content }: { to: string; content: string }): Promise<{ messageId: string }> {
      const at = clock();
      const id = newMessageId(at);
      const phone = parseE164(to);
      const analysis = analyzeMessage(content);
      await insertSystemMessage(db, {
        id,
        from,
        to,
        country: isPhoneProblem(phone) ? null : phone.country,
        content,
        encoding: analysis.encoding,
        segments: analysis.segments,
        at,
      });
      onQueued?.();
      return { messageId: id };
    },
  };
}

export type SystemSms = ReturnType<typeof createSystemSms>;
