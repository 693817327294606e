/**
 * Runs the SMPP server beside the HTTP API of a process (ROLE all or api) when SMPP_SERVER_PORT is set: it
 * starts once the app is ready, so its acceptance services exist, and stops before they close, so submits in
 * flight are answered first. `app.smppServer` is the running server (tests read its ports), null when off.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { DEFAULT_SMS_VALIDITY_HOURS } from '../config.js';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { SendingServices } from '../modules/sending/index.js';
import type { SmppAccessService } from '../modules/smpp-access/index.js';
import { startSmppServer, type SmppServer } from './smpp-server.js';

declare module 'fastify' {
  interface FastifyInstance {
    smppServer: SmppServer | null;
  }
}

export interface SmppServerPluginOptions {
  config: Config;
  db: Database;
  clock: Clock;
  sending: SendingServices;
  access: SmppAccessService;
  /** Tests: how often the outbox is looked at. */
  receiptPollMs?: number;
}

export const smppServerPlugin = fp<SmppServerPluginOptions>(
  async (app, options) => {
    app.decorate('smppServer', null);
    const server = options.config.smppServer;
    const port = server?.port;
    if (!server || port === undefined) return;
    const { engine } = options.config;
    app.addHook('onReady', async () => {
      app.smppServer = await startSmppServer({
        config: { ...server, port },
        host: options.config.host,
        db: options.db,
        clock: options.clock,
        logger: app.log,
        sending: options.sending,
        access: options.access,
        validityMs: (engine.smsValiditySeconds ?? DEFAULT_SMS_VALIDITY_HOURS * 3_600) * 1_000,
        receiptGraceMs: engine.receiptGraceMs,
        receiptPollMs: options.receiptPollMs,
      });
      options.access.setListening({ port: app.smppServer.port, tlsPort: app.smppServer.tlsPort });
    });
    app.addHook('preClose', async () => {
      options.access.setListening(null);
      await app.smppServer?.close();
      app.smppServer = null;
    });
  },
  { name: 'beacon-smpp-server' },
);
