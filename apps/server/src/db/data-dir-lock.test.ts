import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './data-dir-lock.js';
import { useTempDirs } from '../testing/temp-dirs.js';

const tempDir = useTempDirs('beacon-lock');

describe('the data-directory lock', () => {
  test('records our pid and is released on request', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  test('refuses a second process while the first is alive, naming it', () => {
    const dir = tempDir();
    const livingPid = process.ppid;
    writeFileSync(path.join(dir, 'server.lock'), `${livingPid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${livingPid}`));
  });

  test('takes over the lock of a process that has exited', () => {
    const dir = tempDir();
    const exited = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(path.join(dir, 'server.lock'), `${exited.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  test('does not release a lock another process has taken since', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(path.join(dir, 'server.lock'), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(process.ppid));
  });
});
