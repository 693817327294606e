/**
 * Whether routing should send a bind new messages (docs/routing.md, "Health"): a circuit breaker over what the
 * bind itself knows (bound or not, throttled by the SMSC) and what its submits told the engine (transient
 * failures, answers lost with the socket).
 *
 * A carrier that lost its bind is passed over until it binds again: the reconnect loop is its probe. One the
 * SMSC throttles is passed over while the bind's throttling pause lasts (it doubles while the SMSC keeps
 * throttling), one that failed `failuresToOpen` submits in a row with transient errors for a pause of ours;
 * after either pause exactly one message goes to it as a probe (half-open): its acceptance makes the carrier
 * healthy again, its failure starts a longer pause. A timer alone never brings a carrier back.
 */
import { computeBackoffMs, type BackoffPolicy } from './backoff.js';

/** What the breaker reads of the bind (SmppCarrier). */
export interface HealthSignals {
  readonly isBound: boolean;
  /** Throttling answers since the last accepted submit (0 once the SMSC takes submits again). */
  readonly throttleLevel: number;
  /** Until when the bind pauses its submits because the SMSC throttled it (epoch ms). */
  readonly throttledUntil: number;
}

type HealthReason = 'unbound' | 'throttling' | 'failing';

export interface CarrierHealthView {
  /** `probing`: passed over, except for the one message that tests whether it recovered. */
  status: 'healthy' | 'probing' | 'passed-over';
  reason: HealthReason | null;
}

export interface CarrierHealthOptions {
  /** Transient submit failures in a row that pass a carrier over (default 5). */
  failuresToOpen?: number;
  /** Pause before the probe, doubled after each failed probe (default 5 s to 5 min). */
  pause?: BackoffPolicy;
  now?: () => number;
  random?: () => number;
}

/** How a submit to the carrier ended, as far as the carrier's health is concerned. */
export type SubmitVerdict =
  /** The SMSC took every part. */
  | 'accepted'
  /** The SMSC refused this message for what it is (bad number, bad text): says nothing about the carrier. */
  | 'refused'
  /** A transient failure: timeout, a carrier-side error status, no bind, throttled past patience. */
  | 'failed'
  /** The bind was lost while a part waited for its answer: the carrier may or may not have it. */
  | 'lost';

export class CarrierHealth {
  private readonly failuresToOpen: number;
  private readonly pause: BackoffPolicy;
  private readonly now: () => number;
  private readonly random: () => number;
  private failuresInRow = 0;
  private pauses = 0;
  private pausedUntil = 0;
  private isProbeOut = false;

  constructor(
    private readonly signals: HealthSignals,
    options: CarrierHealthOptions = {},
  ) {
    this.failuresToOpen = options.failuresToOpen ?? 5;
    this.pause = options.pause ?? { initialMs: 5_000, maxMs: 300_000 };
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  view(): CarrierHealthView {
    if (!this.signals.isBound) return { status: 'passed-over', reason: 'unbound' };
    const now = this.now();
    if (this.signals.throttleLevel > 0) {
      if (now < this.signals.throttledUntil || this.isProbeOut)
        return { status: 'passed-over', reason: 'throttling' };
      return { status: 'probing', reason: 'throttling' };
    }
    if (this.pausedUntil > 0) {
      if (now < this.pausedUntil || this.isProbeOut) return { status: 'passed-over', reason: 'failing' };
      return { status: 'probing', reason: 'failing' };
    }
    return { status: 'healthy', reason: null };
  }

  /**
   * Takes the carrier for one message: `taken` for a healthy one, `probe` when it is probing and this message
   * is its single probe, null when it is passed over (choose another).
   */
  tryTake(): 'taken' | 'probe' | null {
    const { status } = this.view();
    if (status === 'healthy') return 'taken';
    if (status === 'probing') {
      this.isProbeOut = true;
      return 'probe';
    }
    return null;
  }

  /** Gives the probe back without a verdict (the submit was never made, or a shutdown aborted it). */
  releaseProbe(): void {
    this.isProbeOut = false;
  }

  /** What a submit showed; `wasProbe` when it was the probe `tryTake` handed out. */
  record(verdict: SubmitVerdict, wasProbe = false): void {
    if (wasProbe) this.isProbeOut = false;
    if (verdict === 'accepted' || verdict === 'refused') {
      // A refusal of the message is still an answer: the carrier works.
      this.failuresInRow = 0;
      this.pauses = 0;
      this.pausedUntil = 0;
      return;
    }
    this.failuresInRow += 1;
    if (wasProbe || this.failuresInRow >= this.failuresToOpen) {
      this.pausedUntil = this.now() + computeBackoffMs(this.pauses++, this.pause, this.random);
    }
  }
}
