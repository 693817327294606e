/**
 * The operator commands (API.md "Operator commands") against the browser tests' server: with PGlite the CLI
 * reaches the running server through `<DATA_DIR>/ops.sock`, so nothing opens the data directory twice.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DATA_DIR } from './env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = promisify(execFile);

/** Runs the operator CLI (`npm run ops -- <command> <args>`, without npm's banner) and answers its JSON. */
export async function ops<T>(command: string, ...args: string[]): Promise<T> {
  const { stdout } = await run(
    process.execPath,
    // The built CLI, which the journeys' server is built beside: starting it through tsx compiled the
    // server's sources again for every command.
    ['apps/server/dist/ops.js', command, ...args],
    { cwd: root, env: { ...process.env, DATA_DIR, DATABASE_URL: '' }, timeout: 60_000 },
  );
  return JSON.parse(stdout) as T;
}

/** Ends the trial rules of an account (verification status 1) so it may send to any number. */
export const verifyAccount = (accountId: string) =>
  ops<{ accountId: string; verificationStatus: number }>('account:verify', accountId);

export const creditAccount = (accountId: string, amount: string) =>
  ops<{ accountId: string; balance: string; currency: string }>('account:credit', accountId, amount);
