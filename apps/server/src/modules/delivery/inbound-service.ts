/**
 * Stores an inbound (MO) message: attributed to the account that last sent to that phone from that sender
 * address, STOP-style replies opting the number out of that account's marketing, and the `message.inbound`
 * webhook queued when the account has a URL — all in one transaction, committed before the carrier
 * acknowledges the deliver_sm (so a crash makes the SMSC deliver it again rather than lose it).
 */
import { isPhoneProblem, parseE164 } from '@beacon/shared';
import type { Logger } from 'pino';
import type { InboundMessage } from '../../carriers/index.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { newMessageId } from '../../lib/ids.js';
import { insertInboundWebhook, messageInboundEvent } from '../webhooks/index.js';
import { insertSmppInbound } from '../smpp-access/index.js';
import { findReplyTarget, insertInbound, insertOptOut } from './inbound-repo.js';
import { isStopReply } from './stop-words.js';

/** Notification (spec section 3) when the reply cannot be tied to a message of ours. */
const DEFAULT_INBOUND_TYPE = 3;

export interface StoredInbound {
  messageId: string;
  /** The account it was attributed to; null when no account wrote to that phone from that address. */
  accountId: string | null;
  /** This message opted the number out (false when it already was, or for any other reply). */
  optedOut: boolean;
}

export function createInboundService(deps: { db: Database; clock: Clock; logger: Logger }) {
  const { db, clock, logger } = deps;
  return {
    async store(message: InboundMessage): Promise<StoredInbound> {
      const at = clock();
      const id = newMessageId(at);
      const target = await findReplyTarget(db, message.from, message.to);
      const parsed = parseE164(message.from);
      let optedOut = false;
      await db.transaction(async (tx) => {
        await insertInbound(tx, {
          id,
          accountId: target?.accountId ?? null,
          type: target?.type ?? DEFAULT_INBOUND_TYPE,
          from: message.from,
          to: message.to,
          country: isPhoneProblem(parsed) ? null : parsed.country,
          content: message.content,
          encoding: message.dataCoding === 8 ? 'UCS-2' : 'GSM-7',
          segments: message.parts,
          carrier: message.carrier,
          at,
        });
        if (!target) return;
        if (isStopReply(message.content)) {
          optedOut = await insertOptOut(tx, {
            accountId: target.accountId,
            phone: message.from,
            messageId: id,
            at,
          });
        }
        await insertInboundWebhook(tx, {
          accountId: target.accountId,
          messageId: id,
          payload: JSON.stringify(
            messageInboundEvent({ id, from: message.from, to: message.to, content: message.content, at }),
          ),
          at,
        });
        await insertSmppInbound(tx, {
          accountId: target.accountId,
          messageId: id,
          from: message.from,
          to: message.to,
          content: message.content,
          at,
        });
      });
      logger.info(
        { messageId: id, accountId: target?.accountId ?? null, optedOut },
        'inbound message stored',
      );
      return { messageId: id, accountId: target?.accountId ?? null, optedOut };
    },
  };
}

export type InboundService = ReturnType<typeof createInboundService>;
