/** What the send page knows about a send it made: the answer, or the refusal (nothing was sent then). */
import type { SendResult } from '@/features/sms/api';

export interface SendRun {
  /** ISO time the call left; the log link starts here. */
  startedAt: string;
  result: SendResult | null;
  error: unknown;
  /** Set when the send was scheduled: ISO time. */
  sendAt?: string;
  /** Repeats in the recipient box, left out before sending (the first of each was sent). */
  duplicates: string[];
}
