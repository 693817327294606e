/** Reads what the server "sent" from its .eml outbox, the embedded default for e-mail (API.md). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env.js';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The decoded text of every part, good enough to find codes and links in. */
function decodeBody(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body, 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return decodeHeader(line?.slice(name.length + 1).trim() ?? '');
}

export function readMails(to: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
      return { file, to: header(raw, 'to'), subject: header(raw, 'subject'), text: decodeBody(raw) };
    })
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()));
}

/** Waits for the newest mail to `to` that arrived after `seen` mails and returns it. */
export async function waitForMail(to: string, seen: number): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(() => (mails = readMails(to)).length, { message: `an e-mail to ${to}`, timeout: 15_000 })
    .toBeGreaterThan(seen);
  return mails[mails.length - 1]!;
}

export function codeOf(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return code;
}

export function linkOf(mail: Mail, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]*${pathPrefix}[^\\s"'<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return match[0];
}
