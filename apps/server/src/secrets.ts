/**
 * Keys the operator did not set are generated once and kept in `<DATA_DIR>/secrets.json` (mode 0600), so a
 * restart does not invalidate captcha challenges or trusted-device cookies.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZSecretsSchema = z.object({ captchaHmacKey: z.string().min(16), cookieSecret: z.string().min(32) });
export type StoredSecrets = z.infer<typeof ZSecretsSchema>;

export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const existing = readSecrets(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = {
    captchaHmacKey: randomBytes(32).toString('base64url'),
    cookieSecret: randomBytes(32).toString('base64url'),
  };
  // Written beside and renamed into place, so a reader never sees half a file.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(temp, file);
  return secrets;
}

function readSecrets(file: string): StoredSecrets | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = ZSecretsSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file; fix or delete it`);
  return parsed.data;
}
