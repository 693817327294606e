export { canAccess, canOpenRoute } from './can-access';
export { Permission } from './Permission';
export { effectiveRole, getCachedRoleUser, useRole, withEffectiveRole } from './role';
