/** What the security calls send: the password-changed notice and the phone-binding SMS. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { compose } from '../auth/index.js';

export function passwordChangedNotice(input: { to: string; locale: Locale }): MailMessage {
  if (input.locale === 'zh-CN') {
    return compose(input.to, 'Beacon 密码已修改', [
      '您的 Beacon 密码刚刚被修改，其他设备上的登录已全部退出。',
      '如果这不是您本人的操作，请立即通过“忘记密码”重置密码并联系客服。',
    ]);
  }
  return compose(input.to, 'Your Beacon password was changed', [
    'Your Beacon password was just changed, and every other signed-in device was signed out.',
    'If you did not make this change, reset your password with "Forgot password" now and contact support.',
  ]);
}

export function phoneBindingSms(input: { code: string; locale: Locale }): string {
  return input.locale === 'zh-CN'
    ? `【Beacon】您正在绑定手机号，验证码是 ${input.code}，10 分钟内有效。`
    : `Beacon: your phone binding code is ${input.code}. It expires in 10 minutes.`;
}
