/** The billing module's public face: every balance change goes through these (docs/messaging-engine.md). */
export {
  AccountMissingError,
  debit,
  debitLocked,
  debitWhereCovered,
  lockBalances,
  type LockedDebit,
  grantTrialCredit,
  recharge,
  refund,
  reverseRecharge,
} from './ledger.js';
export { findBalance, sumLedger } from './repo.js';
