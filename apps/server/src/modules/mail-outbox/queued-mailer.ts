/**
 * The Mailer every service uses: the message is stored in the outbox first, then handed to the transport at
 * once (so a code reaches the inbox, or the .eml folder, while the user waits); when the transport fails the
 * call still succeeds and the retry loop sends it later. A user is never told "something went wrong" after
 * their code was already created, and a passing SMTP outage loses nothing.
 */
import type { Logger } from 'pino';
import type { Database } from '../../db/database.js';
import { addMs, type Clock } from '../../lib/clock.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { createPeriodicJob, exponentialDelayMs } from '../../engine/index.js';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  purgeFinishedMail,
  queueMail,
  type QueuedMail,
} from './repo.js';

/**
 * Sign-in codes expire in minutes and reset links within the hour: a mail still unsent after an hour is of
 * no use to its reader, so retrying stops there.
 */
export const MAIL_RETRY_WINDOW_MS = 60 * 60_000;
/** Longer than any SMTP exchange, so a claimed mail is never tried twice at once. */
const MAIL_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 10 * 60_000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;

export interface MailQueueOptions {
  db: Database;
  clock: Clock;
  transport: Mailer;
  logger: Pick<Logger, 'warn' | 'error'>;
}

export interface MailQueue {
  mailer: Mailer;
  /** Sends what is due and clears old rows; the retry loop calls it, tests call it with a fake clock. */
  retryDue(): Promise<number>;
}

/** 15 s, 30 s, 1 min … capped at 10 min. */
export function mailRetryDelayMs(attempts: number): number {
  return exponentialDelayMs(attempts - 1, { initialMs: FIRST_RETRY_MS, maxMs: MAX_RETRY_MS });
}

export function createMailQueue({ db, clock, transport, logger }: MailQueueOptions): MailQueue {
  async function attempt(mail: QueuedMail): Promise<boolean> {
    try {
      await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await markMailSent(db, mail.id, clock());
      return true;
    } catch (error) {
      const now = clock();
      const retryAt = addMs(now, mailRetryDelayMs(mail.attempts));
      const givesUp = retryAt.getTime() - mail.createdAt.getTime() > MAIL_RETRY_WINDOW_MS;
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, givesUp },
        givesUp ? 'mail: giving up after the retry window' : 'mail: send failed, will retry',
      );
      await markMailAttemptFailed(db, mail.id, {
        error: reason.slice(0, 500),
        retryAt: givesUp ? null : retryAt,
      });
      return false;
    }
  }

  return {
    mailer: {
      async send(message) {
        const now = clock();
        const mail = await queueMail(db, message, { now, leaseUntil: addMs(now, MAIL_LEASE_MS) });
        await attempt(mail);
      },
      close: () => transport.close(),
    },
    async retryDue() {
      const now = clock();
      const due = await claimDueMail(db, { now, leaseUntil: addMs(now, MAIL_LEASE_MS), limit: 50 });
      let sent = 0;
      for (const mail of due) if (await attempt(mail)) sent += 1;
      await purgeFinishedMail(db, addMs(now, -KEEP_FINISHED_MS));
      return sent;
    },
  };
}

/** Retries due mail every `pollMs` in this process; SKIP LOCKED lets every process run one. */
export function startMailRetries(
  queue: MailQueue,
  options: { pollMs: number; logger: Pick<Logger, 'error'> },
) {
  const job = createPeriodicJob({
    intervalMs: options.pollMs,
    run: () => queue.retryDue(),
    onError: (error) => options.logger.error({ err: error }, 'mail: retry pass failed'),
  });
  job.start();
  return { stop: () => job.stop() };
}
