/** Sign-in and phone-binding codes as platform SMS: queued like any message and sent by the dispatcher. */
import type { SystemSms } from '../../modules/system-sms/index.js';
import type { SmsCodeSender } from './sms-code-sender.js';

export function createSystemSmsCodeSender(systemSms: SystemSms): SmsCodeSender {
  return {
    async sendCode({ to, text }) {
      await systemSms.send({ to, content: text });
    },
  };
}
