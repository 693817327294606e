/** The billing module's public face: every balance change goes through these (docs/messaging-engine.md). */
export {
  AccountMissingError,
  debit,
  debitLocked,
  debitWhereCovered,
  debitWhereCoveredCtes,
  lockBalances,
  type LockedDebit,
  grantTrialCredit,
  recharge,
  refund,
  reverseRecharge,
} from './ledger.js';
export { findBalance, formatMicrosSql, sumLedger } from './repo.js';
