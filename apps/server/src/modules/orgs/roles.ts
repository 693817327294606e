/** The console knows two roles (spec section 6); organisation owners and admins are its "admin". */
import type { AssignableRole, OrgRole, Role } from '@beacon/shared';
import type { MembershipRole } from '../../db/schema/index.js';

export function consoleRole(membershipRole: MembershipRole | undefined): Role {
  return membershipRole === 'owner' || membershipRole === 'admin' ? 'admin' : 'user';
}

/** The stored `member` is `user` on the wire (API.md "Organisation and roles"). */
export function wireRole(membershipRole: MembershipRole): OrgRole {
  return membershipRole === 'member' ? 'user' : membershipRole;
}

export function storedRole(role: AssignableRole): 'admin' | 'member' {
  return role === 'user' ? 'member' : 'admin';
}

/** Owners and admins use every account of the organisation; members only those on their access list. */
export function seesAllAccounts(membershipRole: MembershipRole | undefined): boolean {
  return membershipRole === 'owner' || membershipRole === 'admin';
}
