/**
 * The acceptance rules of a send as one ordered list (docs/messaging-engine.md, "Acceptance"): each rule
 * has a name, runs in the design's order, refuses with a `SendRejection` or works out what the rules after
 * it need (the texts, the recipients left after opt-outs, the day's count, the prices). A problem of the
 * account's rules (a blocked country, China, trial, daily caps, prices) is collected, not thrown, so the
 * refusal names every problem of the send at once; the first one found decides the answer's code, so moving
 * a rule in this list changes which code a refusal carries. Content problems (a field of the form) still
 * refuse at once, and the per-second rate is taken only by a send that nothing else refuses.
 */
import {
  MAX_SCHEDULE_AHEAD_MS,
  SMS_MESSAGE_TYPE,
  VERIFICATION_STATUS,
  hasChinaSignature,
  maskPhone,
} from '@beacon/shared';
import type { PhoneNumber } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { FraudGuard } from '../fraud-guard/index.js';
import type { OptOutService } from '../opt-outs/index.js';
import type { PricingService } from '../pricing/index.js';
import type { TemplateService } from '../templates/index.js';
import { capsExceeded, startOfUtcDay, type DailyCap } from './daily-caps.js';
import { composeMessageTexts, type MessageText, type SendTexts } from './message-texts.js';
import { SendRejection, reject, type ProblemReason } from './rejection.js';
import * as repo from './repo.js';
import type { SendRateLimiter } from './send-rate-limiter.js';
import type { DroppedRecipient, SendContext, SendRequest } from './types.js';

export interface AcceptRuleDeps {
  db: Database;
  rateLimiter: SendRateLimiter;
  pricing: PricingService;
  templates: TemplateService;
  optOuts: OptOutService;
  trialDailyLimit: number;
  fraudGuard: Pick<FraudGuard, 'check' | 'record'>;
}

/** A send while its rules run: what they read, and what each works out for the ones after it. */
export interface AcceptDraft {
  readonly ctx: SendContext;
  readonly request: SendRequest;
  readonly now: Date;
  readonly dayStart: Date;
  /** Rendered from the template or the content: the send's common text and the personalised ones. */
  texts: SendTexts;
  fromTemplate: boolean;
  /** The template asked for is not one this account may send: the texts are unknown. */
  templateUnavailable: boolean;
  /** The recipients still to be sent to (opted-out ones leave), and the entries dropped on the way. */
  recipients: PhoneNumber[];
  dropped: DroppedRecipient[];
  /** The daily caps that apply (trial and the account's own), tightest first, and today's count. */
  caps: DailyCap[];
  sentToday: number;
  /** Price per segment by destination country, in the account's currency. */
  prices: Map<string, bigint>;
  /** What the rules found wrong so far, in the order found. */
  problems: ProblemReason[];
}

interface AcceptRule {
  name: string;
  check(draft: AcceptDraft, deps: AcceptRuleDeps): void | Promise<void>;
}

const EMPTY_TEXT: MessageText = { text: '', encoding: 'GSM-7', segments: 0 };

export function newAcceptDraft(ctx: SendContext, request: SendRequest, now: Date): AcceptDraft {
  return {
    ctx,
    request,
    now,
    dayStart: startOfUtcDay(now),
    texts: { common: EMPTY_TEXT, own: new Map() },
    fromTemplate: false,
    templateUnavailable: false,
    recipients: request.recipients,
    dropped: request.duplicates.map((to) => ({ to, reason: 'duplicate' })),
    caps: [],
    sentToday: 0,
    prices: new Map(),
    problems: [],
  };
}

/** The text of the message to `to`. */
export function textOf(draft: AcceptDraft, to: string): MessageText {
  return draft.texts.own.get(to) ?? draft.texts.common;
}

const isTrial = (draft: AcceptDraft) => draft.ctx.account.verificationStatus !== VERIFICATION_STATUS.VERIFIED;

const ACCEPT_RULES: readonly AcceptRule[] = [
  {
    name: 'sendAtWithinAYear',
    check({ request, now }) {
      if (request.sendAt && request.sendAt.getTime() - now.getTime() > MAX_SCHEDULE_AHEAD_MS) {
        reject({ kind: 'fieldInvalid', field: 'sendAt', key: 'sendAtInvalid' });
      }
    },
  },
  {
    // The approved template (templateId wins over content) or the content as typed, rendered per recipient.
    name: 'contentOrTemplate',
    async check(draft, { templates }) {
      const { request, ctx } = draft;
      let source = request.content ?? '';
      if (request.templateId !== undefined) {
        const template = await templates.find(ctx.account.id, request.templateId);
        if (!template) {
          draft.templateUnavailable = true;
          draft.problems.push({ kind: 'templateUnavailable' });
          return;
        }
        source = template.content;
        draft.fromTemplate = true;
      }
      draft.texts = composeMessageTexts({
        source,
        fromTemplate: draft.fromTemplate,
        recipients: request.recipients.map((r) => r.e164),
        variables: request.variables,
        recipientVariables: request.recipientVariables,
        smartEncoding: request.smartEncoding,
        render: (content, values) => templates.render(content, values),
      });
    },
  },
  {
    name: 'disallowedCountries',
    check({ request, ctx, problems }) {
      const disallowed = new Set(ctx.account.settings.disallowedCountries);
      const blocked = request.recipients.filter((r) => disallowed.has(r.country));
      if (blocked.length === 0) return;
      problems.push({
        kind: 'countryDisallowed',
        countries: [...new Set(blocked.map((r) => r.country))],
        numbers: blocked.map((r) => r.e164),
      });
    },
  },
  {
    // Every message to China comes from an approved template whose rendered text has a 【signature】 (an
    // unavailable template is already a problem of its own).
    name: 'chinaSignature',
    check(draft) {
      if (draft.templateUnavailable) return;
      const unsigned = draft.request.recipients
        .filter(
          (r) => r.country === 'CN' && !(draft.fromTemplate && hasChinaSignature(textOf(draft, r.e164).text)),
        )
        .map((r) => r.e164);
      if (unsigned.length === 0) return;
      draft.problems.push({
        kind: 'chinaRule',
        missing: draft.fromTemplate ? 'signature' : 'template',
        numbers: unsigned,
      });
    },
  },
  {
    // Marketing only: opted-out recipients are dropped and reported, not refused.
    name: 'optOuts',
    async check(draft, { optOuts }) {
      if (draft.request.type !== SMS_MESSAGE_TYPE.MARKETING) return;
      const optedOut = await optOuts.optedOut(
        draft.ctx.account.id,
        draft.recipients.map((r) => r.e164),
      );
      if (optedOut.size === 0) return;
      draft.recipients = draft.recipients.filter((r) => !optedOut.has(r.e164));
      for (const phone of optedOut) draft.dropped.push({ to: phone, reason: 'optedOut' });
    },
  },
  {
    name: 'trialRecipients',
    check(draft) {
      if (!isTrial(draft)) return;
      const { ownerPhone } = draft.ctx.account;
      const strangers = draft.recipients.filter((r) => r.e164 !== ownerPhone).map((r) => r.e164);
      if (strangers.length === 0) return;
      draft.problems.push({
        kind: 'trialRecipient',
        boundPhone: ownerPhone ? maskPhone(ownerPhone) : null,
        numbers: strangers,
      });
    },
  },
  {
    // Counts today's messages once for both caps (the account's own is checked after the price).
    name: 'trialDailyLimit',
    async check(draft, { db, trialDailyLimit }) {
      const { account } = draft.ctx;
      if (isTrial(draft)) draft.caps.push({ limit: trialDailyLimit, kind: 'trialDailyLimit' });
      if (account.settings.dailyLimit > 0) {
        draft.caps.push({ limit: account.settings.dailyLimit, kind: 'dailyLimit' });
      }
      if (draft.caps.length > 0 && draft.recipients.length > 0) {
        draft.sentToday = await repo.countMessagesSince(db, account.id, draft.dayStart);
      }
      addExceededCaps(draft, 'trialDailyLimit');
    },
  },
  {
    name: 'price',
    async check(draft, { pricing }) {
      const countries = [...new Set(draft.recipients.map((r) => r.country))];
      draft.prices = await pricing.quote(draft.ctx.account.currency, countries);
      const unpriced = countries.filter((c) => !draft.prices.has(c));
      if (unpriced.length > 0) draft.problems.push({ kind: 'noPricing', countries: unpriced });
    },
  },
  {
    name: 'dailyLimit',
    check: (draft) => addExceededCaps(draft, 'dailyLimit'),
  },
  {
    // Every problem found so far, in one refusal.
    name: 'refuseProblems',
    check({ problems }) {
      const [first, ...more] = problems;
      if (first) throw new SendRejection(first, ...more);
    },
  },
  {
    // otp only (API.md "Fraud guard"): a prefix blocked for the account, or by the operator, refuses the send
    // before anything is written or charged.
    name: 'fraudGuard',
    async check({ request, ctx, recipients }, { fraudGuard }) {
      if (request.type !== SMS_MESSAGE_TYPE.OTP) return;
      const refusal = await fraudGuard.check(ctx.account.id, recipients);
      if (refusal) reject({ kind: 'fraudBlocked', prefixes: refusal.prefixes });
    },
  },
  {
    // Counts send calls: a 10,000-recipient batch is one.
    name: 'perSecondRate',
    async check(draft, { rateLimiter }) {
      const { account } = draft.ctx;
      const waitMs = await rateLimiter.take(account.id, account.settings.perSecondRate);
      if (waitMs > 0) reject({ kind: 'rateLimited', retryAfterMs: waitMs });
    },
  },
];

function addExceededCaps(draft: AcceptDraft, kind: DailyCap['kind']): void {
  const caps = draft.caps.filter((c) => c.kind === kind);
  draft.problems.push(...capsExceeded(caps, draft.sentToday, draft.recipients.length, draft.now));
}

/** Runs the rules in order; a refusal is thrown with every problem found. */
export async function runAcceptRules(draft: AcceptDraft, deps: AcceptRuleDeps): Promise<void> {
  for (const rule of ACCEPT_RULES) await rule.check(draft, deps);
}
