/**
 * A minimal ESME for the browser journeys, written in raw SMPP 3.4 PDUs over node:net (the journeys' package
 * has no SMPP library, and a customer's client is someone else's code anyway): bind, submit_sm, answer the
 * deliver_sm it receives, unbind.
 */
import { once } from 'node:events';
import net from 'node:net';

const COMMAND = {
  BIND_TRANSCEIVER: 0x09,
  SUBMIT_SM: 0x04,
  DELIVER_SM: 0x05,
  DELIVER_SM_RESP: 0x80000005,
  UNBIND: 0x06,
} as const;

interface Pdu {
  commandId: number;
  status: number;
  sequence: number;
  body: Buffer;
}

const cstring = (value: string) => Buffer.from(`${value}\0`, 'latin1');
const octets = (...values: number[]) => Buffer.from(values);

export interface Esme {
  /** command_status of the bind_transceiver_resp. */
  bind(systemId: string, password: string): Promise<number>;
  /** command_status of the submit_sm_resp. */
  submit(to: string, text: string): Promise<number>;
  /** Resolves when the server closed the connection. */
  closed(): Promise<void>;
  close(): void;
}

export async function connectEsme(host: string, port: number): Promise<Esme> {
  const socket = net.connect(port, host);
  await once(socket, 'connect');
  let buffered = Buffer.alloc(0);
  let sequence = 0;
  const waiting = new Map<number, (pdu: Pdu) => void>();
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);

  const write = (commandId: number, seq: number, body: Buffer, status = 0) => {
    const header = Buffer.alloc(16);
    header.writeUInt32BE(16 + body.length, 0);
    header.writeUInt32BE(commandId >>> 0, 4);
    header.writeUInt32BE(status, 8);
    header.writeUInt32BE(seq, 12);
    socket.write(Buffer.concat([header, body]));
  };
  const request = (commandId: number, body: Buffer) =>
    new Promise<Pdu>((resolve) => {
      sequence += 1;
      waiting.set(sequence, resolve);
      write(commandId, sequence, body);
    });

  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 16 && buffered.length >= buffered.readUInt32BE(0)) {
      const length = buffered.readUInt32BE(0);
      const pdu: Pdu = {
        commandId: buffered.readUInt32BE(4),
        status: buffered.readUInt32BE(8),
        sequence: buffered.readUInt32BE(12),
        body: buffered.subarray(16, length),
      };
      buffered = buffered.subarray(length);
      if (pdu.commandId === COMMAND.DELIVER_SM) write(COMMAND.DELIVER_SM_RESP, pdu.sequence, cstring(''));
      else if (pdu.commandId === COMMAND.UNBIND) write(0x80000006, pdu.sequence, Buffer.alloc(0));
      else waiting.get(pdu.sequence)?.(pdu);
    }
  });

  return {
    async bind(systemId, password) {
      const body = Buffer.concat([
        cstring(systemId),
        cstring(password),
        cstring(''),
        octets(0x34, 0, 0),
        cstring(''),
      ]);
      return (await request(COMMAND.BIND_TRANSCEIVER, body)).status;
    },
    async submit(to, text) {
      const body = Buffer.concat([
        cstring(''),
        octets(5, 0),
        cstring('Beacon'),
        octets(1, 1),
        cstring(to.replace('+', '')),
        octets(0, 0, 0),
        cstring(''),
        cstring(''),
        octets(1, 0, 0, 0, text.length),
        Buffer.from(text, 'latin1'),
      ]);
      return (await request(COMMAND.SUBMIT_SM, body)).status;
    },
    closed: () => closed,
    close: () => socket.destroy(),
  };
}
