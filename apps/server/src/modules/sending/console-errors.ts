/**
 * The console's answer to a refused send: a catalogue code 3001–3008, or 1001 naming the field. A refusal by
 * the account's rules answers the code of its first problem, `msg` naming every problem in the caller's
 * language and `data.problems` listing them for the send page.
 */
import { ErrorCode, SEND_PROBLEM_CODES, describeSendProblems } from '@beacon/shared';
import { AppError } from '../../lib/app-error.js';
import { fieldError } from '../../lib/field-error.js';
import {
  isProblemReason,
  problemOf,
  type ProblemReason,
  type SendRejection,
  type SendRejectionReason,
} from './rejection.js';

export function consoleRefusalOf(rejection: SendRejection): Error {
  const { reason } = rejection;
  if (!isProblemReason(reason)) return consoleErrorOf(reason);
  const problems = rejection.reasons.filter(isProblemReason).map(problemOf);
  return new AppError(SEND_PROBLEM_CODES[reason.kind], {
    message: (locale) => describeSendProblems(problems, locale),
    data: { problems },
  });
}

function consoleErrorOf(reason: Exclude<SendRejectionReason, ProblemReason>): Error {
  switch (reason.kind) {
    case 'insufficientBalance':
      return new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    case 'fraudBlocked':
      return new AppError(ErrorCode.FRAUD_BLOCKED);
    case 'rateLimited':
      return new AppError(ErrorCode.SENDING_TOO_FAST);
    case 'variablesMissing':
      return fieldError(['variables'], 'variableMissing', { name: reason.names.join(', ') });
    case 'contentTooLong':
      return fieldError(['content'], 'contentTooLong');
    case 'fieldInvalid':
      return fieldError([reason.field], reason.key, reason.params);
    case 'missingParameters':
      return fieldError([reason.names[0] ?? 'content'], 'contentEmpty');
    case 'typeInvalid':
      return fieldError(['type'], 'smsTypeInvalid');
    case 'numbersInvalid':
      return fieldError(['to'], 'phoneInvalid');
    case 'tooManyRecipients':
      return fieldError(['to'], 'recipientsTooMany');
    case 'bodyMalformed':
      return new AppError(ErrorCode.INVALID_PARAMETER);
  }
}
