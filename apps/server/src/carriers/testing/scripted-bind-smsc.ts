/**
 * A bare SMSC on 127.0.0.1 whose only job is to answer bind_transceiver with a status the test chooses
 * (ESME_RINVPASWD for a wrong password, ESME_ROK to let the bind through), over real SMPP. The simulator
 * always answers a bad password with ESME_RBINDFAIL; real SMSCs differ, and the carrier must report
 * whatever they say. Used by the *.test.ts files only.
 */
import type { AddressInfo } from 'node:net';
import { COMMAND_STATUS } from '../command-status.js';
import { configuredSmpp as smpp, type PDU, type Session } from '../smpp-package.js';

export interface ScriptedBindSmsc {
  readonly port: number;
  /** bind_transceiver requests received so far (each reconnect attempt is one). */
  readonly bindAttempts: number;
  /** The status answered to the next binds; change it to let the carrier in. */
  bindStatus: number;
  /** A carrier URL for this server, with carrier options such as fast reconnects. */
  url(credentials: string, query?: Record<string, string | number>): string;
  close(): Promise<void>;
}

export async function startScriptedBindSmsc(bindStatus: number): Promise<ScriptedBindSmsc> {
  const sessions = new Set<Session>();
  let bindAttempts = 0;
  const server = smpp.createServer((session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => session.destroy());
    session.on('pdu', (pdu: PDU) => {
      if (pdu.isResponse()) return;
      if (pdu.command === 'bind_transceiver') {
        bindAttempts += 1;
        const status = smsc.bindStatus;
        session.send(pdu.response(status === COMMAND_STATUS.ESME_ROK ? {} : { command_status: status }));
        // As SMSCs do after a refused bind: hang up.
        if (status !== COMMAND_STATUS.ESME_ROK) session.close();
        return;
      }
      if (pdu.command === 'unbind') {
        session.send(pdu.response(), undefined, () => session.close());
        return;
      }
      session.send(pdu.response());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const smsc: ScriptedBindSmsc = {
    port,
    get bindAttempts() {
      return bindAttempts;
    },
    bindStatus,
    url(credentials, query = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString();
      return `smpp://${credentials}@127.0.0.1:${port}${search ? `?${search}` : ''}`;
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return smsc;
}
