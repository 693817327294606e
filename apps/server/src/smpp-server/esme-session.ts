/**
 * The server's side of one ESME connection: its bind state, the protocol chores (enquire_link, unbind, the bind
 * and idle timers), the window of submit_sm it may have unanswered, and the deliver_sm we send it. What a bind
 * or a submit means — credentials, acceptance — is the host's (smpp-server.ts).
 */
import { SMPP_STATUS, type SmppBindType } from '@beacon/shared';
import { configuredSmpp as smpp, type PDU } from '../carriers/index.js';
import { PduLink } from './pdu-link.js';
import type { Socket } from 'node:net';

const BIND_TYPE_OF: Readonly<Record<string, SmppBindType>> = {
  bind_transmitter: 'transmitter',
  bind_receiver: 'receiver',
  bind_transceiver: 'transceiver',
};
/** How long the ESME has to answer our unbind before the connection is closed anyway. */
const UNBIND_TIMEOUT_MS = 5_000;

export interface BindRequest {
  bindType: SmppBindType;
  systemId: string;
  password: string;
}

/** Who an ESME is once bound. */
export interface BoundIdentity {
  bindId: string;
  systemId: string;
  accountId: string;
  bindType: SmppBindType;
  since: Date;
}

export interface SessionHost {
  /** Checks a bind; ESME_ROK with who it is, or the status to refuse it with. */
  bind(
    session: EsmeSession,
    request: BindRequest,
  ): Promise<{ status: 0; identity: BoundIdentity } | { status: number }>;
  /** The bind's answer went out: deliver_sm may flow now. */
  bound(session: EsmeSession): void;
  /** Answers a submit_sm: ESME_ROK with our message id, or a refusal. */
  submit(session: EsmeSession, pdu: PDU): Promise<{ status: number; messageId?: string }>;
  closed(session: EsmeSession): void;
  log(level: 'info' | 'warn' | 'debug', object: object, message: string): void;
}

export interface EsmeSessionOptions {
  window: number;
  bindTimeoutMs: number;
  idleTimeoutMs: number;
  tls: boolean;
}

export class EsmeSession {
  identity: BoundIdentity | null = null;
  readonly remoteAddress: string;
  readonly tls: boolean;
  /** submit_sm received and not answered yet. */
  submitsInFlight = 0;
  /** submit_sm received since the connection opened (the reporter turns it into a rate). */
  submitsTotal = 0;
  /** deliver_sm sent and not answered yet. */
  deliveriesInFlight = 0;
  /** When the bind succeeded, on the monotonic clock (for rates). */
  boundAtMs = 0;
  private state: 'open' | 'binding' | 'bound' | 'closing' | 'closed' = 'open';
  private drainWaiters: (() => void)[] = [];
  private readonly link: PduLink;
  private bindTimer: NodeJS.Timeout | null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    socket: Socket,
    private readonly host: SessionHost,
    private readonly options: EsmeSessionOptions,
  ) {
    this.remoteAddress = socket.remoteAddress ?? '';
    this.tls = options.tls;
    this.link = new PduLink(socket, {
      onRequest: (pdu) => this.onRequest(pdu),
      onTraffic: () => this.resetIdleTimer(),
      onGarbage: (problem) =>
        this.host.log('info', { remote: this.remoteAddress, problem }, 'smpp: garbage answered'),
      onClose: () => this.onClosed(),
    });
    this.bindTimer = setTimeout(() => {
      this.host.log('info', { remote: this.remoteAddress }, 'smpp: no bind in time, closing');
      this.link.destroy();
    }, options.bindTimeoutMs);
    this.resetIdleTimer();
  }

  get isBound(): boolean {
    return this.state === 'bound' && this.link.isOpen;
  }

  /** Bound as receiver or transceiver: receipts and inbound messages may be sent to it. */
  get canReceive(): boolean {
    return this.isBound && this.identity?.bindType !== 'transmitter';
  }

  get window(): number {
    return this.options.window;
  }

  /**
   * Sends the deliver_sm PDUs of one receipt or inbound message in order; resolves with ESME_ROK when every
   * one was acknowledged, the first other status, or null when an answer never came (timeout, lost connection).
   */
  async deliver(parts: readonly Record<string, unknown>[], timeoutMs: number): Promise<number | null> {
    this.deliveriesInFlight += 1;
    try {
      for (const fields of parts) {
        const response = await this.link.request('deliver_sm', fields, timeoutMs);
        if (!response) return null;
        if (response.command_status !== SMPP_STATUS.ESME_ROK) return response.command_status;
      }
      return SMPP_STATUS.ESME_ROK;
    } finally {
      this.deliveriesInFlight -= 1;
    }
  }

  /** Resolves once no submit_sm is waiting for its answer, or after `timeoutMs`. */
  drain(timeoutMs: number): Promise<void> {
    if (this.submitsInFlight === 0 || this.state === 'closed') return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      const waiter = () => done();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.drainWaiters.push(waiter);
    });
  }

  /** Ends the session politely: unbind, wait for its answer (or not long), close. */
  async unbind(): Promise<void> {
    if (this.state === 'closed') return;
    const wasBound = this.state === 'bound';
    this.state = 'closing';
    if (wasBound) await this.link.request('unbind', {}, UNBIND_TIMEOUT_MS);
    this.link.close();
  }

  destroy(): void {
    this.link.destroy();
  }

  private resetIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.host.log(
        'info',
        { remote: this.remoteAddress, systemId: this.identity?.systemId },
        'smpp: idle, unbinding',
      );
      void this.unbind();
    }, this.options.idleTimeoutMs);
  }

  private onRequest(pdu: PDU): void {
    switch (pdu.command) {
      case 'bind_transmitter':
      case 'bind_receiver':
      case 'bind_transceiver':
        return void this.onBind(pdu, BIND_TYPE_OF[pdu.command]!);
      case 'submit_sm':
        return this.onSubmit(pdu);
      case 'enquire_link':
        return this.link.respond(pdu);
      case 'unbind':
        this.link.respond(pdu);
        this.state = 'closing';
        this.link.close();
        return;
      default:
        // A command SMPP defines that we do not serve (query_sm, data_sm, submit_multi…), or one without an
        // answer of its own (outbind, alert_notification).
        if (smpp.commands[`${pdu.command}_resp`]) {
          this.link.respond(pdu, { command_status: SMPP_STATUS.ESME_RINVCMDID });
        }
    }
  }

  private async onBind(pdu: PDU, bindType: SmppBindType): Promise<void> {
    if (this.state !== 'open') {
      const status = this.state === 'closing' ? SMPP_STATUS.ESME_RINVBNDSTS : SMPP_STATUS.ESME_RALYBND;
      return this.link.respond(pdu, { command_status: status });
    }
    this.state = 'binding';
    const request = {
      bindType,
      systemId: typeof pdu.system_id === 'string' ? pdu.system_id : '',
      password: typeof pdu.password === 'string' ? pdu.password : '',
    };
    let result: Awaited<ReturnType<SessionHost['bind']>>;
    try {
      result = await this.host.bind(this, request);
    } catch (error) {
      this.host.log('warn', { err: error, systemId: request.systemId }, 'smpp: bind check failed');
      result = { status: SMPP_STATUS.ESME_RSYSERR };
    }
    if (this.state !== 'binding') return;
    if (!('identity' in result)) {
      this.state = 'open';
      return this.link.respond(pdu, { command_status: result.status });
    }
    this.identity = result.identity;
    this.boundAtMs = performance.now();
    this.state = 'bound';
    if (this.bindTimer) clearTimeout(this.bindTimer);
    this.bindTimer = null;
    this.link.respond(pdu, { system_id: 'BEACON' });
    this.host.bound(this);
  }

  private onSubmit(pdu: PDU): void {
    if (this.state !== 'bound' || this.identity?.bindType === 'receiver') {
      return this.link.respond(pdu, { command_status: SMPP_STATUS.ESME_RINVBNDSTS });
    }
    if (this.submitsInFlight >= this.options.window) {
      return this.link.respond(pdu, { command_status: SMPP_STATUS.ESME_RMSGQFUL });
    }
    this.submitsInFlight += 1;
    this.submitsTotal += 1;
    this.host
      .submit(this, pdu)
      .catch((error: unknown) => {
        this.host.log('warn', { err: error, systemId: this.identity?.systemId }, 'smpp: submit failed');
        return { status: SMPP_STATUS.ESME_RSYSERR, messageId: undefined };
      })
      .then((result) => {
        this.submitsInFlight -= 1;
        if (this.submitsInFlight === 0) for (const waiter of this.drainWaiters.splice(0)) waiter();
        this.link.respond(
          pdu,
          result.status === SMPP_STATUS.ESME_ROK
            ? { message_id: result.messageId }
            : { command_status: result.status },
        );
      })
      .catch(() => undefined);
  }

  private onClosed(): void {
    this.state = 'closed';
    for (const waiter of this.drainWaiters.splice(0)) waiter();
    if (this.bindTimer) clearTimeout(this.bindTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.bindTimer = null;
    this.idleTimer = null;
    this.host.closed(this);
  }
}
