/** The audit module's surface: the security-event recorder other modules are given. */
export { type AuditService, createAuditService } from './service.js';
export { type AuditFilter, listOrganisationAudit } from './list.js';
