/**
 * An ESME for the SMPP server's tests: the `smpp` package as a customer's client would use it (client side,
 * over real TCP or TLS), binding with a credential, submitting, and answering the deliver_sm it receives —
 * ESME_ROK unless a test says otherwise. Every deliver_sm is kept, in order.
 */
import { once } from 'node:events';
import { configuredSmpp as smpp, type PDU } from '../carriers/index.js';
import type { Session } from '../carriers/smpp-package.js';

export type BindCommand = 'bind_transmitter' | 'bind_receiver' | 'bind_transceiver';

export interface Esme {
  readonly session: Session;
  /** The deliver_sm PDUs received, in order. */
  readonly delivered: PDU[];
  /** What to answer a deliver_sm with (default ESME_ROK); null leaves it unanswered. */
  answer: (pdu: PDU) => number | null;
  bind(command: BindCommand, systemId: string, password: string): Promise<PDU>;
  /** Sends a request and resolves with its response (or generic_nack). */
  request(command: string, fields?: Record<string, unknown>): Promise<PDU>;
  submit(fields: Record<string, unknown>): Promise<PDU>;
  /** Resolves once `count` deliver_sm have arrived. */
  waitForDelivered(count: number, timeoutMs?: number): Promise<PDU[]>;
  /** Resolves once the server closed the connection. */
  closed(): Promise<void>;
  close(): Promise<void>;
}

export async function connectEsme(port: number, options: { tls?: boolean } = {}): Promise<Esme> {
  const session = smpp.connect({
    host: '127.0.0.1',
    port,
    tls: options.tls,
    rejectUnauthorized: false,
  } as never);
  session.on('error', () => undefined);
  await once(session, options.tls ? 'secureConnect' : 'connect');
  session.socket.setNoDelay(true);
  let isClosed = false;
  const closedPromise = new Promise<void>((resolve) =>
    session.on('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  const delivered: PDU[] = [];
  let wake: (() => void) | null = null;
  const esme: Esme = {
    session,
    delivered,
    answer: () => 0,
    bind: (command, systemId, password) =>
      esme.request(command, { system_id: systemId, password, interface_version: 0x34 }),
    request(command, fields = {}) {
      return new Promise((resolve, reject) => {
        const sent = session.send(new smpp.PDU(command, fields), (response) => resolve(response));
        if (!sent) reject(new Error(`${command}: the connection is closed`));
      });
    },
    submit: (fields) => esme.request('submit_sm', { data_coding: 0, ...fields }),
    async waitForDelivered(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (delivered.length < count) {
        if (Date.now() > deadline || isClosed) {
          throw new Error(`${delivered.length} of ${count} deliver_sm arrived${isClosed ? ' (closed)' : ''}`);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return delivered.slice(0, count);
    },
    closed: () => closedPromise,
    async close() {
      if (isClosed) return;
      session.destroy();
      await closedPromise;
    },
  };
  session.on('pdu', (pdu: PDU) => {
    if (pdu.command === 'deliver_sm') {
      delivered.push(pdu);
      const status = esme.answer(pdu);
      if (status !== null) session.send(pdu.response({ command_status: status }));
      wake?.();
    } else if (pdu.command === 'enquire_link') {
      session.send(pdu.response());
    } else if (pdu.command === 'unbind') {
      session.send(pdu.response());
    }
  });
  return esme;
}
