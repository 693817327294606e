/**
 * The embedded default when no SMTP_URL is set: each e-mail becomes an RFC 5322 .eml file in `<DATA_DIR>/mail`,
 * named `<ISO time with ':' replaced by '-'>-<random>.eml` so a directory listing sorts by time
 * (docs/contracts.md). nodemailer's stream transport builds the exact message SMTP would have carried.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from './mailer.js';

export interface OutboxMailerOptions {
  dir: string;
  from: string;
  clock: Clock;
  logger: FastifyBaseLogger;
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const { message: raw } = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, outboxFileName(options.clock()));
      await writeFile(file, raw as Buffer, { flag: 'wx' });
      // Not the subject: sign-in and sign-up subjects carry the code (API.md: file and recipient only).
      options.logger.info({ to: message.to, file }, 'mail written to outbox');
    },
    async close() {
      transport.close();
    },
  };
}

export function outboxFileName(at: Date): string {
  return `${at.toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;
}
