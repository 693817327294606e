/**
 * The accounts module's surface: its routes and service, the current-account lookup every account-scoped call
 * starts from, and the account reads the user and operator views need.
 */
export { requireCurrentAccount } from './current-account.js';
export { accountExists, listLiveAccounts, setOrganisationVerified, setVerified } from './repo.js';
export { accountRoutes } from './routes.js';
export { createAccountService } from './service.js';
export { toAccountSummary } from './summary.js';
