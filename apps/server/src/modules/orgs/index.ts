/**
 * The orgs module's surface: organisation and membership reads and writes for sign-up, accounts and users,
 * the role mapping, the access list of members and the invitation queries.
 */
export { accessibleAccountIds, liveAccountIdsIn, replaceAccess } from './access-repo.js';
export * as invitations from './invitation-repo.js';
export { joinByInvitation } from './join.js';
export { findMembershipOfUser, insertMembership, insertOrganisation, lockOrganisation } from './repo.js';
export { consoleRole, seesAllAccounts, storedRole, wireRole } from './roles.js';
export { assertMethodAllowed, findSignInPolicy, type SignInPolicy } from './sign-in-policy.js';
