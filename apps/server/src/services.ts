/** The composition root of the services: each is built from exactly what it needs. */
import type { AppDeps } from './app.js';
import { createTokenBucket } from './http/rate-limit.js';
import { createAccountService } from './modules/accounts/service.js';
import { createAuditService } from './modules/audit/service.js';
import { createCodeDelivery } from './modules/auth/code-delivery.js';
import { createLoginService } from './modules/auth/login-service.js';
import { createPasswordService } from './modules/auth/password-service.js';
import { createSignupService } from './modules/auth/signup-service.js';
import { createSsoService } from './modules/auth/sso-service.js';
import { createKycService } from './modules/kyc/service.js';
import { createReadiness } from './modules/system/readiness.js';
import { createKycProvider } from './providers/kyc/create-kyc-provider.js';
import { createProductInterestService } from './modules/product-interest/service.js';
import { createSessionService } from './modules/sessions/service.js';
import { createTrustedDeviceService } from './modules/sessions/trusted-devices.js';
import { createUserService } from './modules/users/service.js';
import { createSendingServices } from './modules/sending/compose.js';
import { createSmsLogService } from './modules/sms-log/service.js';
import { createWebhookService } from './modules/webhooks/service.js';
import { createSecretBox } from './lib/secret-box.js';
import { createContactCodes } from './modules/contact-codes/service.js';
import { createAuthenticator } from './modules/security/authenticator.js';
import { createUserCentreServices } from './modules/user-centre/compose.js';

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
    password: createPasswordService({ db, clock, mailer, sessions, trustedDevices, audit, publicUrl }),
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
    accounts: createAccountService({ db, clock, audit, trialCreditMicros: config.trialCreditMicros }),
    engine: createSendingServices({ config, db, clock, logger, redis }),
    webhooks,
    smsLog: createSmsLogService({ db, webhooks }),
    readiness: createReadiness({ db, role: config.role, carrierBinds, logger }),
  };
}

export type Services = ReturnType<typeof createServices>;
