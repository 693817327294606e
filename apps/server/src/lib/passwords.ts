/**
 * Password hashing with argon2id at @node-rs/argon2's defaults (m=19 MiB, t=2, p=1: the OWASP baseline).
 * `verifyAgainstNothing` spends the same work when there is no user, so response time does not reveal
 * whether an e-mail is registered.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './crypto.js';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}
