/** Keeps sent e-mails in memory so tests read codes and links from what the user would have received. */
import type { MailMessage, Mailer } from '../providers/mail/mailer.js';

export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  /** The latest e-mail to `to`; throws when there is none. */
  lastTo(to: string): MailMessage;
}

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    async close() {},
    lastTo(to) {
      const mail = sent.findLast((m) => m.to === to);
      if (!mail) throw new Error(`no e-mail to ${to}`);
      return mail;
    },
  };
}

/** The 6-digit code on a line of its own (docs/contracts.md). */
export function codeIn(mail: MailMessage): string {
  const code = /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in "${mail.subject}"`);
  return code;
}

/** The last path segment of the first link starting with `<publicUrl><prefix>`. */
export function linkTokenIn(mail: MailMessage, prefix: string): string {
  const match = new RegExp(`https?://\\S+${prefix}/(\\S+)`).exec(mail.text);
  if (!match) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}
