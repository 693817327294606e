/**
 * The embedded SMSC: a real SMPP 3.4 server on loopback, the default carrier when none is configured and
 * the peer of the carrier tests. It accepts bind_transceiver with its credentials, answers submit_sm,
 * reassembles concatenated parts, appends each whole message once to received.jsonl, sends receipts after
 * a delay (scripted per test number), and can inject inbound messages, drop or freeze its connections.
 *
 * Re-submissions are idempotent: a part is known by our message id (vendor TLV 0x1400) and its sequence
 * number, answered with the same message_id, and recorded once. The message_id is derived from that key,
 * so it is the same after a restart too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { fromSmppAddress } from '../addresses.js';
import { COMMAND_STATUS } from '../command-status.js';
import { ConcatAssembler } from '../concat-assembler.js';
import { decodeMessageText } from '../message-text.js';
import { readShortMessage } from '../short-message.js';
import {
  configuredSmpp as smpp,
  BEACON_MESSAGE_ID_TLV,
  type PDU,
  type Server,
  type Session,
} from '../smpp-package.js';
import { BoundedMap } from './bounded-map.js';
import { buildInboundFields, type InboundInjection } from './inbound-fields.js';
import { buildReceiptFields, isReceiptRequested } from './receipt-fields.js';
import { ReceiptOutbox } from './receipt-outbox.js';
import { ReceivedLog } from './received-log.js';
import { SimSession } from './sim-session.js';
import { DEFAULT_BEHAVIOUR, TEST_NUMBERS, type TestNumberBehaviour } from './test-numbers.js';

export interface SmscSimulatorOptions {
  /** received.jsonl goes to `<dataDir>/simulator/`. */
  dataDir: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  systemId?: string;
  password?: string;
  /** Delay between accepting a part and sending its receipt. */
  receiptDelayMs?: number;
  /** Pause before resending a receipt the ESME answered with an error (default 1 s). */
  receiptRetryMs?: number;
  /** Delay before answering each submit_sm, to hold PDUs in flight (window tests). */
  submitResponseDelayMs?: number;
  /** Extra or replacement scripted numbers, by E.164. */
  testNumbers?: Record<string, TestNumberBehaviour>;
  /** Parts / messages remembered for deduplication. */
  dedupeMemory?: number;
  logger?: Logger;
  now?: () => Date;
}

export interface SimulatorStats {
  boundSessions: number;
  submitsReceived: number;
  duplicateSubmits: number;
  inFlight: number;
  maxInFlight: number;
  messagesRecorded: number;
  receiptsWaiting: number;
}

interface SubmittedPart {
  carrierMessageId: string;
}

export class SmscSimulator {
  readonly systemId: string;
  readonly password: string;
  private readonly sessions = new Set<SimSession>();
  private readonly acceptedParts: BoundedMap<string, string>;
  private readonly throttledParts: BoundedMap<string, true>;
  private readonly assembler = new ConcatAssembler<SubmittedPart>({ ttlMs: 600_000 });
  private readonly outbox: ReceiptOutbox;
  private readonly logger: Logger;
  private readonly now: () => Date;
  private readonly testNumbers: Record<string, TestNumberBehaviour>;
  private isUnresponsive = false;
  private fallbackBehaviour: TestNumberBehaviour = DEFAULT_BEHAVIOUR;
  private dropAfterSubmits: number | null = null;
  private readonly counters = { submits: 0, duplicates: 0, inFlight: 0, maxInFlight: 0, recorded: 0 };

  private constructor(
    private readonly server: Server,
    private readonly log: ReceivedLog,
    private readonly options: SmscSimulatorOptions,
  ) {
    this.systemId = options.systemId ?? 'beacon';
    this.password = options.password ?? 'beacon';
    const memory = options.dedupeMemory ?? 200_000;
    this.acceptedParts = new BoundedMap(memory);
    this.throttledParts = new BoundedMap(memory);
    this.logger = (options.logger ?? pino({ enabled: false })).child({ component: 'smsc-simulator' });
    this.now = options.now ?? (() => new Date());
    this.testNumbers = { ...TEST_NUMBERS, ...options.testNumbers };
    this.outbox = new ReceiptOutbox({
      boundSessions: (systemId) => [...this.sessions].filter((s) => s.isBound && s.systemId === systemId),
      responseTimeoutMs: 10_000,
      retryMs: options.receiptRetryMs ?? 1_000,
    });
    server.on('session', (session: Session) => this.accept(session));
  }

  static async start(options: SmscSimulatorOptions): Promise<SmscSimulator> {
    const log = await ReceivedLog.open(options.dataDir, options.dedupeMemory ?? 200_000);
    const server = smpp.createServer();
    const simulator = new SmscSimulator(server, log, options);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1');
    await once(server, 'listening');
    return simulator;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get receivedLogFile(): string {
    return this.log.file;
  }

  /** The carrier URL that binds to this simulator, with optional carrier query options. */
  url(query: Record<string, string | number> = {}): string {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const credentials = `${encodeURIComponent(this.systemId)}:${encodeURIComponent(this.password)}`;
    const host = this.options.host ?? '127.0.0.1';
    return `smpp://${credentials}@${host}:${this.port}${search ? `?${search}` : ''}`;
  }

  stats(): SimulatorStats {
    return {
      boundSessions: [...this.sessions].filter((session) => session.isBound).length,
      submitsReceived: this.counters.submits,
      duplicateSubmits: this.counters.duplicates,
      inFlight: this.counters.inFlight,
      maxInFlight: this.counters.maxInFlight,
      messagesRecorded: this.counters.recorded,
      receiptsWaiting: this.outbox.waitingCount,
    };
  }

  /** Sends an MO message (split and encoded like ours) to every bound session; resolves with how many took it. */
  async injectInbound(message: InboundInjection): Promise<number> {
    const bound = [...this.sessions].filter((session) => session.isBound);
    if (bound.length === 0) throw new Error('no bound session to deliver the inbound message to');
    const parts = buildInboundFields(message);
    const delivered = await Promise.all(
      bound.map(async (session) => {
        for (const fields of parts) {
          if ((await session.request('deliver_sm', fields, 10_000)) !== COMMAND_STATUS.ESME_ROK) return false;
        }
        return true;
      }),
    );
    return delivered.filter(Boolean).length;
  }

  /** Destroys every connection at once, as a network failure would; returns how many. */
  dropConnections(): number {
    const count = this.sessions.size;
    for (const session of this.sessions) session.destroy();
    return count;
  }

  /** Asks every bound ESME to unbind, as an SMSC does before maintenance; resolves once they answered. */
  async unbindAll(): Promise<void> {
    const bound = [...this.sessions].filter((session) => session.isBound);
    await Promise.all(bound.map((session) => session.request('unbind', {}, 5_000)));
  }

  /**
   * Arms a failure: the `count`-th submit_sm from now is accepted and recorded, but the connection dies
   * before its response is sent — the case that makes the client resubmit something the SMSC already has.
   */
  dropConnectionAfterSubmits(count: number): void {
    this.dropAfterSubmits = count;
  }

  /**
   * What every number without a scripted behaviour gets from now on (DELIVRD by default): an SMSC whose
   * deliveries start failing, or that starts throttling everything, for the routing tests.
   */
  setDefaultBehaviour(behaviour: TestNumberBehaviour): void {
    this.fallbackBehaviour = behaviour;
  }

  /** Stops (or resumes) reading from every connection, so nothing is answered: a hung peer. */
  setUnresponsive(isUnresponsive: boolean): void {
    this.isUnresponsive = isUnresponsive;
    for (const { session } of this.sessions) {
      if (isUnresponsive) session.pause();
      else session.resume();
    }
  }

  async close(): Promise<void> {
    this.outbox.close();
    this.assembler.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.dropConnections();
    await closed;
    await this.log.close();
  }

  private accept(session: Session): void {
    const sim = new SimSession(session);
    this.sessions.add(sim);
    session.on('close', () => this.sessions.delete(sim));
    session.on('error', (error: Error) => this.logger.debug({ err: error }, 'simulator: session error'));
    session.on('pdu', (pdu: PDU) => this.onPdu(sim, pdu));
    if (this.isUnresponsive) session.pause();
  }

  private onPdu(sim: SimSession, pdu: PDU): void {
    if (pdu.isResponse()) return;
    switch (pdu.command) {
      case 'bind_transceiver':
        return this.onBind(sim, pdu);
      case 'submit_sm':
        return this.onSubmit(sim, pdu);
      case 'enquire_link':
        return sim.respond(pdu);
      case 'unbind':
        sim.respond(pdu);
        sim.session.close();
        return;
      case 'bind_transmitter':
      case 'bind_receiver':
        // Only transceiver binds are served: receipts and MO need the same connection as submits.
        return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RBINDFAIL });
      default:
        return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RINVCMDID });
    }
  }

  private onBind(sim: SimSession, pdu: PDU): void {
    if (sim.systemId !== null) return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RALYBND });
    if (pdu.system_id !== this.systemId || pdu.password !== this.password) {
      this.logger.info({ systemId: pdu.system_id }, 'simulator: bind refused');
      return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RBINDFAIL });
    }
    sim.systemId = this.systemId;
    sim.respond(pdu, { system_id: 'BEACONSIM' });
    this.outbox.flush();
  }

  private onSubmit(sim: SimSession, pdu: PDU): void {
    if (!sim.isBound || sim.systemId === null) {
      return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RINVBNDSTS });
    }
    const systemId = sim.systemId;
    this.counters.submits += 1;
    const from = fromSmppAddress(pdu.source_addr_ton, pdu.source_addr);
    const to = fromSmppAddress(pdu.dest_addr_ton, pdu.destination_addr);
    const ourId =
      typeof pdu[BEACON_MESSAGE_ID_TLV.name] === 'string' ? (pdu[BEACON_MESSAGE_ID_TLV.name] as string) : '';
    const { payload, concat } = readShortMessage(pdu);
    const behaviour = this.testNumbers[to] ?? this.fallbackBehaviour;
    const partKey = ourId ? `${ourId}#${concat?.sequence ?? 1}` : '';

    if (behaviour.refuseWith !== undefined) return sim.respond(pdu, { command_status: behaviour.refuseWith });
    if (behaviour.throttleEverySubmit) {
      return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RTHROTTLED });
    }
    const throttleKey = partKey || `${to}|${payload.toString('hex')}`;
    if (behaviour.throttleFirstSubmit && !this.throttledParts.has(throttleKey)) {
      this.throttledParts.set(throttleKey, true);
      return sim.respond(pdu, { command_status: COMMAND_STATUS.ESME_RTHROTTLED });
    }

    const known = partKey ? this.acceptedParts.get(partKey) : undefined;
    const carrierMessageId = known ?? (partKey ? idFromKey(partKey) : randomBytes(8).toString('hex'));
    let recorded: Promise<unknown> = Promise.resolve();
    if (known) {
      this.counters.duplicates += 1;
    } else {
      if (partKey) this.acceptedParts.set(partKey, carrierMessageId);
      const dataCoding = typeof pdu.data_coding === 'number' ? pdu.data_coding : 0;
      const whole = this.assembler.add(ourId || `${from}|${to}`, concat, payload, { carrierMessageId });
      if (whole) {
        recorded = this.record({
          messageId: ourId || (whole.parts[0]?.carrierMessageId ?? carrierMessageId),
          from,
          to,
          content: decodeMessageText(dataCoding, whole.payload),
          receivedAt: this.now().toISOString(),
        });
      }
      if (behaviour.receipt && isReceiptRequested(pdu.registered_delivery, behaviour.receipt.stat)) {
        const fields = buildReceiptFields({
          carrierMessageId,
          from,
          to,
          stat: behaviour.receipt.stat,
          err: behaviour.receipt.err,
          submittedAt: this.now(),
          text: decodeMessageText(dataCoding, payload),
        });
        this.outbox.schedule({ systemId, fields, via: sim }, this.options.receiptDelayMs ?? 200, recorded);
      }
    }
    this.answerSubmit(sim, pdu, carrierMessageId);
  }

  private answerSubmit(sim: SimSession, pdu: PDU, carrierMessageId: string): void {
    if (this.dropAfterSubmits !== null && --this.dropAfterSubmits <= 0) {
      this.dropAfterSubmits = null;
      this.logger.info('simulator: dropping the connection before answering, as armed');
      this.dropConnections();
      return;
    }
    this.counters.inFlight += 1;
    this.counters.maxInFlight = Math.max(this.counters.maxInFlight, this.counters.inFlight);
    const answer = () => {
      this.counters.inFlight -= 1;
      sim.respond(pdu, { message_id: carrierMessageId });
    };
    const delayMs = this.options.submitResponseDelayMs ?? 0;
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  }

  private async record(message: Parameters<ReceivedLog['append']>[0]): Promise<void> {
    try {
      if (await this.log.append(message)) this.counters.recorded += 1;
    } catch (error) {
      this.logger.error({ err: error }, 'simulator: could not append to received.jsonl');
    }
  }
}

/** Stable across restarts, so a re-submitted part gets the id its receipt will carry. */
function idFromKey(partKey: string): string {
  return createHash('sha256').update(partKey).digest('hex').slice(0, 16);
}
