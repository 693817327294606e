/** The billing module's public face: every balance change goes through these (docs/messaging-engine.md). */
export {
  AccountMissingError,
  TRIAL_PAYMENT_METHOD,
  debit,
  debitLocked,
  lockBalances,
  type LockedBalance,
  type LockedDebit,
  grantTrialCredit,
  recharge,
  refund,
  reverseRecharge,
  type LedgerChange,
} from './ledger.js';
export { findBalance, sumLedger, type BalanceAfter } from './repo.js';
