/**
 * The command_status a submit_sm refused by acceptance is answered with (docs/smpp-access.md, "Statuses").
 * API.md fixes three: a bad number ESME_RINVDSTADR, insufficient balance ESME_RSUBMITFAIL, over the rate
 * ESME_RTHROTTLED. The others follow what the ESME can do about them: a refusal tied to the destination
 * (blocked country, China's template rule, the trial's own-phone rule, no price there) is ESME_RINVDSTADR,
 * so the ESME does not retry it; a daily cap is ESME_RTHROTTLED like the rate (the send API answers both
 * 429, "later"); anything else is ESME_RSUBMITFAIL. A refusal kind added later lands there too.
 */
import { SMPP_STATUS } from '@beacon/shared';
import type { SendRejection } from '../modules/sending/index.js';

const STATUS_BY_KIND: Readonly<Record<string, number>> = {
  numbersInvalid: SMPP_STATUS.ESME_RINVDSTADR,
  countryDisallowed: SMPP_STATUS.ESME_RINVDSTADR,
  chinaRule: SMPP_STATUS.ESME_RINVDSTADR,
  trialRecipient: SMPP_STATUS.ESME_RINVDSTADR,
  noPricing: SMPP_STATUS.ESME_RINVDSTADR,
  insufficientBalance: SMPP_STATUS.ESME_RSUBMITFAIL,
  rateLimited: SMPP_STATUS.ESME_RTHROTTLED,
  dailyLimit: SMPP_STATUS.ESME_RTHROTTLED,
  trialDailyLimit: SMPP_STATUS.ESME_RTHROTTLED,
  contentTooLong: SMPP_STATUS.ESME_RINVMSGLEN,
  missingParameters: SMPP_STATUS.ESME_RINVMSGLEN,
  typeInvalid: SMPP_STATUS.ESME_RINVSERTYP,
  // The fraud guard refuses the destination, not the moment: a retry would be refused alike.
  fraudBlocked: SMPP_STATUS.ESME_RINVDSTADR,
};

/** The status of the refusal's deciding reason (the first: it decides the code on every edge). */
export function refusalStatus(rejection: SendRejection): number {
  const { reason } = rejection;
  if (reason.kind === 'fieldInvalid') {
    if (reason.field === 'from') return SMPP_STATUS.ESME_RINVSRCADR;
    if (reason.field === 'sendAt') return SMPP_STATUS.ESME_RINVSCHED;
  }
  return STATUS_BY_KIND[reason.kind] ?? SMPP_STATUS.ESME_RSUBMITFAIL;
}

/** Statuses after which the ESME is expected to send the same submit_sm again. */
export function isRetryableStatus(status: number): boolean {
  return status === SMPP_STATUS.ESME_RTHROTTLED || status === SMPP_STATUS.ESME_RMSGQFUL;
}
