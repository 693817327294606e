/** Per-address counts of auth e-mails (email_send_windows). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { emailSendWindows, type EmailSendPurpose } from '../../db/schema/index.js';

/**
 * Counts one send to `email` in one upsert, so parallel requests cannot both take the last one. A window
 * that has ended starts over with this send and ends at `windowEnd`. False when the window holds `max` sends.
 */
export async function takeEmailSend(
  db: Database,
  send: { email: string; purpose: EmailSendPurpose; now: Date; windowEnd: Date; max: number },
): Promise<boolean> {
  const ended = sql`${emailSendWindows.expiresAt} <= ${send.now.toISOString()}::timestamptz`;
  const taken = await db
    .insert(emailSendWindows)
    .values({ email: send.email, purpose: send.purpose, sends: 1, expiresAt: send.windowEnd })
    .onConflictDoUpdate({
      target: [emailSendWindows.email, emailSendWindows.purpose],
      set: {
        sends: sql`case when ${ended} then 1 else ${emailSendWindows.sends} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${emailSendWindows.expiresAt} end`,
      },
      setWhere: sql`${ended} or ${emailSendWindows.sends} < ${send.max}`,
    })
    .returning({ sends: emailSendWindows.sends });
  return taken.length > 0;
}
