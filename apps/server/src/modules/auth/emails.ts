/**
 * The layout of every e-mail the server sends, and the texts of the auth e-mails and SMS. Words come from the
 * shared `mail` and `systemSms` texts in the reader's language. Every code e-mail has the code in its subject
 * and on a line of its own in the plain text (docs/contracts.md), so people and tests both find it at a glance.
 */
import { text, type Locale, type TextKey, type TextParams } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';

/** A paragraph: a `mail` text, or the code or link set apart from the words. */
type Paragraph = TextKey<'mail'> | { code: string } | { link: string };

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

/** An e-mail in the reader's language: its subject and paragraphs, with `values` filling their placeholders. */
export function compose(
  recipient: { to: string; locale: Locale },
  subject: TextKey<'mail'>,
  paragraphs: readonly Paragraph[],
  values: TextParams = {},
): MailMessage {
  const { to, locale } = recipient;
  const words = paragraphs.map((p) => (typeof p === 'string' ? text(locale, 'mail', p, values) : p));
  return { to, subject: text(locale, 'mail', subject, values), text: toText(words), html: toHtml(words) };
}

export function signupCodeEmail(input: {
  to: string;
  username: string;
  code: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { code, link, username } = input;
  return compose(
    input,
    'signupCode.subject',
    ['signupCode.greeting', 'signupCode.intro', { code }, 'signupCode.link', { link }, 'signupCode.expiry'],
    { code, username },
  );
}

export function loginCodeEmail(input: { to: string; code: string; locale: Locale }): MailMessage {
  const { code } = input;
  return compose(input, 'loginCode.subject', ['loginCode.intro', { code }, 'loginCode.expiry'], { code });
}

export function passwordResetEmail(input: { to: string; link: string; locale: Locale }): MailMessage {
  const { link } = input;
  return compose(input, 'passwordReset.subject', ['passwordReset.intro', { link }, 'passwordReset.expiry']);
}

export function loginCodeSms(input: { code: string; locale: Locale }): string {
  return text(input.locale, 'systemSms', 'loginCode', { code: input.code });
}
