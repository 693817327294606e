/**
 * The texts of auth e-mails and SMS in English and Chinese. Every code e-mail has the code in its subject and
 * on a line of its own in the plain text (docs/contracts.md), so people and tests both find it at a glance.
 */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';

const PRODUCT = 'Beacon';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain HTML rendering of the text: paragraphs, the code large, links clickable. */
function toHtml(paragraphs: Array<string | { code: string } | { link: string }>): string {
  const body = paragraphs
    .map((p) => {
      if (typeof p === 'string') return `<p>${escapeHtml(p)}</p>`;
      if ('code' in p) {
        return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${p.code}</p>`;
      }
      const href = escapeHtml(p.link);
      return `<p><a href="${href}">${href}</a></p>`;
    })
    .join('\n');
  return `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>\n`;
}

function toText(paragraphs: Array<string | { code: string } | { link: string }>): string {
  return `${paragraphs.map((p) => (typeof p === 'string' ? p : 'code' in p ? p.code : p.link)).join('\n\n')}\n`;
}

export function compose(
  to: string,
  subject: string,
  paragraphs: Array<string | { code: string } | { link: string }>,
) {
  return { to, subject, text: toText(paragraphs), html: toHtml(paragraphs) } satisfies MailMessage;
}

export function signupCodeEmail(input: {
  to: string;
  username: string;
  code: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, username, code, link } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, `${PRODUCT} 注册验证码：${code}`, [
      `${username}，您好：`,
      '您的注册验证码是：',
      { code },
      '也可以打开以下链接继续注册：',
      { link },
      '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
    ]);
  }
  return compose(to, `Your ${PRODUCT} sign-up code: ${code}`, [
    `Hello ${username},`,
    'Your sign-up verification code is:',
    { code },
    'You can also continue signing up with this link:',
    { link },
    'The code expires in 10 minutes. If you did not sign up for Beacon, ignore this e-mail.',
  ]);
}

export function loginCodeEmail(input: { to: string; code: string; locale: Locale }): MailMessage {
  const { to, code } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, `${PRODUCT} 登录验证码：${code}`, [
      '您的登录验证码是：',
      { code },
      '验证码 10 分钟内有效。如果这不是您本人的操作，请立即修改密码。',
    ]);
  }
  return compose(to, `Your ${PRODUCT} sign-in code: ${code}`, [
    'Your sign-in verification code is:',
    { code },
    'The code expires in 10 minutes. If you did not try to sign in, change your password now.',
  ]);
}

export function passwordResetEmail(input: { to: string; link: string; locale: Locale }): MailMessage {
  const { to, link } = input;
  if (input.locale === 'zh-CN') {
    return compose(to, `重置您的 ${PRODUCT} 密码`, [
      '我们收到了重置您密码的请求。打开以下链接设置新密码：',
      { link },
      '链接 30 分钟内有效，且只能使用一次。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    ]);
  }
  return compose(to, `Reset your ${PRODUCT} password`, [
    'We received a request to reset your password. Open this link to choose a new one:',
    { link },
    'The link expires in 30 minutes and works once. If you did not ask for it, ignore this e-mail; your password stays the same.',
  ]);
}

export function loginCodeSms(input: { code: string; locale: Locale }): string {
  return input.locale === 'zh-CN'
    ? `【${PRODUCT}】您的登录验证码是 ${input.code}，10 分钟内有效。`
    : `${PRODUCT}: your sign-in code is ${input.code}. It expires in 10 minutes.`;
}
