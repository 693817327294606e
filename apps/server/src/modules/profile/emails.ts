/** E-mails of the profile: the code that confirms a new sign-in address, and the notice to the old one. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function emailChangeCodeEmail(input: { to: string; code: string; locale: Locale }): MailMessage {
  const { to, code } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, `Beacon 邮箱验证码：${code}`, [
      '您正在将 Beacon 账号的登录邮箱更改为此地址。验证码是：',
      { code },
      '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
    ]);
  }
  return compose(to, `Your Beacon e-mail confirmation code: ${code}`, [
    'You asked to use this address to sign in to Beacon. Your confirmation code is:',
    { code },
    'The code expires in 10 minutes. If you did not ask for this, ignore this e-mail.',
  ]);
}

export function emailChangedNotice(input: { to: string; newEmail: string; locale: Locale }): MailMessage {
  const { to, newEmail } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, 'Beacon 登录邮箱已更改', [
      `您的 Beacon 登录邮箱已更改为 ${newEmail}，此地址将不再用于登录。`,
      '如果这不是您本人的操作，请立即联系客服。',
    ]);
  }
  return compose(to, 'Your Beacon sign-in e-mail was changed', [
    `The e-mail address you sign in to Beacon with is now ${newEmail}; this address no longer signs in.`,
    'If you did not make this change, contact support at once.',
  ]);
}

/** To an address someone else asked to sign in with while it already signs in to Beacon: no code, a warning. */
export function emailInUseNotice(input: { to: string; locale: Locale }): MailMessage {
  if (input.locale === 'zh-CN') {
    return compose(input.to, 'Beacon：有人尝试使用您的邮箱', [
      '有人在另一个 Beacon 账号中尝试将登录邮箱改为此地址。此地址已用于登录您的账号，因此不会被更改。',
      '您无需任何操作。如果您担心账号安全，请修改密码。',
    ]);
  }
  return compose(input.to, 'Beacon: someone tried to use your e-mail address', [
    'Someone asked to sign in to another Beacon account with this address. It already signs in to your account, so nothing changes.',
    'You need not do anything. If you are worried about your account, change your password.',
  ]);
}
