/** The composition root of the services: each is built from exactly what it needs. */
import type { AppDeps } from './app.js';
import { createTokenBucket } from './http/rate-limit.js';
import { currentAccountHook } from './http/current-account.js';
import { createAccountService, requireCurrentAccount } from './modules/accounts/index.js';
import { createAuditService } from './modules/audit/index.js';
import {
  createCodeDelivery,
  createLoginService,
  createPasswordService,
  createSignupService,
  createSsoService,
} from './modules/auth/index.js';
import { createKycService } from './modules/kyc/index.js';
import { createCertificationService } from './modules/certification/index.js';
import { createFinanceServices } from './modules/finance/index.js';
import { createOrganisationAdmin } from './modules/org-admin/index.js';
import { createInsights } from './modules/insights/index.js';
import { createSenderIdService } from './modules/sender-ids/index.js';
import { findMembershipOfUser } from './modules/orgs/index.js';
import { createReadiness } from './modules/system/index.js';
import { createKycProvider } from './providers/kyc/create-kyc-provider.js';
import { createProductInterestService } from './modules/product-interest/index.js';
import { createSessionService, createTrustedDeviceService } from './modules/sessions/index.js';
import { createUserService } from './modules/users/index.js';
import { createSendingServices } from './modules/sending/index.js';
import { createSmsLogService } from './modules/sms-log/index.js';
import { createWebhookService } from './modules/webhooks/index.js';
import { createSecretBox } from './lib/secret-box.js';
import { createSealedTextBox } from './lib/sealed-text.js';
import { createVerifyService } from './modules/verify/index.js';
import { createContactCodes } from './modules/contact-codes/index.js';
import { createAuthenticator } from './modules/security/index.js';
import { createUserCentreServices } from './modules/user-centre/index.js';
import { createSmppAccessService } from './modules/smpp-access/index.js';
import { DEFAULT_SMS_VALIDITY_HOURS } from './config.js';

export function createServices({
  config,
  db,
  clock,
  mailer,
  captcha,
  sms,
  logger,
  redis,
  carrierBinds,
}: AppDeps) {
  const { publicUrl, codeHmacKey: codeKey } = config;
  const audit = createAuditService({ db, clock });
  const sessions = createSessionService({ db, clock, ttlMs: config.sessionTtlMs });
  const trustedDevices = createTrustedDeviceService({ db, clock });
  const delivery = createCodeDelivery({ mailer, sms });
  const webhooks = createWebhookService({ db, clock });
  const contactCodes = createContactCodes({ db, clock, codeKey });
  const authenticator = createAuthenticator({ db, clock, box: createSecretBox(config.cookieSecret, 'totp') });
  const engine = createSendingServices({ config, db, clock, logger, redis });
  const password = createPasswordService({ db, clock, mailer, sessions, trustedDevices, audit, publicUrl });
  return {
    audit,
    sessions,
    captcha,
    authRateLimiter: createTokenBucket({ perMinute: config.authRateLimitPerMinute, clock }),
    signup: createSignupService({ db, clock, codeKey, captcha, mailer, sessions, audit, publicUrl }),
    login: createLoginService({
      db,
      clock,
      codeKey,
      delivery,
      sessions,
      trustedDevices,
      authenticator,
      audit,
    }),
    password,
    sso: createSsoService({ db, clock, secret: config.ssoSecret, sessions, audit }),
    users: createUserService({ db, contactCodes }),
    userCentre: createUserCentreServices({
      config,
      db,
      clock,
      mailer,
      sms,
      sessions,
      trustedDevices,
      audit,
      contactCodes,
      authenticator,
    }),
    interests: createProductInterestService({ db, clock }),
    kyc: createKycService({ db, clock, audit, provider: createKycProvider(config.kycProvider), publicUrl }),
    certification: createCertificationService({ db, clock, audit, dataDir: config.dataDir }),
    accounts: createAccountService({ db, clock, audit, trialCreditMicros: config.trialCreditMicros }),
    engine,
    verify: createVerifyService({
      db,
      clock,
      codeHmacKey: codeKey,
      box: createSealedTextBox(config.cookieSecret),
      templates: engine.templates,
      fraudGuard: engine.fraudGuard,
      logger,
    }),
    webhooks,
    smsLog: createSmsLogService({ db, webhooks }),
    readiness: createReadiness({ db, role: config.role, carrierBinds, logger }),
    currentAccount: currentAccountHook((userId) => requireCurrentAccount(db, userId)),
    finance: createFinanceServices({
      db,
      clock,
      mailer,
      config: config.payments,
      publicUrl,
      secret: config.cookieSecret,
      logger,
    }),
    orgAdmin: createOrganisationAdmin({
      db,
      clock,
      mailer,
      audit,
      sessions,
      publicUrl,
      sendPasswordLink: (email, meta) => password.requestLink(email, meta),
    }),
    senderIds: createSenderIdService({ db, clock, audit }),
    insights: createInsights({ db, clock, carrierBinds }),
    findMembership: (userId: string) => findMembershipOfUser(db, userId),
    smppAccess: createSmppAccessService({
      db,
      clock,
      server: config.smppServer,
      validityMs: (config.engine.smsValiditySeconds ?? DEFAULT_SMS_VALIDITY_HOURS * 3_600) * 1_000,
    }),
  };
}
