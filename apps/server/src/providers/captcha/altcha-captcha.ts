/**
 * ALTCHA v1 proof of work (altcha-lib createChallenge/verifySolution, SHA-256), solved in the browser by the
 * altcha widget. altcha-lib checks expiry against the system time, so expiry is checked here against the
 * injected clock instead. Solved challenges are remembered until they expire, making each one single-use.
 */
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '@beacon/shared';
import type { Clock } from '../../lib/clock.js';
import type { Captcha } from './captcha.js';

export interface AltchaCaptchaOptions {
  hmacKey: string;
  maxNumber: number;
  clock: Clock;
  /** How long a challenge may be solved and submitted; the widget fetches a new one after this. */
  ttlMs?: number;
}

const DEFAULT_TTL_MS = 10 * 60_000;

export function createAltchaCaptcha(options: AltchaCaptchaOptions): Captcha {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  /** signature → expiry (epoch ms) of challenges already used. */
  const used = new Map<string, number>();

  function forgetExpired(now: number): void {
    for (const [signature, expiresAt] of used) if (expiresAt <= now) used.delete(signature);
  }

  return {
    async createChallenge(): Promise<CaptchaChallenge> {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(options.clock().getTime() + ttlMs),
      });
      return { ...challenge };
    },

    async verify(payload: string): Promise<boolean> {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const now = options.clock().getTime();
      const expiresAt = Number(extractParams(decoded).expires) * 1000;
      // Without an expiry a solution could be stockpiled forever; ours always carry one.
      if (!Number.isFinite(expiresAt) || expiresAt <= now) return false;
      if (!(await verifySolution(decoded, options.hmacKey, false))) return false;
      forgetExpired(now);
      // Checked and marked with no await in between, so two concurrent replays cannot both pass.
      if (used.has(decoded.signature)) return false;
      used.set(decoded.signature, expiresAt);
      return true;
    },
  };
}

interface AltchaPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decodePayload(payload: string): AltchaPayload | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const p = value as Record<string, unknown>;
    const isValid =
      // Only the algorithm we issue: a payload naming another one is not an answer to our challenge.
      p.algorithm === 'SHA-256' &&
      typeof p.challenge === 'string' &&
      typeof p.number === 'number' &&
      typeof p.salt === 'string' &&
      typeof p.signature === 'string';
    return isValid ? (p as unknown as AltchaPayload) : undefined;
  } catch {
    return undefined;
  }
}
