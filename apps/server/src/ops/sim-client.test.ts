/**
 * What `npm run ops -- sim:inbound` says when no simulator answers: the operator learns whether no server
 * runs, the server has no simulator (real carriers), or it is still starting — never a bare socket error.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { useTempDirs } from '../testing/temp-dirs.js';
import { OpsError } from './protocol.js';
import { injectThroughServer, type SimInboundTarget } from './sim-client.js';
import { startOpsSocket } from './socket.js';

const tempDir = useTempDirs('beacon-sim-client');
const STOP = { command: 'sim:inbound', args: ['+14155550190', '15550100', 'STOP'] };

function target(overrides: Partial<SimInboundTarget> = {}): SimInboundTarget {
  return { dataDir: tempDir(), databaseUrl: undefined, smppRoutes: undefined, startWaitMs: 0, ...overrides };
}

async function refusal(options: SimInboundTarget, request = STOP): Promise<OpsError> {
  const error = await injectThroughServer(options, request).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OpsError);
  return error as OpsError;
}

describe('sim:inbound without a simulator to talk to', () => {
  test('with no server on the data directory it says so, and leaves no lock behind', async () => {
    const options = target();
    const error = await refusal(options);
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/^no Beacon server is running on .*start the server \(npm start\)/);
    expect(existsSync(path.join(options.dataDir, 'server.lock'))).toBe(false);
  });

  test('a running server without the simulator is named as the reason: real carriers or ROLE=api', async () => {
    const options = target();
    const opsSocket = await startOpsSocket({ dataDir: options.dataDir, handle: async () => null });
    try {
      const error = await refusal(options);
      expect(error.code).toBe('unavailable');
      expect(error.message).toMatch(
        /has no embedded SMSC simulator: it sends through real carriers \(SMPP_ROUTES\)/,
      );
    } finally {
      await opsSocket.close();
    }
  });

  test('SMPP_ROUTES in the environment means real carriers, with no simulator to inject into', async () => {
    const error = await refusal(target({ smppRoutes: '*=smpp://id:pw@smsc.example:2775' }));
    expect(error.message).toMatch(/^SMPP_ROUTES is set: Beacon sends through real carriers/);
  });

  test('on PostgreSQL it asks for a running worker on the same DATA_DIR', async () => {
    const error = await refusal(target({ databaseUrl: 'postgres://beacon@db/beacon' }));
    expect(error.message).toMatch(
      /^no Beacon worker with the embedded SMSC simulator answers on .*simulator\.sock/,
    );
  });

  test('a server that holds the data directory but never answers is reported once the wait is over', async () => {
    const options = target({ startWaitMs: 300 });
    // The parent process stands for a live server holding the lock.
    const lock = acquireDataDirLock(options.dataDir, process.ppid);
    try {
      const started = Date.now();
      const error = await refusal(options);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(error.message).toMatch(/holds .* but answers neither on ops\.sock nor on simulator\.sock/);
    } finally {
      lock.release();
    }
  });

  test('bad arguments are reported before any server is looked for', async () => {
    const usage = await refusal(target(), { command: 'sim:inbound', args: ['+14155550190'] });
    expect(usage.code).toBe('usage');
    const invalid = await refusal(target(), {
      command: 'sim:inbound',
      args: ['+14155550190', 'Beacon', 'hi'],
    });
    expect([invalid.code, invalid.message]).toEqual([
      'invalid',
      expect.stringContaining('a handset cannot reply to an alphanumeric sender ID'),
    ]);
  });
});
