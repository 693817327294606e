/**
 * Keys the operator did not set are generated once and kept in `<DATA_DIR>/secrets.json` (mode 0600), so a
 * restart does not invalidate captcha challenges, trusted-device cookies or codes already sent. Processes
 * that share a DATA_DIR share these keys; processes that do not (several hosts on one PostgreSQL) must be
 * given the same CAPTCHA_HMAC_KEY, COOKIE_SECRET and CODE_HMAC_KEY instead.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZSecretsSchema = z.object({
  captchaHmacKey: z.string().min(16),
  cookieSecret: z.string().min(32),
  codeHmacKey: z.string().min(32),
});
export type StoredSecrets = z.infer<typeof ZSecretsSchema>;
/** A file written by an older version lacks the keys added since; they are added to it. */
const ZStoredFileSchema = ZSecretsSchema.partial();
type StoredFile = z.infer<typeof ZStoredFileSchema>;

/** How long a process waits for another one that is writing the file at the same moment. */
const LOCK_WAIT_MS = 10_000;
const LOCK_RETRY_MS = 20;

export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const complete = ZSecretsSchema.safeParse(readSecrets(file) ?? {});
  if (complete.success) return complete.data;
  mkdirSync(dataDir, { recursive: true });
  // Two processes starting at once must not each write keys of their own and keep using them.
  return withFileLock(`${file}.lock`, () => {
    const existing = readSecrets(file) ?? {};
    const secrets: StoredSecrets = {
      captchaHmacKey: existing.captchaHmacKey ?? newKey(),
      cookieSecret: existing.cookieSecret ?? newKey(),
      codeHmacKey: existing.codeHmacKey ?? newKey(),
    };
    if (ZSecretsSchema.safeParse(existing).success) return secrets;
    // Written beside and renamed into place, so a reader never sees half a file.
    // The lock makes the name ours; one left by a crash (same pid, e.g. 1 in a container) is replaced.
    const temp = `${file}.${process.pid}.tmp`;
    rmSync(temp, { force: true });
    writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
    return secrets;
  });
}

function newKey(): string {
  return randomBytes(32).toString('base64url');
}

function readSecrets(file: string): StoredFile | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = ZStoredFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file; fix or delete it`);
  return parsed.data;
}

/** Runs `work` while holding `lockFile` (created exclusively); start-up is synchronous, so is the wait. */
function withFileLock<T>(lockFile: string, work: () => T): T {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        throw new Error(
          `${lockFile} has been held for 10 seconds; delete it if no other server is starting`,
          {
            cause: error,
          },
        );
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LOCK_RETRY_MS);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
