/** What the send page knows about a send it started: the batches accepted and the failure that stopped it. */
import type { SendResult } from '../../api';

export interface SendRun {
  /** ISO time the first call left; the log link starts here. */
  startedAt: string;
  batches: number;
  results: SendResult[];
  error: unknown;
  /** Set when the send was scheduled: ISO time. */
  sendAt?: string;
  /** Repeats in the recipient box, left out before sending (the first of each was sent). */
  duplicates: string[];
}

export function acceptedCount(run: SendRun): number {
  return run.results.reduce((sum, result) => sum + result.messages.length, 0);
}
