/**
 * One ESME connection as a stream of PDUs. We frame the bytes by command_length ourselves instead of letting
 * the `smpp` package's Session do it, because garbage must be answered, not swallowed: the package's reader
 * stops for good after a PDU it cannot decode (carriers/README.md), and reads a command_length of zero as
 * "nothing yet". Here a length outside 16…MAX_PDU_OCTETS is answered generic_nack ESME_RINVCMDLEN and the
 * connection closed (its framing is lost), an unknown command_id generic_nack ESME_RINVCMDID, a body that does
 * not decode or ends before its mandatory fields generic_nack ESME_RINVCMDLEN — and the connection goes on
 * reading after the last two. PDUs are
 * decoded and encoded by the package as the carrier layer configures it (bounded TLV reads, raw messages).
 */
import type { Socket } from 'node:net';
import { configuredSmpp as smpp, type PDU } from '../carriers/index.js';

const HEADER_OCTETS = 16;
/** The package's own limit; a 64 KiB message_payload is the most SMPP allows, far past 10 segments. */
const MAX_PDU_OCTETS = 16_384;
const GENERIC_NACK = 0x80000000;
const RESPONSE_BIT = 0x80000000;
const STATUS = { ESME_RINVCMDLEN: 0x02, ESME_RINVCMDID: 0x03 } as const;

export interface PduLinkHandlers {
  /** A decoded request (responses are matched to `request()` here). */
  onRequest(pdu: PDU): void;
  /** Some PDU arrived, garbage included: the idle timer's heartbeat. */
  onTraffic(): void;
  /** Garbage the link answered itself (logged by the owner). */
  onGarbage(problem: string): void;
  onClose(): void;
}

export class PduLink {
  private buffered: Buffer = Buffer.alloc(0);
  private nextSequence = 1;
  private readonly pending = new Map<number, (response: PDU | null) => void>();
  private isClosed = false;

  constructor(
    readonly socket: Socket,
    private readonly handlers: PduLinkHandlers,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.onClosed());
  }

  get isOpen(): boolean {
    return !this.isClosed && this.socket.writable;
  }

  /** Sends a request and resolves with its response (a generic_nack included), or null on timeout or close. */
  request(command: string, fields: Record<string, unknown>, timeoutMs: number): Promise<PDU | null> {
    return new Promise((resolve) => {
      if (!this.isOpen) return resolve(null);
      const sequence = this.nextSequence;
      this.nextSequence = sequence >= 0x7fffffff ? 1 : sequence + 1;
      const timer = setTimeout(() => settle(null), timeoutMs);
      const settle = (response: PDU | null) => {
        if (!this.pending.delete(sequence)) return;
        clearTimeout(timer);
        resolve(response);
      };
      this.pending.set(sequence, settle);
      this.write(new smpp.PDU(command, { ...fields, sequence_number: sequence }));
    });
  }

  /** Answers `pdu` with its `_resp` (or generic_nack for an unknown command). */
  respond(pdu: PDU, fields: Record<string, unknown> = {}): void {
    this.write(pdu.response(fields));
  }

  /** Ends the connection once what was written has gone out. */
  close(): void {
    if (!this.isClosed) this.socket.end();
  }

  destroy(): void {
    this.socket.destroy();
  }

  private write(pdu: PDU): void {
    if (this.isOpen) this.socket.write(pdu.toBuffer());
  }

  private nack(status: number, sequence: number): void {
    if (!this.isOpen) return;
    const header = Buffer.alloc(HEADER_OCTETS);
    header.writeUInt32BE(HEADER_OCTETS, 0);
    header.writeUInt32BE(GENERIC_NACK, 4);
    header.writeUInt32BE(status, 8);
    header.writeUInt32BE(sequence >>> 0, 12);
    this.socket.write(header);
  }

  private onData(chunk: Buffer): void {
    this.handlers.onTraffic();
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    let offset = 0;
    while (!this.isClosed && this.buffered.length - offset >= 4) {
      const length = this.buffered.readUInt32BE(offset);
      if (length < HEADER_OCTETS || length > MAX_PDU_OCTETS) {
        const sequence =
          this.buffered.length - offset >= HEADER_OCTETS ? this.buffered.readUInt32BE(offset + 12) : 0;
        this.handlers.onGarbage(`command_length ${length}`);
        this.nack(STATUS.ESME_RINVCMDLEN, sequence);
        this.buffered = Buffer.alloc(0);
        this.close();
        return;
      }
      if (this.buffered.length - offset < length) break;
      this.onFrame(this.buffered.subarray(offset, offset + length));
      offset += length;
    }
    this.buffered = offset === this.buffered.length ? Buffer.alloc(0) : this.buffered.subarray(offset);
  }

  private onFrame(frame: Buffer): void {
    const commandId = frame.readUInt32BE(4);
    const sequence = frame.readUInt32BE(12);
    let pdu: PDU | false;
    try {
      pdu = smpp.PDU.fromBuffer(Buffer.from(frame));
    } catch {
      this.handlers.onGarbage(`undecodable PDU 0x${commandId.toString(16)}`);
      if ((commandId & RESPONSE_BIT) === 0) this.nack(STATUS.ESME_RINVCMDLEN, sequence);
      return;
    }
    if (!pdu) return;
    if (pdu.command === 'unknown') {
      this.handlers.onGarbage(`unknown command_id 0x${commandId.toString(16)}`);
      if ((commandId & RESPONSE_BIT) === 0) this.nack(STATUS.ESME_RINVCMDID, sequence);
      return;
    }
    if (pdu.isResponse()) {
      this.pending.get(pdu.sequence_number)?.(pdu);
      return;
    }
    // The package stops reading at the PDU's end and leaves the fields after it unset: a body cut short.
    const params = Object.keys(smpp.commands[pdu.command]?.params ?? {});
    if (params.some((param) => pdu[param] === undefined)) {
      this.handlers.onGarbage(`${pdu.command} shorter than its mandatory fields`);
      this.nack(STATUS.ESME_RINVCMDLEN, sequence);
      return;
    }
    this.handlers.onRequest(pdu);
  }

  private onClosed(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    for (const settle of [...this.pending.values()]) settle(null);
    this.handlers.onClose();
  }
}
