/**
 * Builds the user centre's services (profile, security, workplace numbers) so the composition root adds
 * them in one line. Avatars go to `<DATA_DIR>/avatars` unless another FileStorage is passed.
 */
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import type { SmsCodeSender } from '../../providers/sms/sms-code-sender.js';
import { createDiskStorage } from '../../providers/storage/disk-storage.js';
import type { FileStorage } from '../../providers/storage/file-storage.js';
import type { AuditService } from '../audit/index.js';
import type { ContactCodes } from '../contact-codes/index.js';
import { createDashboardService } from '../dashboard/index.js';
import { createProfileService } from '../profile/index.js';
import { type Authenticator, createSecurityService } from '../security/index.js';
import type { SessionService, TrustedDeviceService } from '../sessions/index.js';

export interface UserCentreDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  sms: SmsCodeSender | undefined;
  sessions: SessionService;
  trustedDevices: TrustedDeviceService;
  audit: AuditService;
  contactCodes: ContactCodes;
  authenticator: Authenticator;
  storage?: FileStorage;
}

export function createUserCentreServices(deps: UserCentreDeps) {
  const { config, db, clock, mailer, audit, contactCodes } = deps;
  const storage = deps.storage ?? createDiskStorage(path.join(config.dataDir, 'avatars'));
  return {
    trustedDevices: deps.trustedDevices,
    profile: createProfileService({ db, mailer, storage, audit, contactCodes }),
    security: createSecurityService({ ...deps }),
    dashboard: createDashboardService({ db, clock }),
  };
}

export type UserCentreServices = ReturnType<typeof createUserCentreServices>;
