/** The low-balance e-mail in English and Chinese: plain text, with the same text as simple HTML. */
import type { Locale } from '@beacon/shared';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { escapeHtml } from './html.js';

export function lowBalanceEmail(input: {
  to: string;
  locale: Locale;
  accountName: string;
  accountId: string;
  balance: string;
  threshold: string;
  link: string;
}): MailMessage {
  const { accountName, accountId, balance, threshold, link } = input;
  const [subject, ...paragraphs] =
    input.locale === 'zh-CN'
      ? [
          `Beacon 余额提醒：账户「${accountName}」余额低于 ${threshold}`,
          `账户「${accountName}」（${accountId}）的余额为 ${balance}，已低于您设置的提醒阈值 ${threshold}。`,
          '余额不足时短信将无法发送。请及时充值：',
          link,
          '余额回到阈值以上后，下次低于阈值时会再次提醒。',
        ]
      : [
          `Beacon balance alert: "${accountName}" is below ${threshold}`,
          `The balance of account "${accountName}" (${accountId}) is ${balance}, below your alert threshold of ${threshold}.`,
          'Messages stop sending when the balance runs out. Top up here:',
          link,
          'Once the balance is back above the threshold, you will be alerted the next time it drops below it.',
        ];
  const html = paragraphs
    .map((p) =>
      p === link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join('\n');
  return {
    to: input.to,
    subject: subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>\n`,
  };
}
