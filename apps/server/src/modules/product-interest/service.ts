/** "Tell me when it launches" for products listed in the console but not yet sold, per current account. */
import type { InterestProduct } from '@beacon/shared/validation/product-interest';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { requireCurrentAccount } from '../accounts/index.js';
import { insertProductInterest, listProductInterests } from './repo.js';

export function createProductInterestService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** Records the wish for the user's current account (2011 when none is selected); repeats are no-ops. */
    async register(userId: string, product: InterestProduct): Promise<void> {
      const account = await requireCurrentAccount(db, userId);
      await insertProductInterest(db, { accountId: account.id, product, userId, createdAt: clock() });
    },

    /** The products the current account has asked for. */
    async list(userId: string): Promise<InterestProduct[]> {
      const account = await requireCurrentAccount(db, userId);
      return listProductInterests(db, account.id);
    },
  };
}

export type ProductInterestService = ReturnType<typeof createProductInterestService>;
