/**
 * "Test a template" (spec section 9): the template goes to the user's own bound phone as an ordinary send —
 * the same rules, count and charge (service.accept, the ledger). A verification-code template's code is made
 * here, fresh for each test, valid one minute; the public sample verification message's code five minutes.
 */
import { eq } from 'drizzle-orm';
import {
  CODE_VARIABLE_PATTERN,
  ErrorCode,
  SAMPLE_VERIFICATION_MINUTES,
  SMS_MESSAGE_TYPE,
  TEMPLATE_TEST_CODE_MINUTES,
  extractTemplateVariables,
  isPhoneProblem,
  maskPhone,
  parseE164,
  text,
  type SmsMessageType,
  type TemplateTestInput,
  type TemplateTestResult,
} from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { randomCode } from '../../lib/crypto.js';
import type { TemplateService } from '../templates/index.js';
import { reject } from './rejection.js';
import type { SendingService } from './service.js';
import type { SenderAccount } from './types.js';

/** The sender id of a test: the product's own name, as the console's default. */
const TEST_SENDER = 'Beacon';
const MINUTE_MS = 60_000;

export interface TemplateTestDeps {
  db: Database;
  templates: TemplateService;
  sending: SendingService;
}

async function boundPhoneOf(db: Database, userId: string) {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const parsed = row?.phone ? parseE164(row.phone) : undefined;
  if (!parsed || isPhoneProblem(parsed)) {
    throw new AppError(ErrorCode.NOT_ALLOWED, {
      message: (locale) => text(locale, 'sendProblems', 'noBoundPhone'),
    });
  }
  return parsed;
}

export async function testTemplate(
  { db, templates, sending }: TemplateTestDeps,
  caller: { userId: string; account: SenderAccount; now: Date },
  input: TemplateTestInput,
): Promise<TemplateTestResult> {
  const to = await boundPhoneOf(db, caller.userId);
  const template = await templates.find(caller.account.id, input.templateId);
  if (!template) reject({ kind: 'templateUnavailable' });
  const type = template.type as SmsMessageType;
  const variables: Record<string, string> = { ...input.variables };
  const codeNames =
    type === SMS_MESSAGE_TYPE.OTP
      ? extractTemplateVariables(template.content).filter((name) => CODE_VARIABLE_PATTERN.test(name))
      : [];
  const code = codeNames.length > 0 ? randomCode() : null;
  for (const name of codeNames) variables[name] = code!;

  const result = await sending.accept(
    { account: caller.account, source: 'console', createdBy: caller.userId },
    {
      type,
      from: TEST_SENDER,
      recipients: [to],
      duplicates: [],
      templateId: template.id,
      variables,
      smartEncoding: false,
    },
  );
  const message = result.messages[0]!;
  const validMinutes = code
    ? template.accountId === null
      ? SAMPLE_VERIFICATION_MINUTES
      : TEMPLATE_TEST_CODE_MINUTES
    : null;
  return {
    messageId: message.messageId,
    to: maskPhone(to.e164),
    content: templates.render(template.content, variables).text,
    cost: result.cost,
    currency: result.currency,
    code,
    validMinutes,
    validUntil: validMinutes ? new Date(caller.now.getTime() + validMinutes * MINUTE_MS).toISOString() : null,
  };
}
