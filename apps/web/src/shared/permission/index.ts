export { canOpenRoute } from './can-access';
export { Permission } from './Permission';
export { getCachedRoleUser, useRole } from './role';
