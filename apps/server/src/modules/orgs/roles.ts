/** The console knows two roles (spec section 6); organisation owners and admins are its "admin". */
import type { Role } from '@beacon/shared';
import type { MembershipRole } from '../../db/schema/index.js';

export function consoleRole(membershipRole: MembershipRole | undefined): Role {
  return membershipRole === 'owner' || membershipRole === 'admin' ? 'admin' : 'user';
}
