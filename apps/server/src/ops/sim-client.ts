/**
 * The CLI side of `sim:inbound`. The simulator lives in the running server's messaging engine, so unlike the
 * other commands this one never opens the database: it asks the engine through `<DATA_DIR>/simulator.sock`,
 * and when nothing answers there it says why — no server, a server that is still starting, or one that sends
 * through real carriers and has no simulator.
 */
import { DataDirLockedError, acquireDataDirLock } from '../db/data-dir-lock.js';
import { OpsError, type OpsReply, type OpsRequest } from './protocol.js';
import { parseSimInbound } from './sim-inbound.js';
import {
  OPS_SOCKET_NAME,
  SIMULATOR_SOCKET_NAME,
  callOpsSocket,
  isSocketListening,
  opsSocketPath,
} from './socket.js';

export interface SimInboundTarget {
  dataDir: string;
  /** Set: PostgreSQL, where no data-directory lock or ops.sock tells whether a server runs. */
  databaseUrl: string | undefined;
  /** The SMPP_ROUTES of this environment (the server is meant to share it). */
  smppRoutes: string | undefined;
  /** How long to wait for a server that holds the data directory but is not listening yet. */
  startWaitMs: number;
}

function isNoServer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ECONNREFUSED';
}

/** Why no simulator answers, or null while a PGlite server holds the data directory but is still starting. */
async function whyNoSimulator(target: SimInboundTarget): Promise<string | null> {
  const socket = opsSocketPath(target.dataDir, SIMULATOR_SOCKET_NAME);
  if (target.smppRoutes?.trim()) {
    return (
      'SMPP_ROUTES is set: Beacon sends through real carriers and runs no embedded SMSC simulator, so there ' +
      'is nothing to deliver an inbound message from. Inbound messages come from the carriers themselves.'
    );
  }
  if (target.databaseUrl) {
    return (
      `no Beacon worker with the embedded SMSC simulator answers on ${socket}. sim:inbound goes through ` +
      'the running server: start it (ROLE all or worker, no SMPP_ROUTES) with the same DATA_DIR.'
    );
  }
  if (await isSocketListening(opsSocketPath(target.dataDir, OPS_SOCKET_NAME))) {
    return (
      `the Beacon server running on ${target.dataDir} has no embedded SMSC simulator: it sends through ` +
      'real carriers (SMPP_ROUTES) or runs no workers (ROLE=api).'
    );
  }
  try {
    acquireDataDirLock(target.dataDir).release();
  } catch (error) {
    if (error instanceof DataDirLockedError) return null;
    throw error;
  }
  return (
    `no Beacon server is running on ${target.dataDir}. sim:inbound goes through the running server's ` +
    'embedded SMSC simulator: start the server (npm start) with the same DATA_DIR, then run it again.'
  );
}

export async function injectThroughServer(target: SimInboundTarget, request: OpsRequest): Promise<OpsReply> {
  // Bad arguments are reported as such, whether or not a server runs.
  parseSimInbound(request);
  const deadline = Date.now() + target.startWaitMs;
  for (;;) {
    try {
      return await callOpsSocket(target.dataDir, request, SIMULATOR_SOCKET_NAME);
    } catch (error) {
      if (!isNoServer(error)) throw error;
    }
    const reason = await whyNoSimulator(target);
    if (reason !== null) throw new OpsError('unavailable', reason);
    if (Date.now() > deadline) {
      throw new OpsError(
        'unavailable',
        `a Beacon server holds ${target.dataDir} but answers neither on ${OPS_SOCKET_NAME} nor on ` +
          `${SIMULATOR_SOCKET_NAME}; see its log.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
