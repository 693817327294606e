/** Sends a sign-in code over the ticket's channel and says where it went, masked. */
import {
  maskEmail,
  maskPhone,
  type Locale,
  type OtpChannel,
  type OtpDestination,
  type SentOtpChannel,
} from '@beacon/shared';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { SmsCodeSender } from '../../providers/sms/sms-code-sender.js';
import { loginCodeEmail, loginCodeSms } from './emails.js';

export interface CodeRecipient {
  email: string;
  phone: string | null;
}

export function destinationOf(channel: OtpChannel, user: CodeRecipient): OtpDestination {
  if (channel === 'totp') return { channel: 'totp' };
  return channel === 'sms' && user.phone
    ? { channel: 'sms', to: maskPhone(user.phone) }
    : { channel: 'email', to: maskEmail(user.email) };
}

export function createCodeDelivery(deps: { mailer: Mailer; sms: SmsCodeSender | undefined }) {
  return {
    /** Whether codes can go by SMS to this user: a bound phone and an SMS sender plugged in. */
    canText(user: CodeRecipient): boolean {
      return Boolean(user.phone && deps.sms);
    },

    async send(channel: SentOtpChannel, user: CodeRecipient, code: string, locale: Locale): Promise<void> {
      if (channel === 'sms' && user.phone && deps.sms) {
        await deps.sms.sendCode({ to: user.phone, text: loginCodeSms({ code, locale }) });
        return;
      }
      await deps.mailer.send(loginCodeEmail({ to: user.email, code, locale }));
    },
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
