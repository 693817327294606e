/**
 * One TCP connection bound as transceiver: connect, bind, request/response matching with per-PDU timeouts,
 * enquire_link keep-alive with dead-link detection, answers to the SMSC's own requests, graceful unbind.
 * It never reconnects: SmppCarrier opens a new one. Responses are matched here by sequence number rather
 * than through the package's callbacks, which it keeps forever when no response comes.
 */
import type { Logger } from 'pino';
import { COMMAND_STATUS, describeStatus } from './command-status.js';
import type { SmppCarrierConfig } from './carrier-url.js';
import { configuredSmpp as smpp, type PDU, type Session } from './smpp-package.js';

/** SMPP 3.4 interface_version. */
const INTERFACE_VERSION_34 = 0x34;

export class BindError extends Error {
  override readonly name = 'BindError';
  constructor(readonly commandStatus: number) {
    super(`bind_transceiver refused: ${describeStatus(commandStatus)}`);
  }
}

/** The connection closed while a request waited for its response: its outcome is unknown. */
export class ConnectionLostError extends Error {
  override readonly name = 'ConnectionLostError';
}

export class ResponseTimeoutError extends Error {
  override readonly name = 'ResponseTimeoutError';
}

export interface SmppConnectionHandlers {
  /** A deliver_sm arrived; resolves with the command_status to answer it with. */
  onDeliverSm(pdu: PDU): Promise<number>;
  /** Called once when the connection ends; `reason` is null after our own unbind. */
  onClose(reason: Error | null): void;
}

interface PendingRequest {
  resolve(response: PDU): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Requests the SMSC may send that have no response PDU. */
const NO_RESPONSE_COMMANDS = new Set(['alert_notification', 'outbind']);

export class SmppConnection {
  private readonly pending = new Map<number, PendingRequest>();
  private enquireTimer: NodeJS.Timeout | undefined;
  private closeReason: Error | null = null;
  private isClosedFlag = false;
  private isUnbinding = false;
  private isCorked = false;
  /** Swapped from a placeholder to the carrier's handlers once the bind succeeded. */
  private handlers: SmppConnectionHandlers;

  private constructor(
    private readonly session: Session,
    private readonly config: SmppCarrierConfig,
    handlers: SmppConnectionHandlers,
    private readonly logger: Logger,
  ) {
    this.handlers = handlers;
    session.on('pdu', (pdu: PDU) => this.onPdu(pdu));
    session.on('error', (error: Error) => {
      // A malformed PDU leaves the package's reader stuck (it returns without clearing its busy flag), so
      // any error ends the connection and the carrier reconnects.
      this.closeReason ??= error;
      session.destroy();
    });
    session.on('close', () => this.onClosed());
  }

  /** Connects and binds; rejects with BindError, ResponseTimeoutError, the socket's error or on abort. */
  static open(
    config: SmppCarrierConfig,
    handlers: SmppConnectionHandlers,
    logger: Logger,
    signal?: AbortSignal,
  ): Promise<SmppConnection> {
    return new Promise((resolve, reject) => {
      let settled = false;
      const onAbort = () => fail(new ConnectionLostError('connect aborted'));
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        signal?.removeEventListener('abort', onAbort);
        session.destroy();
        reject(error);
      };
      const session = smpp.connect({ host: config.host, port: config.port });
      const connectTimer = setTimeout(
        () => fail(new ResponseTimeoutError(`connect to ${config.host}:${config.port} timed out`)),
        config.connectTimeoutMs,
      );
      const connection = new SmppConnection(
        session,
        config,
        { ...handlers, onClose: () => undefined },
        logger,
      );
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      session.once('error', (error: Error) => fail(error));
      session.once('close', () =>
        fail(connection.closeReason ?? new ConnectionLostError('connection closed')),
      );
      session.once('connect', () => {
        clearTimeout(connectTimer);
        session.socket.setNoDelay(true);
        session.socket.setKeepAlive(true, 60_000);
        connection
          .request('bind_transceiver', {
            system_id: config.systemId,
            password: config.password,
            system_type: config.systemType,
            interface_version: INTERFACE_VERSION_34,
          })
          .then((response) => {
            if (response.command_status !== COMMAND_STATUS.ESME_ROK) {
              return fail(new BindError(response.command_status));
            }
            if (settled) return;
            settled = true;
            signal?.removeEventListener('abort', onAbort);
            connection.handlers = handlers;
            connection.startEnquireLink();
            resolve(connection);
          }, fail);
      });
    });
  }

  /** False as soon as the socket stops being writable, before its 'close' event arrives. */
  get isOpen(): boolean {
    return !this.isClosedFlag && !this.isUnbinding && this.session.socket.writable;
  }

  /** Sends a request and resolves with its response (whatever its command_status). */
  request(command: string, fields: Record<string, unknown> = {}): Promise<PDU> {
    return new Promise((resolve, reject) => {
      if (!this.isOpen && command !== 'unbind') {
        return reject(new ConnectionLostError('connection is closed'));
      }
      const pdu = new smpp.PDU(command, fields);
      // send() assigns the sequence number, then encodes; encoding throws on malformed fields.
      if (!this.send(pdu)) {
        this.destroy(new ConnectionLostError('socket not writable'));
        return reject(new ConnectionLostError('socket not writable'));
      }
      const sequence = pdu.sequence_number;
      const timer = setTimeout(() => {
        this.pending.delete(sequence);
        reject(new ResponseTimeoutError(`no ${command}_resp within ${this.config.responseTimeoutMs} ms`));
      }, this.config.responseTimeoutMs);
      this.pending.set(sequence, { resolve, reject, timer });
    });
  }

  /** Unbinds (waiting at most one response timeout for unbind_resp) and closes the socket. */
  async unbind(): Promise<void> {
    if (this.isClosedFlag) return;
    this.isUnbinding = true;
    this.stopEnquireLink();
    const closed = new Promise<void>((resolve) => this.session.socket.once('close', () => resolve()));
    await this.request('unbind').catch(() => undefined);
    this.session.close();
    const forceTimer = setTimeout(() => this.session.destroy(), this.config.responseTimeoutMs);
    await closed;
    clearTimeout(forceTimer);
  }

  /** Drops the connection at once (dead link, shutdown without unbind). */
  destroy(reason: Error): void {
    this.closeReason ??= reason;
    this.session.destroy();
  }

  private onPdu(pdu: PDU): void {
    if (pdu.isResponse()) {
      const pending = this.pending.get(pdu.sequence_number);
      if (!pending) {
        // A response that came after its timeout: the request was already retried or failed.
        return this.logger.debug({ command: pdu.command }, 'smpp: late response ignored');
      }
      this.pending.delete(pdu.sequence_number);
      clearTimeout(pending.timer);
      return pending.resolve(pdu);
    }
    switch (pdu.command) {
      case 'enquire_link':
        this.send(pdu.response());
        return;
      case 'unbind':
        this.closeReason ??= new ConnectionLostError('the SMSC unbound');
        this.isUnbinding = true;
        this.send(pdu.response(), () => this.session.close());
        return;
      case 'deliver_sm':
        this.handlers.onDeliverSm(pdu).then(
          (status) => this.respond(pdu, status),
          () => this.respond(pdu, COMMAND_STATUS.ESME_RX_T_APPN),
        );
        return;
      default:
        if (NO_RESPONSE_COMMANDS.has(pdu.command)) return;
        // Unknown commands get generic_nack; known ones we do not serve (data_sm, query_sm…) "invalid command".
        this.send(pdu.response({ command_status: COMMAND_STATUS.ESME_RINVCMDID }));
    }
  }

  private respond(pdu: PDU, status: number): void {
    if (this.isClosedFlag) return;
    this.send(pdu.response(status === COMMAND_STATUS.ESME_ROK ? {} : { command_status: status }));
  }

  /**
   * Every PDU goes out through here. The socket is corked until the end of the current tick, so the PDUs
   * one tick produces (a window's worth of submit_sm, the answers to a burst of receipts) leave in one
   * write instead of one system call each — that was the largest single cost of a busy bind.
   */
  private send(pdu: PDU, afterWrite?: () => void): boolean {
    const { socket } = this.session;
    if (!this.isCorked && socket.writable) {
      this.isCorked = true;
      socket.cork();
      process.nextTick(() => {
        this.isCorked = false;
        socket.uncork();
      });
    }
    return this.session.send(pdu, undefined, afterWrite);
  }

  private startEnquireLink(): void {
    let isWaiting = false;
    this.enquireTimer = setInterval(() => {
      if (isWaiting || !this.isOpen) return;
      isWaiting = true;
      this.request('enquire_link').then(
        () => {
          isWaiting = false;
        },
        (error: Error) => {
          if (!(error instanceof ResponseTimeoutError)) return; // the connection ended anyway
          this.logger.warn({ err: error }, 'smpp: enquire_link unanswered, link dead');
          this.destroy(new ConnectionLostError(`link dead: ${error.message}`));
        },
      );
    }, this.config.enquireLinkMs);
    this.enquireTimer.unref();
  }

  private stopEnquireLink(): void {
    clearInterval(this.enquireTimer);
    this.enquireTimer = undefined;
  }

  private onClosed(): void {
    if (this.isClosedFlag) return;
    this.isClosedFlag = true;
    this.stopEnquireLink();
    const lost = new ConnectionLostError(this.closeReason?.message ?? 'connection closed');
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(lost);
    }
    this.pending.clear();
    this.handlers.onClose(this.isUnbinding && !this.closeReason ? null : (this.closeReason ?? lost));
  }
}
