/**
 * The ops socket: with PGlite only the server process may open the data directory, so operator commands reach
 * the database through the running server — a Unix socket `<DATA_DIR>/ops.sock` (mode 0600: only the owner of
 * the data directory can connect). One request per connection, one JSON line each way.
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { OpsError, errorReply, type OpsReply, type OpsRequest } from './protocol.js';

export const OPS_SOCKET_NAME = 'ops.sock';
/**
 * Served by the messaging engine while it runs the embedded SMSC simulator (`sim:inbound`): the simulator
 * lives in the worker, which on PostgreSQL is not the process that serves ops.sock, or any ops socket at all.
 */
export const SIMULATOR_SOCKET_NAME = 'simulator.sock';
/** Large enough for a price list of every country in every currency, with room to spare. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

export type { OpsReply };

export function opsSocketPath(dataDir: string, name = OPS_SOCKET_NAME): string {
  return path.join(dataDir, name);
}

export class SocketInUseError extends Error {
  override name = 'SocketInUseError';
}

/** Whether a process accepts connections on the Unix socket `file` (a file left by a crashed one does not). */
export function isSocketListening(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readLine(socket: net.Socket, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      const newline = chunk.indexOf(0x0a);
      const part = newline >= 0 ? chunk.subarray(0, newline) : chunk;
      chunks.push(part);
      size += part.length;
      if (size > maxBytes) {
        cleanup();
        reject(new OpsError('invalid', 'request too large'));
      } else if (newline >= 0) {
        cleanup();
        resolve(Buffer.concat(chunks).toString('utf8'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new OpsError('invalid', 'connection closed before a full request'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', onError);
    };
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('error', onError);
  });
}

export interface OpsSocketServer {
  close(): Promise<void>;
}

/**
 * Serves operator commands on `<dataDir>/<name>` (ops.sock by default). `holdsDataDir` (the default) says the
 * caller holds the data-directory lock, so a file already there is a crashed server's; without the lock (the
 * simulator socket on PostgreSQL, where several workers may share a DATA_DIR) a socket another process
 * still serves is left to it: SocketInUseError.
 */
export async function startOpsSocket(options: {
  dataDir: string;
  name?: string;
  holdsDataDir?: boolean;
  handle: (request: OpsRequest) => Promise<unknown>;
  onError?: (error: unknown) => void;
}): Promise<OpsSocketServer> {
  const file = opsSocketPath(options.dataDir, options.name);
  if (options.holdsDataDir === false && (await isSocketListening(file))) {
    throw new SocketInUseError(`another process serves ${file}`);
  }
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    // A client gone before its answer (the CLI's probe that only checks something listens) would otherwise
    // raise an unhandled write-after-end error and take the server down.
    socket.on('error', () => undefined);
    void (async () => {
      let reply: OpsReply;
      try {
        const request = JSON.parse(await readLine(socket, MAX_REQUEST_BYTES)) as OpsRequest;
        if (typeof request?.command !== 'string' || !Array.isArray(request.args)) {
          throw new OpsError('invalid', 'malformed ops request');
        }
        reply = { ok: true, result: await options.handle(request) };
      } catch (error) {
        if (!(error instanceof OpsError)) options.onError?.(error);
        reply = errorReply(error);
      }
      if (socket.writable) socket.end(`${JSON.stringify(reply)}\n`);
      else socket.destroy();
    })();
  });
  // Created with no permissions for group and others, then made sure of: no window where another user connects.
  const previousUmask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(previousUmask);
  }
  chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

/** Sends one request to a running server; rejects with the socket error when none listens. */
export function callOpsSocket(
  dataDir: string,
  request: OpsRequest,
  name = OPS_SOCKET_NAME,
): Promise<OpsReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(opsSocketPath(dataDir, name));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.write(`${JSON.stringify(request)}\n`);
      readLine(socket, MAX_REQUEST_BYTES)
        .then((line) => resolve(JSON.parse(line) as OpsReply))
        .catch(reject);
    });
  });
}
