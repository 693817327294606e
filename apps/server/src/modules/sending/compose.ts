/**
 * Builds the services of accepting a send and of money around it (prices, templates, opt-outs, API keys, SMS
 * settings, the acceptor), so the composition root adds them in one line.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createWebhookUrlGuard } from '../../lib/webhook-url-guard.js';
import { createApiKeyService } from '../api-keys/service.js';
import { createOptOutService } from '../opt-outs/service.js';
import { createPricingService } from '../pricing/service.js';
import { createSmsSettingsService } from '../sms-settings/service.js';
import { createTemplateService } from '../templates/service.js';
import { createAcceptor } from './acceptor.js';
import { createSendRateLimiter } from './send-rate-limiter.js';
import { createSendingService } from './service.js';

export interface SendingServicesDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  redis?: Redis;
}

export function createSendingServices({ config, db, clock, logger, redis }: SendingServicesDeps) {
  const pricing = createPricingService({ db, clock });
  const templates = createTemplateService({ db });
  const optOuts = createOptOutService({ db });
  const acceptor = createAcceptor({
    db,
    logger,
    batchMs: config.acceptBatchMs,
    maxJobs: config.acceptBatchMax,
  });
  const sending = createSendingService({
    db,
    clock,
    acceptor,
    rateLimiter: createSendRateLimiter({ redis }),
    pricing,
    templates,
    optOuts,
    trialDailyLimit: config.trialDailyLimit,
  });
  return {
    pricing,
    templates,
    optOuts,
    apiKeys: createApiKeyService({ db, clock }),
    smsSettings: createSmsSettingsService({
      db,
      clock,
      webhookUrlGuard: createWebhookUrlGuard({ allowPrivate: config.webhookAllowPrivate }),
    }),
    sending,
    /** Commits the sends still collecting; the app calls it on close. */
    closeAcceptor: () => acceptor.close(),
  };
}

export type SendingServices = ReturnType<typeof createSendingServices>;
