/**
 * A small SMSC for interoperability tests that is deliberately not our simulator: the simulator and the
 * engine share our receipt format, so they agree by construction. This one writes raw PDUs the way other
 * SMSC implementations do (see RECEIPT_STYLES): ids in another base in the receipt than in submit_sm_resp,
 * leading zeros, a `receipted_message_id` without its NUL, TLVs in any order, `message_state` without a
 * `stat:`, UCS-2 receipt text. A receipt refused with an error is sent again, as a real SMSC does, and
 * counted, so a test can prove every receipt was taken the first time. Used by the *.test.ts files only.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { parseConcatUdh } from '@beacon/shared/sms/smpp';
import { formatReceiptDate, MESSAGE_STATE_BY_STAT } from '../delivery-receipt.js';
import {
  COMMAND,
  TLV_TAG,
  cstring,
  decodeSubmitSm,
  encodeDeliverSmBody,
  encodePdu,
  splitPdus,
  type RawPdu,
  type RawTlv,
} from './raw-pdu.js';

interface ReceiptFacts {
  /** The SMSC's own number for the part, printed in whatever form the style uses. */
  serial: bigint;
  /** Appendix B stat name. */
  stat: string;
  /** Three-digit `err`. */
  err: string;
  submittedAt: Date;
  /** The start of the part's text, ASCII. */
  text: string;
}

export interface ReceiptStyle {
  /** How the style is named in test titles. */
  name: string;
  /** The message_id of submit_sm_resp. */
  submitId(serial: bigint): string;
  /** The receipt's text and TLVs, in the order written. */
  receipt(facts: ReceiptFacts): { text: string; tlvs: RawTlv[]; dataCoding?: number };
}

/** Serials start here: eight hex digits with letters (B2D05E01…), ten decimal digits. */
const FIRST_SERIAL = 3_000_000_000n;
/** A vendor TLV the engine does not know. */
const UNKNOWN_VENDOR_TLV = 0x1501;
const UCS2 = 0x08;

const decimal = (serial: bigint) => serial.toString(10);
const hex = (serial: bigint) => serial.toString(16);
const withoutNul = (value: string) => Buffer.from(value, 'latin1');
const withNul = (value: string) => Buffer.from(`${value}\0`, 'latin1');
const oneOctetState = (stat: string) => Buffer.from([MESSAGE_STATE_BY_STAT[stat] ?? 7]);
function fourOctetState(stat: string): Buffer {
  const value = Buffer.alloc(4);
  value.writeUInt32BE(MESSAGE_STATE_BY_STAT[stat] ?? 7);
  return value;
}

const dlvrd = (stat: string) => (stat === 'DELIVRD' ? '001' : '000');

export const RECEIPT_STYLES = {
  /**
   * submit_sm_resp in upper-case hex padded to ten digits (`00B2D05E01`), the receipt text alone (no TLVs)
   * with the id in decimal (`3000000001`) and the stat in lower case.
   */
  hexSubmitDecimalText: {
    name: 'hex submit_sm_resp id, decimal id in a text-only receipt, lower-case stat',
    submitId: (serial) => hex(serial).toUpperCase().padStart(10, '0'),
    receipt: (facts) => ({
      text:
        `id:${decimal(facts.serial)} sub:001 dlvrd:${dlvrd(facts.stat)} submit date:${formatReceiptDate(facts.submittedAt)}` +
        ` done date:${formatReceiptDate(new Date())} stat:${facts.stat.toLowerCase()} err:${facts.err} text:${facts.text}`,
      tlvs: [],
    }),
  },
  /**
   * `receipted_message_id` in the submit_sm_resp's lower-case hex without its NUL, followed by message_state,
   * network_error_code and an unknown vendor TLV; the text prints the id in decimal.
   */
  tlvWithoutNulThenMore: {
    name: 'receipted_message_id without NUL followed by other TLVs',
    submitId: (serial) => hex(serial),
    receipt: (facts) => ({
      text:
        `id:${decimal(facts.serial)} sub:001 dlvrd:${dlvrd(facts.stat)} submit date:${formatReceiptDate(facts.submittedAt)}` +
        ` done date:${formatReceiptDate(new Date())} stat:${facts.stat} err:${facts.err} text:${facts.text}`,
      tlvs: [
        { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: withoutNul(hex(facts.serial)) },
        { tag: TLV_TAG.MESSAGE_STATE, value: oneOctetState(facts.stat) },
        { tag: TLV_TAG.NETWORK_ERROR_CODE, value: Buffer.from([3, 0, Number(facts.err)]) },
        { tag: UNKNOWN_VENDOR_TLV, value: withoutNul('vendor') },
      ],
    }),
  },
  /**
   * submit_sm_resp in decimal padded to twelve digits; the receipt has no `stat:` — the state is only in a
   * four-octet message_state — upper-case field names with underscores, fields we do not know, and
   * `receipted_message_id` without leading zeros and without NUL, last in the PDU.
   */
  stateTlvOnlyIdTlvLast: {
    name: 'message_state without stat:, receipted_message_id without NUL last in the PDU, leading zeros',
    submitId: (serial) => decimal(serial).padStart(12, '0'),
    receipt: (facts) => ({
      text:
        `ID:${decimal(facts.serial)} SUB:001 DLVRD:${dlvrd(facts.stat)} SUBMIT_DATE:${formatReceiptDate(facts.submittedAt)}` +
        ` DONE_DATE:${formatReceiptDate(new Date())} ERR:${facts.err} MCC:310 MNC:260 TEXT:${facts.text}`,
      tlvs: [
        { tag: TLV_TAG.MESSAGE_STATE, value: fourOctetState(facts.stat) },
        { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: withoutNul(decimal(facts.serial)) },
      ],
    }),
  },
  /**
   * submit_sm_resp in decimal; the receipt, all in UCS-2, prints the id in upper-case hex and carries it so
   * in `receipted_message_id` (with its NUL) too.
   */
  decimalSubmitHexUcs2Receipt: {
    name: 'decimal submit_sm_resp id, hex receipt id, UCS-2 receipt text',
    submitId: (serial) => decimal(serial),
    receipt: (facts) => ({
      text:
        `id:${hex(facts.serial).toUpperCase()} sub:001 dlvrd:${dlvrd(facts.stat)} submit date:${formatReceiptDate(facts.submittedAt)}` +
        ` done date:${formatReceiptDate(new Date())} stat:${facts.stat} err:${facts.err} text:${facts.text.slice(0, 10)}`,
      tlvs: [
        { tag: TLV_TAG.RECEIPTED_MESSAGE_ID, value: withNul(hex(facts.serial).toUpperCase()) },
        { tag: TLV_TAG.MESSAGE_STATE, value: oneOctetState(facts.stat) },
      ],
      dataCoding: UCS2,
    }),
  },
} satisfies Record<string, ReceiptStyle>;

/** Outcome of a part: the stat and err of its receipt. */
interface PartOutcome {
  stat: string;
  err: string;
}

/** Numbers with a scripted outcome (NANP 555-01xx, fiction); every other number is delivered. */
export const TEST_SMSC_NUMBERS = {
  undelivered: '+12025550131',
  expired: '+12025550132',
  rejected: '+12025550133',
  /** The first part is delivered, the others undelivered. */
  firstPartOnly: '+12025550134',
} as const;

function outcomeOf(to: string, sequence: number): PartOutcome {
  switch (to) {
    case TEST_SMSC_NUMBERS.undelivered:
      return { stat: 'UNDELIV', err: '001' };
    case TEST_SMSC_NUMBERS.expired:
      return { stat: 'EXPIRED', err: '002' };
    case TEST_SMSC_NUMBERS.rejected:
      return { stat: 'REJECTD', err: '003' };
    case TEST_SMSC_NUMBERS.firstPartOnly:
      return sequence <= 1 ? { stat: 'DELIVRD', err: '000' } : { stat: 'UNDELIV', err: '005' };
    default:
      return { stat: 'DELIVRD', err: '000' };
  }
}

export interface TestSmscSubmit {
  /** Our message id from the vendor TLV 0x1400, when sent. */
  beaconMessageId: string | null;
  to: string;
  /** 1-based part number (1 for a single part). */
  sequence: number;
  /** The message_id answered in submit_sm_resp. */
  carrierMessageId: string;
}

export interface TestSmscStats {
  boundSessions: number;
  submits: number;
  receiptsAcknowledged: number;
  /** deliver_sm answered with an error (and sent again). */
  receiptsRefused: number;
}

interface PendingReceipt {
  body: Buffer;
  sequence: number | null;
}

interface Session {
  socket: Socket;
  buffer: Buffer;
  isBound: boolean;
}

export interface TestSmscOptions {
  style: ReceiptStyle;
  receiptDelayMs?: number;
  /** Pause before a refused receipt is sent again. */
  receiptRetryMs?: number;
}

export class TestSmsc {
  readonly submits: TestSmscSubmit[] = [];
  private readonly sessions = new Set<Session>();
  private readonly waiting: PendingReceipt[] = [];
  private readonly inFlight = new Map<number, PendingReceipt>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private serial = FIRST_SERIAL;
  private nextSequence = 1;
  private counters = { receiptsAcknowledged: 0, receiptsRefused: 0 };

  private constructor(
    private readonly server: Server,
    private readonly options: TestSmscOptions,
  ) {
    server.on('connection', (socket) => this.accept(socket));
  }

  static async start(options: TestSmscOptions): Promise<TestSmsc> {
    const server = createServer();
    const smsc = new TestSmsc(server, options);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return smsc;
  }

  url(query: Record<string, string | number> = {}): string {
    const { port } = this.server.address() as AddressInfo;
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    return `smpp://test:secret@127.0.0.1:${port}${search ? `?${search}` : ''}`;
  }

  stats(): TestSmscStats {
    return {
      boundSessions: [...this.sessions].filter((session) => session.isBound).length,
      submits: this.submits.length,
      ...this.counters,
    };
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const session of this.sessions) session.socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    socket.setNoDelay(true);
    const session: Session = { socket, buffer: Buffer.alloc(0), isBound: false };
    this.sessions.add(session);
    socket.on('data', (chunk) => {
      const { pdus, rest } = splitPdus(Buffer.concat([session.buffer, chunk]));
      session.buffer = rest;
      for (const pdu of pdus) this.handle(session, pdu);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sessions.delete(session);
      // Receipts sent on a dead session go out again on the next bind.
      for (const [sequence, receipt] of this.inFlight) {
        this.inFlight.delete(sequence);
        this.waiting.push({ ...receipt, sequence: null });
      }
    });
  }

  private handle(session: Session, pdu: RawPdu): void {
    const respond = (commandId: number, body: Buffer = Buffer.alloc(0), status = 0) =>
      session.socket.write(encodePdu({ commandId, status, sequence: pdu.sequence, body }));
    switch (pdu.commandId) {
      case COMMAND.BIND_TRANSCEIVER:
        respond(COMMAND.BIND_TRANSCEIVER_RESP, cstring('TESTSMSC'));
        session.isBound = true;
        this.sendWaiting();
        return;
      case COMMAND.ENQUIRE_LINK:
        respond(COMMAND.ENQUIRE_LINK_RESP);
        return;
      case COMMAND.UNBIND:
        respond(COMMAND.UNBIND_RESP);
        session.isBound = false;
        session.socket.end();
        return;
      case COMMAND.SUBMIT_SM:
        respond(COMMAND.SUBMIT_SM_RESP, cstring(this.acceptSubmit(pdu.body)));
        return;
      case COMMAND.DELIVER_SM_RESP:
        this.settleReceipt(pdu.sequence, pdu.status);
        return;
      default:
        session.socket.write(
          encodePdu({
            commandId: COMMAND.GENERIC_NACK,
            status: 0x03,
            sequence: pdu.sequence,
            body: Buffer.alloc(0),
          }),
        );
    }
  }

  /** Records the part, schedules its receipt, and returns its message_id. */
  private acceptSubmit(body: Buffer): string {
    const submit = decodeSubmitSm(body);
    const serial = ++this.serial;
    const carrierMessageId = this.options.style.submitId(serial);
    const udhLength = submit.esmClass & 0x40 ? (submit.shortMessage[0] ?? 0) + 1 : 0;
    const concat = udhLength > 0 ? parseConcatUdh(submit.shortMessage.subarray(0, udhLength)) : null;
    const to = submit.destinationTon === 1 ? `+${submit.destinationAddr}` : submit.destinationAddr;
    const beaconTlv = submit.tlvs.get(TLV_TAG.BEACON_MESSAGE_ID);
    const sequence = concat?.sequence ?? 1;
    this.submits.push({
      beaconMessageId: beaconTlv ? beaconTlv.toString('latin1').replace(/\0+$/, '') : null,
      to,
      sequence,
      carrierMessageId,
    });
    if (submit.registeredDelivery & 0x01) {
      const { stat, err } = outcomeOf(to, sequence);
      const {
        text,
        tlvs,
        dataCoding = 0,
      } = this.options.style.receipt({
        serial,
        stat,
        err,
        submittedAt: new Date(),
        // Part text as ASCII; a UCS-2 or GSM part is only echoed roughly, as SMSCs do.
        text: submit.shortMessage
          .subarray(udhLength)
          .toString('latin1')
          .replace(/[^\x20-\x7e]/g, '?')
          .slice(0, 20),
      });
      const receiptBody = encodeDeliverSmBody({
        sourceAddr: submit.destinationAddr,
        sourceTon: submit.destinationTon,
        destinationAddr: submit.sourceAddr,
        destinationTon: submit.sourceTon,
        esmClass: 0x04,
        dataCoding,
        shortMessage:
          dataCoding === UCS2 ? Buffer.from(text, 'utf16le').swap16() : Buffer.from(text, 'latin1'),
        tlvs,
      });
      this.later(this.options.receiptDelayMs ?? 10, () => {
        this.waiting.push({ body: receiptBody, sequence: null });
        this.sendWaiting();
      });
    }
    return carrierMessageId;
  }

  private sendWaiting(): void {
    const session = [...this.sessions].find((candidate) => candidate.isBound && candidate.socket.writable);
    if (!session) return;
    for (const receipt of this.waiting.splice(0)) {
      const sequence = this.nextSequence++;
      this.inFlight.set(sequence, { ...receipt, sequence });
      session.socket.write(
        encodePdu({ commandId: COMMAND.DELIVER_SM, status: 0, sequence, body: receipt.body }),
      );
    }
  }

  private settleReceipt(sequence: number, status: number): void {
    const receipt = this.inFlight.get(sequence);
    if (!receipt) return;
    this.inFlight.delete(sequence);
    if (status === 0) {
      this.counters.receiptsAcknowledged += 1;
      return;
    }
    this.counters.receiptsRefused += 1;
    this.later(this.options.receiptRetryMs ?? 50, () => {
      this.waiting.push({ ...receipt, sequence: null });
      this.sendWaiting();
    });
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
