/**
 * The e-mail outbox table: queueing a message, claiming due retries (FOR UPDATE SKIP LOCKED, so every process
 * may run the retry loop), and recording each attempt's outcome.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage } from '../../providers/mail/mailer.js';
import { queryRows } from '../../db/sql-rows.js';
import { attemptClaimCtes } from '../../engine/index.js';

export interface QueuedMail extends MailMessage {
  id: number;
  attempts: number;
  createdAt: Date;
}

/** Stores the message with its first attempt leased to the caller until `leaseUntil`. */
export async function queueMail(
  db: Database,
  message: MailMessage,
  options: { now: Date; leaseUntil: Date },
): Promise<QueuedMail> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attempts: 1,
      nextAttemptAt: options.leaseUntil,
      createdAt: options.now,
    })
    .returning({ id: mailOutbox.id });
  return { ...message, id: row!.id, attempts: 1, createdAt: options.now };
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_ms: number;
}

/** Takes due retries, counting the attempt and leasing each until `leaseUntil`. */
export async function claimDueMail(
  db: Database,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<QueuedMail[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
      with ${attemptClaimCtes({
        table: 'mail_outbox',
        alias: 'm',
        keyColumns: ['id'],
        dueColumn: 'next_attempt_at',
        claimable: sql`status = 'pending'`,
        now: options.now,
        leaseUntil: options.leaseUntil,
        limit: options.limit,
        returning: sql`m.id::int as id, m.to_address, m.subject, m.text_body, m.html_body,
                  m.attempts::int as attempts, (extract(epoch from m.created_at) * 1000)::float8 as created_ms`,
      })}
      select * from claimed
    `,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: Number(row.attempts),
    createdAt: new Date(Number(row.created_ms)),
  }));
}

/** Sent: the bodies carry codes and links that must not outlive their delivery. */
export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, textBody: '', htmlBody: '', lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: Database,
  id: number,
  outcome: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      outcome.retryAt
        ? { lastError: outcome.error, nextAttemptAt: outcome.retryAt }
        : { status: 'failed', lastError: outcome.error, textBody: '', htmlBody: '' },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** Sent and failed rows are kept a while for support questions ("did the e-mail go?"), then removed. */
export async function purgeFinishedMail(db: Database, before: Date): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(sql`${mailOutbox.status} <> 'pending'`, lt(mailOutbox.createdAt, before)));
}
