/**
 * Builds the Fastify app from explicit dependencies, so `main.ts` passes the real ones and tests pass a fake
 * clock, a captured mailer and a fresh database without patching any module.
 */
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CarrierBindState } from './carriers/index.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { bodyParsersPlugin } from './http/body-parsers.js';
import { docsPlugin } from './http/docs.js';
import { errorHandlerPlugin } from './http/error-handler.js';
import { inputGuardPlugin } from './http/input-guard.js';
import { clientErrorHandler, frameworkErrors } from './http/protocol-errors.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { webConsolePlugin } from './http/web-console.js';
import { organisationRoleGuard } from './http/organisation-role.js';
import { requestIdOf, requestIdPlugin } from './http/request-id.js';
import { createMetricsSource, type MetricsSource } from './metrics/metrics-source.js';
import { metricsPlugin } from './metrics/metrics-plugin.js';
import type { Clock } from './lib/clock.js';
import { accountRoutes } from './modules/accounts/index.js';
import { authRoutes } from './modules/auth/index.js';
import { kycRoutes } from './modules/kyc/index.js';
import { certificationRoutes } from './modules/certification/index.js';
import { financeRoutes, paymentRoutes } from './modules/finance/index.js';
import { orgAdminRoutes } from './modules/org-admin/index.js';
import { insightsRoutes } from './modules/insights/index.js';
import { senderIdRoutes } from './modules/sender-ids/index.js';
import { productInterestRoutes } from './modules/product-interest/index.js';
import { systemRoutes } from './modules/system/index.js';
import { userRoutes } from './modules/users/index.js';
import { userCentreRoutes } from './modules/user-centre/index.js';
import { sendingRoutes } from './modules/sending/index.js';
import { fraudGuardRoutes } from './modules/fraud-guard/index.js';
import { verifyApiRoutes, verifyConsoleRoutes } from './modules/verify/index.js';
import { smsLogRoutes } from './modules/sms-log/index.js';
import { createSmsOverviewService, smsOverviewRoutes } from './modules/sms-overview/index.js';
import { webhookRoutes } from './modules/webhooks/index.js';
import { smppAccessRoutes } from './modules/smpp-access/index.js';
import { smppServerPlugin } from './smpp-server/index.js';
import type { Captcha } from './providers/captcha/captcha.js';
import type { Redis } from 'ioredis';
import type { Mailer } from './providers/mail/mailer.js';
import type { SmsCodeSender } from './providers/sms/sms-code-sender.js';
import { createServices } from './services.js';

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  captcha: Captcha;
  logger: FastifyBaseLogger;
  /** Absent until phone binding and a carrier exist; sign-in codes then go by e-mail only. */
  sms?: SmsCodeSender;
  /** Shared by every API process's acceptance rate limits when REDIS_URL is set; in memory otherwise. */
  redis?: Redis;
  /**
   * This process's carrier binds for readiness, read per request: main.ts starts the engine after the app,
   * so it answers null until then. Absent where no engine runs (ROLE=api, tests without carriers).
   */
  carrierBinds?: () => CarrierBindState[] | null;
  /** This process's metrics (main.ts shares it with METRICS_PORT); one of the app's own when absent. */
  metrics?: MetricsSource;
  /** Tests: how often the SMPP server looks at its receipt outbox (250 ms when absent). */
  smppReceiptPollMs?: number;
}

/** 1 MiB: far above any console form; uploads get their own limit on their own route. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Graceful shutdown: idle keep-alive sockets close at once, requests in flight finish.
    forceCloseConnections: 'idle',
    // Undecodable URLs, over-long path parameters and what Node's HTTP parser refuses: envelopes too.
    frameworkErrors,
    clientErrorHandler,
    // An id the caller or the proxy sent (X-Request-Id) when it is a sane token, else a fresh one.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('currentAccount', null);
  app.decorateRequest('membership', null);

  await app.register(securityHeadersPlugin, { publicUrl: deps.config.publicUrl });
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, {
    source: deps.metrics ?? createMetricsSource({ db: deps.db, carrierBinds: deps.carrierBinds }),
    token: deps.config.metrics?.token,
  });
  // Answers over 1 kB in brotli or gzip; the console's assets come precompressed (web-console.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorHandlerPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(cookie, { secret: deps.config.cookieSecret });
  await app.register(docsPlugin, { publicUrl: deps.config.publicUrl });

  const services = createServices(deps);
  // Before any route: routes declaring `config.orgRole` get the organisation-role check.
  app.addHook('onRoute', organisationRoleGuard(services.findMembership));
  const prefix = '/api';
  await app.register(systemRoutes, { prefix, db: deps.db, readiness: services.readiness });
  await app.register(authRoutes, {
    prefix,
    captcha: services.captcha,
    signup: services.signup,
    login: services.login,
    password: services.password,
    sso: services.sso,
    rateLimiter: services.authRateLimiter,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(userRoutes, {
    prefix,
    users: services.users,
    sessions: services.sessions,
    audit: services.audit,
  });
  await app.register(userCentreRoutes, {
    apiPrefix: prefix,
    sessions: services.sessions,
    services: services.userCentre,
  });
  await app.register(accountRoutes, { prefix, accounts: services.accounts, sessions: services.sessions });
  await app.register(productInterestRoutes, {
    prefix,
    sessions: services.sessions,
    interests: services.interests,
  });
  await app.register(kycRoutes, { prefix, sessions: services.sessions, kyc: services.kyc });
  await app.register(certificationRoutes, {
    prefix,
    sessions: services.sessions,
    certification: services.certification,
  });
  await app.register(orgAdminRoutes, { prefix, admin: services.orgAdmin, sessions: services.sessions });
  await app.register(insightsRoutes, {
    prefix,
    insights: services.insights,
    sessions: services.sessions,
  });
  await app.register(senderIdRoutes, { prefix, senderIds: services.senderIds, sessions: services.sessions });
  await app.register(sendingRoutes, {
    db: deps.db,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    services: services.engine,
    apiExtensions: [verifyApiRoutes(services.verify, services.engine)],
  });
  await app.register(verifyConsoleRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    db: deps.db,
    clock: deps.clock,
  });
  await app.register(fraudGuardRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    fraudGuard: services.engine.fraudGuard,
  });
  await app.register(smsLogRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    log: services.smsLog,
  });
  await app.register(smsOverviewRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    overview: createSmsOverviewService({ db: deps.db, clock: deps.clock }),
  });
  await app.register(webhookRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    webhooks: services.webhooks,
  });
  const financeOptions = {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    finance: services.finance,
  };
  await app.register(financeRoutes, financeOptions);
  await app.register(paymentRoutes, financeOptions);
  await app.register(smppAccessRoutes, {
    prefix,
    sessions: services.sessions,
    currentAccount: services.currentAccount,
    smpp: services.smppAccess,
  });
  await app.register(smppServerPlugin, {
    config: deps.config,
    db: deps.db,
    clock: deps.clock,
    sending: services.engine,
    access: services.smppAccess,
    receiptPollMs: deps.smppReceiptPollMs,
  });
  await app.register(webConsolePlugin, { webDist: deps.config.webDist });
  return app;
}
