/** Composes the admin area's services from their dependencies. */
import type { Database } from '../../db/database.js';
import type { RequestMeta } from '../../http/request-meta.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { type AuditFilter, type AuditService, listOrganisationAudit } from '../audit/index.js';
import type { SessionService } from '../sessions/index.js';
import { createImport } from './import-csv.js';
import { createInvitations } from './invitations.js';
import { createMembers } from './members.js';
import { createOrganisation } from './organisation.js';

export interface OrganisationAdminDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  audit: AuditService;
  sessions: SessionService;
  publicUrl: string;
  sendPasswordLink: (email: string, meta: RequestMeta) => Promise<void>;
}

export function createOrganisationAdmin(deps: OrganisationAdminDeps) {
  const invitations = createInvitations(deps);
  return {
    invitations,
    members: createMembers(deps),
    organisation: createOrganisation(deps),
    importMembers: createImport(invitations),
    auditLog: (organisationId: string, filter: AuditFilter) =>
      listOrganisationAudit(deps.db, organisationId, filter),
  };
}

export type OrganisationAdmin = ReturnType<typeof createOrganisationAdmin>;
