/** Delivers through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer.js';

export function createSmtpMailer(options: { url: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      // Not the subject: sign-in and sign-up subjects carry the code.
      options.logger.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
