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
import type { AuditService } from '../audit/service.js';
import type { ContactCodes } from '../contact-codes/service.js';
import { createDashboardService } from '../dashboard/service.js';
import { createProfileService } from '../profile/service.js';
import type { Authenticator } from '../security/authenticator.js';
import { createSecurityService } from '../security/service.js';
import type { SessionService } from '../sessions/service.js';
import type { TrustedDeviceService } from '../sessions/trusted-devices.js';

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
