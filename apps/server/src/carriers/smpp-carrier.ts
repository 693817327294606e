/**
 * One carrier bind as the engine sees it: `submit()` resolves with the SMSC's message id per part, and
 * receipts and inbound messages arrive through the handlers. Behind it: reconnect forever with backoff and
 * jitter, a submit window, carrier-wide slow-down on throttling, resubmission of PDUs whose outcome a lost
 * connection made unknown (at-least-once; the simulator deduplicates by our id), and a graceful unbind.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import pino, { type Logger } from 'pino';
import { createDeferred, delay, raceAbort, type Deferred } from './abortable-delay.js';
import { computeBackoffMs } from './backoff.js';
import type { RoutableCarrier } from './carrier-router.js';
import { parseCarrierUrl, type SmppCarrierConfig } from './carrier-url.js';
import {
  COMMAND_STATUS,
  describeStatus,
  isCarrierFailureStatus,
  isRetryableStatus,
  statusName,
} from './command-status.js';
import { createDeliverSmHandler, type CarrierEventHandlers } from './deliver-sm.js';
import { CarrierError } from './errors.js';
import { BindError, ConnectionLostError, ResponseTimeoutError, SmppConnection } from './smpp-connection.js';
import { buildSubmitFields } from './submit-pdu.js';
import type { SubmitOptions, SubmitRequest, SubmitResult } from './submit-types.js';
import { SubmitWindow } from './submit-window.js';

export type CarrierState = 'idle' | 'connecting' | 'bound' | 'disconnected' | 'closing' | 'closed';

export interface CarrierStateChange {
  carrier: string;
  state: CarrierState;
  /** Why the bind was lost or could not be made (a BindError carries the command_status). */
  error?: Error;
  /** For `disconnected`: when the next attempt starts. */
  retryInMs?: number;
}

/**
 * A bind as readiness reports it. `connecting` covers every attempt that has not bound yet or lost its bind;
 * `refused` means the SMSC answered bind_transceiver with an error, which retrying alone rarely fixes
 * (a wrong password, an unknown system_id), so it is told apart.
 */
type BindHealth = 'bound' | 'connecting' | 'refused';

export interface CarrierBindState {
  carrier: string;
  state: BindHealth;
  /**
   * Why it is not bound: for `refused` the bind_transceiver_resp status by its SMPP name (`ESME_RINVPASWD`),
   * for `connecting` the last failure (`ECONNREFUSED`, `TIMEOUT`, `CONNECTION_LOST`…), null before any.
   */
  error: string | null;
  /** When `state` or `error` last changed. */
  since: Date;
}

export interface SmppCarrierDeps {
  handlers?: CarrierEventHandlers & {
    onStateChange?(change: CarrierStateChange): void;
    /** Each throttling answer (ESME_RTHROTTLED, ESME_RMSGQFUL…): routing counts them per carrier. */
    onThrottled?(carrier: string): void;
  };
  logger?: Logger;
  /** Jitter source in [0, 1). */
  random?: () => number;
  now?: () => Date;
  /** Incomplete inbound concatenated messages are dropped after this long (default 10 minutes). */
  reassemblyTtlMs?: number;
}

export class SmppCarrier implements RoutableCarrier {
  readonly config: SmppCarrierConfig;
  private readonly window: SubmitWindow;
  private readonly logger: Logger;
  private readonly random: () => number;
  private readonly deliverSm: ReturnType<typeof createDeliverSmHandler>;
  private readonly closing = new AbortController();
  private currentState: CarrierState = 'idle';
  private bind: CarrierBindState;
  private readonly now: () => Date;
  private connection: SmppConnection | null = null;
  private nextBind: Deferred<SmppConnection> = quietDeferred();
  private runLoop: Promise<void> | null = null;
  private closed: Promise<void> | null = null;
  private throttlePauseEnd = 0;
  private throttles = 0;
  /** Each running submit's controller, aborted when the carrier closes. */
  private readonly submitsInFlight = new Set<AbortController>();
  /** The running submits of each caller signal (follow). */
  private readonly callerSubmits = new WeakMap<AbortSignal, Set<AbortController>>();

  constructor(
    config: SmppCarrierConfig | string,
    private readonly deps: SmppCarrierDeps = {},
  ) {
    this.config = typeof config === 'string' ? parseCarrierUrl(config) : config;
    this.window = new SubmitWindow(this.config.windowSize);
    this.logger = (deps.logger ?? pino({ enabled: false })).child({ carrier: this.config.name });
    this.random = deps.random ?? Math.random;
    this.now = deps.now ?? (() => new Date());
    this.bind = { carrier: this.config.name, state: 'connecting', error: null, since: this.now() };
    this.deliverSm = createDeliverSmHandler({
      carrier: this.config.name,
      handlers: deps.handlers ?? {},
      logger: this.logger,
      now: this.now,
      reassemblyTtlMs: deps.reassemblyTtlMs ?? 600_000,
    });
  }

  get name(): string {
    return this.config.name;
  }

  get state(): CarrierState {
    return this.currentState;
  }

  get isBound(): boolean {
    return this.connection?.isOpen ?? false;
  }

  /** The bind's health for readiness: a copy, taken now. */
  bindState(): CarrierBindState {
    return { ...this.bind };
  }

  /** submit_sm sent and not yet answered. */
  get inFlight(): number {
    return this.window.used;
  }

  /** Throttling answers since the SMSC last accepted a submit (routing passes a throttling bind over). */
  get throttleLevel(): number {
    return this.throttles;
  }

  /** Until when submits pause because the SMSC throttled this bind (epoch ms). */
  get throttledUntil(): number {
    return this.throttlePauseEnd;
  }

  /** Starts connecting; from then on the carrier reconnects by itself until close(). */
  start(): void {
    if (this.runLoop || this.closing.signal.aborted) return;
    this.runLoop = this.run();
  }

  /** Resolves at the next (or current) bind. */
  async whenBound(signal?: AbortSignal): Promise<void> {
    await this.waitForConnection(
      signal ? AbortSignal.any([signal, this.closing.signal]) : this.closing.signal,
    );
  }

  async submit(request: SubmitRequest, options: SubmitOptions = {}): Promise<SubmitResult> {
    const fields = buildSubmitFields(request, { sendMessageIdTlv: this.config.sendMessageIdTlv });
    if (this.closing.signal.aborted) throw new CarrierError('closed', `carrier ${this.name} is closed`);
    // One controller per submit, aborted by its deadline, the carrier closing, the caller, or a permanent
    // failure of one part (which stops the others from waiting on retries). Composing signals instead
    // (AbortSignal.timeout + AbortSignal.any) cost a signal, weak links and a finalizer per message, a
    // visible share of a busy engine's time and garbage.
    const submitAbort = new AbortController();
    const { signal } = submitAbort;
    let hasTimedOut = false;
    const deadline = setTimeout(() => {
      hasTimedOut = true;
      submitAbort.abort();
    }, this.config.submitTimeoutMs);
    const caller = options.signal;
    const unfollow = caller ? this.follow(caller, submitAbort) : undefined;
    this.submitsInFlight.add(submitAbort);
    const ids: (string | null)[] = fields.map(() => null);
    // Once a part is with the SMSC, the rest must follow it there: only until then may the message move.
    const { canFailOver } = options;
    const canMove = canFailOver ? () => ids.every((id) => id === null) && canFailOver() : () => false;

    try {
      const outcomes = await Promise.allSettled(
        fields.map(async (partFields, index) => {
          let id: string;
          try {
            id = await this.submitPart(request.id, partFields, signal, canMove);
          } catch (error) {
            // A permanent refusal ends the message; a move to another carrier must not leave parts behind.
            if (error instanceof CarrierError && (error.isPermanent || canMove())) submitAbort.abort(error);
            throw error;
          }
          ids[index] = id;
          try {
            options.onPartAccepted?.(index, id);
          } catch (error) {
            // The part is at the SMSC whatever the callback did; its id is still in the result.
            this.logger.error({ err: error, messageId: request.id }, 'smpp: onPartAccepted threw');
          }
        }),
      );
      const failures = outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome): unknown => outcome.reason);
      if (failures.length === 0) return { carrierMessageIds: ids as string[] };

      const cause =
        failures.find((reason) => reason instanceof CarrierError && reason.isPermanent) ??
        failures.find((reason) => reason instanceof CarrierError && reason.reason === 'lost') ??
        failures[0];
      const error = this.toCarrierError(cause, { hasTimedOut, caller });
      error.carrierMessageIds = ids;
      throw error;
    } finally {
      clearTimeout(deadline);
      unfollow?.();
      this.submitsInFlight.delete(submitAbort);
    }
  }

  /**
   * Aborts `submit` when the caller's signal aborts. One listener per caller signal, however many submits
   * share it (the dispatcher's signal covers a whole claimed batch): a listener each would be hundreds on
   * one signal, past Node's leak warning.
   */
  private follow(caller: AbortSignal, submit: AbortController): () => void {
    if (caller.aborted) {
      submit.abort(caller.reason);
      return () => undefined;
    }
    let submits = this.callerSubmits.get(caller);
    if (!submits) {
      const followers = new Set<AbortController>();
      caller.addEventListener(
        'abort',
        () => {
          for (const follower of followers) follower.abort(caller.reason);
          followers.clear();
        },
        { once: true },
      );
      this.callerSubmits.set(caller, followers);
      submits = followers;
    }
    const followers = submits;
    followers.add(submit);
    return () => followers.delete(submit);
  }

  /** Stops reconnecting, fails waiting submits, lets in-flight ones answer, then unbinds. */
  close(): Promise<void> {
    this.closed ??= this.shutDown();
    return this.closed;
  }

  private async shutDown(): Promise<void> {
    this.setState('closing');
    this.closing.abort(new CarrierError('closed', `carrier ${this.name} is closed`));
    for (const submit of this.submitsInFlight) submit.abort(this.closing.signal.reason);
    this.nextBind.reject(this.closing.signal.reason);
    await Promise.race([this.window.whenIdle(), delay(this.config.responseTimeoutMs)]);
    await this.connection?.unbind();
    await this.runLoop;
    this.deliverSm.dispose();
    this.setState('closed');
  }

  private async run(): Promise<void> {
    let attempt = 0;
    while (!this.closing.signal.aborted) {
      this.setState('connecting');
      let reason: Error | null;
      try {
        const lost = createDeferred<Error | null>();
        const connection = await SmppConnection.open(
          this.config,
          { onDeliverSm: (pdu) => this.deliverSm.handle(pdu), onClose: (why) => lost.resolve(why) },
          this.logger,
          this.closing.signal,
        );
        if (this.closing.signal.aborted) {
          await connection.unbind();
          break;
        }
        const boundAt = Date.now();
        this.connection = connection;
        this.setState('bound');
        this.nextBind.resolve(connection);
        reason = await lost.promise;
        this.connection = null;
        this.nextBind = quietDeferred();
        // A bind that held a while starts the backoff afresh; one that drops at once keeps growing it.
        if (Date.now() - boundAt >= this.config.reconnect.maxMs) attempt = 0;
      } catch (error) {
        reason = error instanceof Error ? error : new Error(String(error));
      }
      if (this.closing.signal.aborted) break;
      const retryInMs = computeBackoffMs(attempt++, this.config.reconnect, this.random);
      this.setState('disconnected', reason ?? undefined, retryInMs);
      await delay(retryInMs, this.closing.signal).catch(() => undefined);
    }
  }

  private async submitPart(
    id: string,
    fields: Record<string, unknown>,
    signal: AbortSignal,
    canMove: () => boolean,
  ): Promise<string> {
    for (;;) {
      await this.waitWhileThrottled(signal, canMove);
      if (!this.isBound && canMove()) throw new CarrierError('unbound', `carrier ${this.name} is not bound`);
      const connection = await this.waitForConnection(signal);
      const release = await this.window.acquire(signal);
      let response;
      const sentAt = Date.now();
      try {
        if (!connection.isOpen) {
          await yieldToEventLoop();
          continue;
        }
        response = await connection.request('submit_sm', fields);
      } catch (error) {
        if (error instanceof ConnectionLostError || error instanceof ResponseTimeoutError) {
          if (canMove()) {
            throw new CarrierError('lost', `the answer to a submit_sm of ${id} was lost: ${error.message}`);
          }
          // The SMSC may or may not have the part: send it again (at-least-once, deduplicated by our id).
          this.logger.debug({ messageId: id, err: error }, 'smpp: submit outcome unknown, resubmitting');
          // Let the close event and the reconnect run before trying again, rather than spin on promises.
          await yieldToEventLoop();
          continue;
        }
        throw new CarrierError('invalid', `submit_sm could not be encoded: ${(error as Error).message}`);
      } finally {
        release();
      }
      const status = response.command_status;
      if (status === COMMAND_STATUS.ESME_ROK) {
        this.throttles = 0;
        return String(response.message_id ?? '');
      }
      if (isCarrierFailureStatus(status))
        throw new CarrierError('carrier-error', `submit_sm of ${id} failed at the SMSC`, status);
      if (!isRetryableStatus(status))
        throw new CarrierError('rejected', `submit_sm of ${id} refused`, status);
      this.throttle(sentAt, status);
    }
  }

  /** Slows the whole bind down; only a PDU sent after the last pause escalates it, not the whole window. */
  private throttle(sentAt: number, status: number): void {
    this.deps.handlers?.onThrottled?.(this.name);
    if (sentAt < this.throttlePauseEnd) return;
    const pauseMs = computeBackoffMs(this.throttles++, this.config.throttle, this.random);
    this.throttlePauseEnd = Date.now() + pauseMs;
    this.logger.info({ status, pauseMs }, 'smpp: throttled by the SMSC, pausing submits');
  }

  private async waitWhileThrottled(signal: AbortSignal, canMove: () => boolean): Promise<void> {
    for (let remaining = this.throttlePauseEnd - Date.now(); remaining > 0;) {
      if (canMove()) throw new CarrierError('throttled', `carrier ${this.name} is throttling submits`);
      await delay(remaining, signal);
      remaining = this.throttlePauseEnd - Date.now();
    }
  }

  private async waitForConnection(signal: AbortSignal): Promise<SmppConnection> {
    for (;;) {
      if (this.connection?.isOpen) return this.connection;
      const connection = await raceAbort(this.nextBind.promise, signal);
      if (connection.isOpen) return connection;
      // The bind just died and its close is not processed yet: let the event loop run, never spin.
      await yieldToEventLoop();
    }
  }

  private toCarrierError(
    cause: unknown,
    signals: { hasTimedOut: boolean; caller?: AbortSignal },
  ): CarrierError {
    if (cause instanceof CarrierError)
      return new CarrierError(cause.reason, cause.message, cause.commandStatus);
    if (signals.caller?.aborted) return new CarrierError('aborted', `submit to ${this.name} aborted`);
    if (signals.hasTimedOut) {
      return new CarrierError(
        'timeout',
        `submit to ${this.name} not answered in ${this.config.submitTimeoutMs} ms`,
      );
    }
    return new CarrierError('timeout', `submit to ${this.name} failed: ${String(cause)}`);
  }

  private setState(state: CarrierState, error?: Error, retryInMs?: number): void {
    this.currentState = state;
    const change: CarrierStateChange = { carrier: this.name, state, error, retryInMs };
    if (!this.updateBindHealth(state, error, retryInMs)) {
      // Every retry passes here; only a change of health is worth a line at info or above.
      const level = state === 'closing' || state === 'closed' ? 'info' : 'debug';
      this.logger[level]({ state, err: error, retryInMs }, `smpp: ${state}`);
    }
    this.deps.handlers?.onStateChange?.(change);
  }

  /** Records the bind's health and logs it once when it changes; false when nothing changed. */
  private updateBindHealth(state: CarrierState, error?: Error, retryInMs?: number): boolean {
    let health: BindHealth;
    let reason: string | null = null;
    if (state === 'bound') health = 'bound';
    else if (state === 'disconnected') {
      health = error instanceof BindError ? 'refused' : 'connecting';
      reason = error ? failureName(error) : null;
    } else return false;
    const previous = this.bind;
    if (previous.state === health && previous.error === reason) return false;
    this.bind = { carrier: this.name, state: health, error: reason, since: this.now() };

    const where = `${this.config.host}:${this.config.port}`;
    if (health === 'bound') {
      this.logger.info({ state, previous: previous.error }, `smpp: bound to ${where}`);
    } else if (error instanceof BindError) {
      this.logger.error(
        { state, commandStatus: reason, retryInMs },
        `smpp: bind refused by ${where} with ${describeStatus(error.commandStatus)} ` +
          `(system_id ${this.config.systemId}); retrying with backoff, logged again only when this changes`,
      );
    } else {
      const what = previous.state === 'bound' ? 'bind lost' : `cannot bind to ${where}`;
      this.logger.warn(
        { state, err: error, retryInMs },
        `smpp: ${what} (${reason ?? 'closed'}); retrying with backoff, logged again only when this changes`,
      );
    }
    return true;
  }
}

/** A short, stable name for why a bind attempt failed: what readiness shows and what decides a new log line. */
function failureName(error: Error): string {
  if (error instanceof BindError) return statusName(error.commandStatus);
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && code) return code;
  if (error instanceof ResponseTimeoutError) return 'TIMEOUT';
  if (error instanceof ConnectionLostError) return 'CONNECTION_LOST';
  return error.name;
}

/** A deferred whose rejection nobody has to observe (waiters come and go). */
function quietDeferred(): Deferred<SmppConnection> {
  const deferred = createDeferred<SmppConnection>();
  deferred.promise.catch(() => undefined);
  return deferred;
}
