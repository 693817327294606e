/**
 * The authenticator-app factor (TOTP): set-up with a fresh secret shown once, confirmation with a code, and
 * checking codes at sign-in. Secrets are stored sealed (lib/secret-box.ts) and never returned after set-up;
 * each accepted code's step is recorded so a code works only once.
 */
import { TICKET_TTL_MS, type TotpSetup } from '@beacon/shared';
import type { Database } from '../../db/database.js';
import { addMs, type Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { generateTotpSecret, matchTotp, otpauthUri } from '../../lib/totp.js';
import * as repo from './repo.js';

const TOTP_ISSUER = 'Beacon';

export interface TotpHolder {
  id: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

export interface PendingTotpHolder {
  id: string;
  totpPendingSecret: string | null;
  totpPendingExpiresAt: Date | null;
}

export function createAuthenticator({ db, clock, box }: { db: Database; clock: Clock; box: SecretBox }) {
  return {
    /** A new secret to scan; replaces any earlier set-up that was not confirmed. Valid 10 minutes. */
    async beginSetup(user: { id: string; email: string }): Promise<TotpSetup> {
      const secret = generateTotpSecret();
      await repo.setPendingTotp(db, user.id, box.seal(secret), addMs(clock(), TICKET_TTL_MS));
      return { secret, otpauthUrl: otpauthUri({ issuer: TOTP_ISSUER, account: user.email, secret }) };
    },

    /** Whether a set-up is waiting for its first code. */
    hasLiveSetup(user: PendingTotpHolder): boolean {
      return Boolean(
        user.totpPendingSecret && user.totpPendingExpiresAt && user.totpPendingExpiresAt > clock(),
      );
    },

    /** Confirms the set-up with a code from the app; true when it matched and the factor is now on. */
    async confirmSetup(user: PendingTotpHolder, code: string): Promise<boolean> {
      const secret = user.totpPendingSecret ? box.open(user.totpPendingSecret) : null;
      if (!secret) return false;
      const step = matchTotp(secret, code, clock());
      if (step === null) return false;
      await repo.activateTotp(db, user.id, user.totpPendingSecret!, step);
      return true;
    },

    /** Checks a code against the active secret and uses it up; false when wrong, stale or already used. */
    async verifyAndUse(user: TotpHolder, code: string): Promise<boolean> {
      const secret = user.totpSecret ? box.open(user.totpSecret) : null;
      if (!secret) return false;
      const step = matchTotp(secret, code, clock(), user.totpLastStep);
      return step !== null && (await repo.useTotpStep(db, user.id, step));
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
