/**
 * The orgs module's surface: organisation and membership reads and writes for sign-up, accounts and users,
 * and the role mapping.
 */
export { findMembershipOfUser, insertMembership, insertOrganisation, lockOrganisation } from './repo.js';
export { consoleRole } from './roles.js';
