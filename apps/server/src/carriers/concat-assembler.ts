/**
 * Reassembles concatenated SMS parts into one payload. Parts come in any order and may repeat (an SMSC
 * resends what it thinks was lost); an incomplete message is dropped after `ttlMs` so a lost part cannot
 * hold memory forever. Used for inbound MO on the client and for submits in the simulator.
 */
import type { ConcatInfo } from '@beacon/shared/sms/smpp';

export interface AssembledMessage<TMeta> {
  /** The parts' payloads joined in sequence order (decode after joining: a UCS-2 pair may span parts). */
  payload: Buffer;
  /** The metadata passed with each part, in sequence order. */
  parts: TMeta[];
}

interface PendingMessage<TMeta> {
  total: number;
  parts: Map<number, { payload: Buffer; meta: TMeta }>;
  timer: NodeJS.Timeout;
}

export interface ConcatAssemblerOptions<TMeta = unknown> {
  ttlMs: number;
  /** Most messages waiting for parts at once; the oldest is dropped beyond it. */
  maxPending?: number;
  /** An incomplete message was dropped; `parts` are the metadata of the parts it had, in sequence order. */
  onDropped?: (key: string, received: number, total: number, parts: TMeta[]) => void;
}

export class ConcatAssembler<TMeta> {
  private readonly pending = new Map<string, PendingMessage<TMeta>>();

  constructor(private readonly options: ConcatAssemblerOptions<TMeta>) {}

  get pendingCount(): number {
    return this.pending.size;
  }

  /**
   * Adds one part. `key` names the message among concurrent ones (the sender and reference for MO, our id
   * in the simulator); the reference and total are added to it. Returns the message once complete.
   */
  add(key: string, concat: ConcatInfo | null, payload: Buffer, meta: TMeta): AssembledMessage<TMeta> | null {
    if (!concat || concat.total === 1) return { payload, parts: [meta] };
    const fullKey = `${key}|${concat.reference}|${concat.total}`;
    let message = this.pending.get(fullKey);
    if (!message) {
      this.evictBeyondLimit();
      const timer = setTimeout(() => this.drop(fullKey), this.options.ttlMs);
      timer.unref();
      message = { total: concat.total, parts: new Map(), timer };
      this.pending.set(fullKey, message);
    }
    message.parts.set(concat.sequence, { payload, meta });
    if (message.parts.size < message.total) return null;

    clearTimeout(message.timer);
    this.pending.delete(fullKey);
    const ordered = sortedParts(message);
    return {
      payload: Buffer.concat(ordered.map((part) => part.payload)),
      parts: ordered.map((part) => part.meta),
    };
  }

  /**
   * The metadata of the parts received so far of the message `add` would file this part under (sequence
   * order; empty when none): the SMPP server names a message at its first part and answers a repeated part
   * with the id it was given the first time.
   */
  partsOf(key: string, concat: ConcatInfo): TMeta[] {
    const message = this.pending.get(`${key}|${concat.reference}|${concat.total}`);
    return message ? sortedParts(message).map((part) => part.meta) : [];
  }

  clear(): void {
    for (const message of this.pending.values()) clearTimeout(message.timer);
    this.pending.clear();
  }

  private evictBeyondLimit(): void {
    const limit = this.options.maxPending ?? 10_000;
    while (this.pending.size >= limit) {
      const oldest = this.pending.keys().next().value;
      if (oldest === undefined) return;
      this.drop(oldest);
    }
  }

  private drop(fullKey: string): void {
    const message = this.pending.get(fullKey);
    if (!message) return;
    clearTimeout(message.timer);
    this.pending.delete(fullKey);
    this.options.onDropped?.(
      fullKey,
      message.parts.size,
      message.total,
      sortedParts(message).map((part) => part.meta),
    );
  }
}

function sortedParts<TMeta>(message: PendingMessage<TMeta>): { payload: Buffer; meta: TMeta }[] {
  return [...message.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
}
