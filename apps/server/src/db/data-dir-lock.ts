/**
 * PGlite is one process per data directory: a second process on the same directory loses writes without any
 * error. The first process creates `<dir>/server.lock` exclusively with its pid; a later one refuses to start
 * unless the recorded process is gone (a crash leaves the file behind).
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string, pid = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return { file, release: () => releaseIfOurs(file, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder !== undefined && holder !== pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `Another Beacon server (pid ${holder}) is using ${dataDir}. PGlite allows one process per data ` +
            'directory: stop it, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      // Stale lock of a process that no longer exists: take it over.
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs (whoever owns it). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string, pid: number): void {
  if (readHolder(file) === pid) {
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  }
}
