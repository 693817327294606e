/** The console's answer to a refused send: a catalogue code 3001–3008, or 1001 naming the field. */
import { ErrorCode } from '@beacon/shared';
import { AppError } from '../../lib/app-error.js';
import { fieldError } from '../../lib/field-error.js';
import type { SendRejectionReason } from './rejection.js';

export function consoleErrorOf(reason: SendRejectionReason): Error {
  switch (reason.kind) {
    case 'insufficientBalance':
      return new AppError(ErrorCode.INSUFFICIENT_BALANCE);
    case 'noPricing':
      return new AppError(ErrorCode.NO_PRICING);
    case 'dailyLimit':
      return new AppError(ErrorCode.DAILY_LIMIT_REACHED);
    case 'trialRecipient':
    case 'trialDailyLimit':
      return new AppError(ErrorCode.TRIAL_RESTRICTED);
    case 'countryDisallowed':
      return new AppError(ErrorCode.COUNTRY_DISALLOWED);
    case 'chinaRule':
      return new AppError(ErrorCode.CHINA_RULE);
    case 'templateUnavailable':
      return new AppError(ErrorCode.TEMPLATE_UNAVAILABLE);
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
