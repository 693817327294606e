/**
 * The SMPP-access module's surface (docs/smpp-access.md): the console's routes and service, the outbox SQL the
 * delivery module writes receipts and inbound messages with, and the queue and bind operations the SMPP server
 * (smpp-server/) runs.
 */
export { smppAccessRoutes } from './routes.js';
export {
  BIND_REPORT_INTERVAL_MS,
  BIND_STALE_AFTER_MS,
  createSmppAccessService,
  type SmppAccessService,
} from './service.js';
export { createSmppCredentialService } from './credentials-service.js';
export { insertSmppInbound, insertSmppReceiptsFrom } from './outbox-sql.js';
export {
  claimOutbox,
  deleteOutbox,
  insertOwnReceipts,
  purgeCreatedBefore,
  rescheduleOutbox,
  type OwnReceipt,
  type SmppOutboxItem,
} from './outbox-repo.js';
export { deleteSubmits, insertSubmits, type SmppSubmitRecord } from './submits-repo.js';
export {
  findRevokedSystemIds,
  purgeStaleBinds,
  refreshBinds,
  registerBind,
  removeBinds,
} from './binds-repo.js';
