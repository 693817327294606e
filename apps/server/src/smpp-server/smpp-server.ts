/**
 * The SMPP 3.4 server customers bind to (API.md, "SMPP access for customers"; docs/smpp-access.md): a TCP
 * listener on SMPP_SERVER_PORT and, with a certificate, a TLS one, both on HOST. A bind is checked against the
 * account's SMPP credentials, its IP whitelist and the per-account bind limit (across processes, through
 * `smpp_binds`); a submit_sm goes through the send API's acceptance; receipts and inbound messages come back
 * as deliver_sm from the stored outbox. It runs in the processes that serve HTTP (ROLE all or api).
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { createServer as createTlsServer } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import type { SmppServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createBatchCoalescer } from '../engine/index.js';
import type { Clock } from '../lib/clock.js';
import { findApprovedSenderIdCountries } from '../modules/sender-ids/index.js';
import type { SendingServices } from '../modules/sending/index.js';
import {
  deleteSubmits,
  insertOwnReceipts,
  insertSubmits,
  removeBinds,
  type OwnReceipt,
  type SmppAccessService,
  type SmppSubmitRecord,
} from '../modules/smpp-access/index.js';
import { BindRegistry } from './bind-registry.js';
import { startBindReporter } from './bind-reporter.js';
import { EsmeSession, type SessionHost } from './esme-session.js';
import { startSmppPurges } from './purges.js';
import { createReceiptPump } from './receipt-pump.js';
import { createSmppAcceptance } from './smpp-acceptance.js';
import { createSubmitHandler } from './submit-handler.js';
import { createBindAdmission } from './bind-admission.js';

/** Approved sender IDs are read at most this often per account and sender ID. */
const SENDER_ID_CACHE_MS = 30_000;
/** How long submit_sm in flight at shutdown may take to be answered before the binds are closed. */
const DRAIN_MS = 5_000;

export interface SmppServerDeps {
  config: SmppServerConfig & { port: number };
  /** HOST: where both listeners bind. */
  host: string;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  sending: SendingServices;
  access: SmppAccessService;
  /** SMS_VALIDITY_HOURS in ms: how long receipts wait for a receiver bind. */
  validityMs: number;
  receiptGraceMs: number;
  /** How often the outbox is looked at while receiving binds are open (default 250 ms). */
  receiptPollMs?: number;
}

export interface SmppServer {
  readonly port: number;
  /** Null without a certificate. */
  readonly tlsPort: number | null;
  /** Sessions open now, bound or not. */
  readonly sessionCount: number;
  /** Claims the outbox now (tests; a receipt written by this process). */
  wakeReceipts(): void;
  /** Reports the binds now instead of at the next interval (tests). */
  reportBinds(): Promise<void>;
  /** Stops listening, lets submits in flight finish, unbinds every ESME, puts unsent receipts back. */
  close(): Promise<void>;
  /** Stops like a killed process: connections dropped, nothing put back or flushed (tests). */
  abort(): Promise<void>;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

export async function startSmppServer(deps: SmppServerDeps): Promise<SmppServer> {
  const { config, db, clock } = deps;
  const logger = deps.logger.child({ component: 'smpp-server' });
  const sessions = new Set<EsmeSession>();
  const registry = new BindRegistry();
  const bindRowsRemoved = new Set<Promise<void>>();
  const onWriteError = (what: string) => (error: unknown) =>
    logger.error({ err: error }, `smpp: writing ${what} failed`);

  const pump = createReceiptPump({
    db,
    clock,
    logger,
    registry,
    validityMs: deps.validityMs,
    pollMs: deps.receiptPollMs ?? 250,
  });
  // Each submit waits for its own record: a write that failed refuses the submit (no receipt could be sent).
  const submitRecords = createBatchCoalescer<{ record: SmppSubmitRecord; settle(error?: Error): void }>({
    delayMs: 1,
    maxBatch: 500,
    async write(batch) {
      try {
        await insertSubmits(
          db,
          batch.map((item) => item.record),
        );
        for (const item of batch) item.settle();
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        for (const item of batch) item.settle(failure);
      }
    },
  });
  const forgottenRecords = createBatchCoalescer<string>({
    delayMs: 20,
    maxBatch: 500,
    write: (ids) => deleteSubmits(db, ids),
    onError: onWriteError('submit records'),
  });
  const ownReceipts = createBatchCoalescer<OwnReceipt>({
    delayMs: 5,
    maxBatch: 500,
    write: async (receipts) => {
      await insertOwnReceipts(db, receipts, clock());
      pump.wake();
    },
    onError: onWriteError('receipts of refused parts'),
  });
  const approved = new Map<string, { countries: Promise<Set<string>>; at: number }>();
  const handler = createSubmitHandler({
    clock,
    accept: createSmppAcceptance(deps.sending),
    concatTimeoutMs: config.concatTimeoutMs,
    approvedCountries(accountId, senderId) {
      const key = `${accountId}|${senderId}`;
      const now = clock().getTime();
      const cached = approved.get(key);
      if (cached && now - cached.at < SENDER_ID_CACHE_MS) return cached.countries;
      if (approved.size >= 10_000) approved.clear();
      const countries = findApprovedSenderIdCountries(db, accountId, senderId);
      approved.set(key, { countries, at: now });
      countries.catch(() => approved.delete(key));
      return countries;
    },
    recordSubmit: (record) =>
      new Promise<void>((resolve, reject) =>
        submitRecords.add({ record, settle: (error) => (error === undefined ? resolve() : reject(error)) }),
      ),
    forgetSubmit: (messageId) => forgottenRecords.add(messageId),
    writeOwnReceipts: (receipts) => receipts.forEach((receipt) => ownReceipts.add(receipt)),
    onDroppedIncomplete: (received, total) =>
      logger.info({ received, total }, 'smpp: concatenated message incomplete in time, parts rejected'),
  });

  const admitBind = createBindAdmission({
    db,
    clock,
    logger,
    config,
    node: `${hostname()}:${process.pid}`,
    access: deps.access,
    sending: deps.sending,
  });
  const host: SessionHost = {
    bind: admitBind,
    bound(session) {
      registry.add(session);
      logger.info(
        {
          systemId: session.identity!.systemId,
          bindType: session.identity!.bindType,
          remote: session.remoteAddress,
        },
        'smpp: bound',
      );
      if (session.canReceive) pump.wake();
    },
    submit: (session, pdu) => handler.handle(session.identity!, pdu),
    closed(session) {
      sessions.delete(session);
      const identity = session.identity;
      if (!identity) return;
      registry.remove(session);
      const removed = removeBinds(db, [identity.bindId])
        .catch(onWriteError('a closed bind'))
        .finally(() => bindRowsRemoved.delete(removed));
      bindRowsRemoved.add(removed);
      logger.info({ systemId: identity.systemId, bindType: identity.bindType }, 'smpp: unbound');
    },
    log: (level, object, message) => logger[level](object, message),
  };

  const accept = (tls: boolean) => (socket: Socket) => {
    sessions.add(
      new EsmeSession(socket, host, {
        window: config.window,
        bindTimeoutMs: config.bindTimeoutMs,
        idleTimeoutMs: config.idleTimeoutMs,
        tls,
      }),
    );
  };
  const listeners: Server[] = [createTcpServer(accept(false))];
  const port = await listen(listeners[0]!, config.port, deps.host);
  let tlsPort: number | null = null;
  if (config.tls) {
    const [cert, key] = await Promise.all([readFile(config.tls.certFile), readFile(config.tls.keyFile)]);
    const tlsServer = createTlsServer({ cert, key }, accept(true));
    tlsServer.on('tlsClientError', (error) => logger.info({ err: error }, 'smpp: TLS handshake failed'));
    listeners.push(tlsServer);
    tlsPort = await listen(tlsServer, config.tls.port, deps.host);
  }

  const stopRevoked = (systemId: string) => {
    for (const session of registry.all()) if (session.identity?.systemId === systemId) void session.unbind();
  };
  const unsubscribe = deps.access.onRevoke(stopRevoked);
  const reporter = startBindReporter({
    db,
    clock,
    logger,
    registry,
    revoke: (session) => void session.unbind(),
  });
  const purges = startSmppPurges({
    db,
    clock,
    logger,
    validityMs: deps.validityMs,
    receiptGraceMs: deps.receiptGraceMs,
  });
  pump.start();
  let isStopped = false;
  logger.info({ port, tlsPort, host: deps.host }, 'smpp: listening');

  return {
    port,
    tlsPort,
    get sessionCount() {
      return sessions.size;
    },
    wakeReceipts: () => pump.wake(),
    reportBinds: () => reporter.runNow(),
    async abort() {
      isStopped = true;
      unsubscribe();
      for (const listener of listeners) listener.close();
      submitRecords.discard();
      forgottenRecords.discard();
      ownReceipts.discard();
      pump.abort();
      await Promise.all([reporter.stop(), purges.stop()]);
      for (const session of sessions) session.destroy();
    },
    async close() {
      if (isStopped) return;
      isStopped = true;
      unsubscribe();
      for (const listener of listeners) listener.close();
      await Promise.all([reporter.stop(), purges.stop()]);
      const open = [...sessions];
      await Promise.all(open.map((session) => session.drain(DRAIN_MS)));
      await Promise.all(open.map((session) => session.unbind()));
      await pump.stop();
      handler.close();
      await Promise.all([forgottenRecords.flush(), ownReceipts.flush(), ...bindRowsRemoved]);
    },
  };
}
