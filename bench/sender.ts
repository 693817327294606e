/**
 * The sending account of the send-API scenarios, written straight into the scratch database before the server
 * starts: the demo price list, a verified account with a large balance (no rate or daily limits: the SMS
 * settings' defaults), and a real API key made by the API-key service. Its otp goes to +1 415 in bulk, which
 * the fraud guard's spike rule would block after 100 messages: +1 is on the account's allow-list (the guard's
 * check still runs; its counting is skipped). `fraudGuard: 'default'` keeps the default settings (the Verify
 * scenario, whose verifications are all approved and so never trip the guard).
 */
import { createApiKeyService } from '../apps/server/src/modules/api-keys/index.js';
import { createFraudGuard } from '../apps/server/src/modules/fraud-guard/index.js';
import { createPricingService } from '../apps/server/src/modules/pricing/index.js';
import type { Database } from '../apps/server/src/db/database.js';
import { basicAuthHeader } from '../apps/server/src/http/basic-auth.js';
import { createTestAccount } from '../apps/server/src/testing/engine-fixtures.js';

export interface Sender {
  accountId: string;
  /** The headers of every send-API call of this account. */
  headers: Record<string, string>;
  /** Its API key, for the SDK's check before a load (send-api.ts). */
  key: { keyId: string; secret: string };
}

export async function prepareSender(
  db: Database,
  options: { fraudGuard?: 'allow-list' | 'default' } = {},
): Promise<Sender> {
  const clock = () => new Date();
  await createPricingService({ db, clock }).seedDemoIfEmpty();
  const account = await createTestAccount(db, { balance: '1000000000.00' });
  if (options.fraudGuard !== 'default') {
    await createFraudGuard({ db, clock }).updateSettings(account.id, { allowedPrefixes: ['1'] });
  }
  const key = await createApiKeyService({ db, clock }).create(account.id, 'benchmark', null);
  return {
    accountId: account.id,
    headers: { authorization: basicAuthHeader(key.keyId, key.secret), 'x-account-id': account.id },
    key: { keyId: key.keyId, secret: key.secret },
  };
}

/** A distinct valid US number (+1 415 200-0000 … 999-9999) for every sequence number below eight million. */
export function benchNumber(sequence: number): string {
  return `+1415${2_000_000 + (sequence % 8_000_000)}`;
}
