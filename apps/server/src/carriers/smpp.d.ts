// Minimal types for the parts of smpp 0.5.1 (farhadi/node-smpp, CommonJS, untyped) that the carrier layer uses.
// Field names follow the package: PDU parameters and TLVs are plain properties named as in SMPP 3.4.
declare module 'smpp' {
  import { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  namespace smpp {
    /** A decoded or to-be-encoded PDU: header fields plus the command's parameters and TLVs by name. */
    interface PDU {
      command: string;
      command_id: number;
      command_status: number;
      sequence_number: number;
      [field: string]: unknown;
      isResponse(): boolean;
      /** The PDU's octets (tests). */
      toBuffer(): Buffer;
      /** The matching `*_resp` (or generic_nack for an unknown command) with this PDU's sequence number. */
      response(options?: Record<string, unknown>): PDU;
    }

    interface PDUConstructor {
      new (command: string, options?: Record<string, unknown>): PDU;
      /** Decodes one whole PDU (tests); false when the buffer is shorter than its command_length. */
      fromBuffer(buffer: Buffer): PDU | false;
    }

    interface ConnectOptions {
      host: string;
      port: number;
    }

    /** One SMPP connection, client or server side. Emits 'pdu', each command by name, 'close', 'error'. */
    class Session extends EventEmitter {
      constructor(options: { socket: Socket });
      readonly socket: Socket;
      /** False (and no callback) when the socket is not writable. */
      send(pdu: PDU, responseCallback?: (response: PDU) => void, sendCallback?: (pdu: PDU) => void): boolean;
      /** Stops extracting PDUs from the socket (nothing is answered) until resume(). */
      pause(): void;
      resume(): void;
      close(callback?: () => void): void;
      destroy(callback?: () => void): void;
    }

    class Server extends NetServer {
      readonly sessions: Session[];
    }

    interface FieldType {
      read(buffer: Buffer, offset: number, length?: number): unknown;
      write(value: unknown, buffer: Buffer, offset: number): void;
      size(value: unknown): number;
    }

    interface ParamDefinition {
      type: FieldType;
      filter?: unknown;
    }

    interface TlvDefinition {
      id: number;
      type: FieldType;
      filter?: unknown;
      multiple?: boolean;
    }

    const PDU: PDUConstructor;
    function connect(options: ConnectOptions, listener?: () => void): Session;
    function createServer(listener?: (session: Session) => void): Server;
    function addTLV(tag: string, options: { id: number; type: FieldType }): void;
    /** The package's command table; its entries are shared by every session in the process. */
    const commands: Record<string, { id: number; params?: Record<string, ParamDefinition> }>;
    const tlvs: Record<string, TlvDefinition>;
    const types: { tlv: Record<'int8' | 'int16' | 'int32' | 'cstring' | 'string' | 'buffer', FieldType> };
    /** command_status values by name (ESME_ROK, ESME_RTHROTTLED, …). */
    const errors: Record<string, number>;
  }

  export = smpp;
}
