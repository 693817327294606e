/** Picks the mail transport from the configuration: SMTP when SMTP_URL is set, the .eml outbox otherwise. */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export function createMailer(config: Config, clock: Clock, logger: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, logger });
  return createOutboxMailer({ dir: path.join(config.dataDir, 'mail'), from: config.mailFrom, clock, logger });
}
