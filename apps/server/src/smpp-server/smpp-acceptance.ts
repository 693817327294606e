/**
 * A whole SMPP message through the send API's acceptance (modules/sending): the account, its settings and the
 * price list read from the same per-process caches as the send API, stamped, and checked again in the group
 * transaction. As in the send API (api-caller.ts), a send whose cached reads a change overtook, or that a rule
 * refused on reads from memory, is tried again on reads from the database.
 */
import { StaleReadError } from '../modules/send-cache/index.js';
import {
  isSendRejection,
  type SendingServices,
  type SendRequest,
  type SendResult,
} from '../modules/sending/index.js';

const MAX_REREADS = 3;
/** Refusals no cached read decided: the rate and the balance. */
const UNCACHED_REASONS = new Set(['rateLimited', 'insufficientBalance', 'fraudBlocked']);

/** The account cannot send any more (deleted since the bind): the bind is closed. */
export class AccountGoneError extends Error {
  override name = 'AccountGoneError';
}

export function createSmppAcceptance({ sending, senderReads: reads }: SendingServices) {
  return async function acceptSmppMessage(
    sender: { accountId: string; systemId: string },
    request: SendRequest,
    messageId: string,
  ): Promise<SendResult> {
    let fresh = false;
    for (let reread = 0; ; reread += 1) {
      const found = await reads.account(sender.accountId, fresh);
      if (!found || found.value.deletedAt) throw new AccountGoneError(sender.accountId);
      const prices = await reads.priceList(found.value.currency, fresh);
      const stamps = [found.stamp, prices.stamp];
      try {
        return await sending.accept(
          {
            account: found.value,
            source: 'smpp',
            createdBy: sender.systemId,
            stamps,
            messageIds: [messageId],
          },
          request,
        );
      } catch (error) {
        const overtaken =
          error instanceof StaleReadError ||
          (!fresh && isSendRejection(error) && !error.reasons.some((r) => UNCACHED_REASONS.has(r.kind)));
        if (!overtaken || reread >= MAX_REREADS) throw error;
        reads.forget(stamps.map((stamp) => stamp.scope));
        fresh = true;
      }
    }
  };
}

export type SmppAcceptance = ReturnType<typeof createSmppAcceptance>;
