/** The one error type the carrier layer throws at its callers, with a reason code the engine can act on. */
import { describeStatus } from './command-status.js';

export type CarrierErrorReason =
  /** The SMSC answered submit_sm with a final error status (`commandStatus`). Permanent. */
  | 'rejected'
  /** We refused the request before sending it (address or part too long, bad characters). Permanent. */
  | 'invalid'
  /** No answer within the submit deadline (no bind, throttled or unanswered throughout). Retry later. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** The carrier was closed before the submit completed. Retry later, on another process if need be. */
  | 'closed'
  /** `failFast`: the bind is down, nothing was sent. Another carrier may take the message. */
  | 'unbound'
  /** `failFast`: the SMSC is throttling this bind, nothing was accepted. Another carrier may take it. */
  | 'throttled'
  /**
   * `failFast`: the connection died (or stopped answering) while a part waited for its answer. The SMSC may
   * have it: moving the message on is the one case where it can reach two carriers (docs/routing.md).
   */
  | 'lost'
  /** The SMSC answered with a failure of its own (system error, submit failed): not the message's fault. */
  | 'carrier-error'
  /** No route for the destination country. Permanent until the configuration changes. */
  | 'no-route';

const PERMANENT_REASONS: ReadonlySet<CarrierErrorReason> = new Set(['rejected', 'invalid', 'no-route']);

export class CarrierError extends Error {
  override readonly name = 'CarrierError';
  /** True when sending the same request again cannot succeed. */
  readonly isPermanent: boolean;
  /**
   * Per part, the carrier message id of the parts the SMSC had accepted before the failure (null for the
   * others): receipts may still arrive for them.
   */
  carrierMessageIds: (string | null)[] = [];

  constructor(
    readonly reason: CarrierErrorReason,
    message: string,
    readonly commandStatus: number | null = null,
  ) {
    super(commandStatus === null ? message : `${message}: ${describeStatus(commandStatus)}`);
    this.isPermanent = PERMANENT_REASONS.has(reason);
  }
}
