/**
 * At most MAX_EMAILS_PER_ADDRESS auth e-mails of one purpose to one address per 10 minutes, then 1007. The per-IP
 * limit cannot stop many clients from filling one inbox, and per-ticket limits reset with every new ticket.
 */
import { ATTEMPTS_LOCKOUT_MS, ErrorCode, MAX_EMAILS_PER_ADDRESS } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import type { EmailSendPurpose } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { addMs } from '../../lib/clock.js';
import { takeEmailSend } from './email-quota-repo.js';

/** The window matches what 1007 tells the user: try again in 10 minutes. */
const EMAIL_WINDOW_MS = ATTEMPTS_LOCKOUT_MS;

export async function takeEmailQuota(
  db: Database,
  email: string,
  purpose: EmailSendPurpose,
  now: Date,
): Promise<void> {
  const windowEnd = addMs(now, EMAIL_WINDOW_MS);
  if (!(await takeEmailSend(db, { email, purpose, now, windowEnd, max: MAX_EMAILS_PER_ADDRESS })))
    throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS);
}
