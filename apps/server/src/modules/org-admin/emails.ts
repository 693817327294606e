/** The invitation e-mail in English and Chinese: who invites, into which organisation, the link and its life. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function invitationEmail(input: {
  to: string;
  organisationName: string;
  inviterName: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, organisationName, inviterName, link } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, `${inviterName} 邀请您加入 Beacon 上的 ${organisationName}`, [
      `${inviterName} 邀请您加入组织「${organisationName}」。打开以下链接完成注册：`,
      { link },
      '链接 7 天内有效。如果您不认识邀请人，请忽略此邮件。',
    ]);
  }
  return compose(to, `${inviterName} invited you to ${organisationName} on Beacon`, [
    `${inviterName} invited you to join the organisation "${organisationName}". Open this link to sign up:`,
    { link },
    'The link works for 7 days. If you do not know the sender, ignore this e-mail.',
  ]);
}
