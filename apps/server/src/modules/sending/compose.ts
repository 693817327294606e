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
import { createApiKeyService } from '../api-keys/index.js';
import { createFraudGuard } from '../fraud-guard/index.js';
import { createOptOutService } from '../opt-outs/index.js';
import { createPricingService } from '../pricing/index.js';
import { startChangeFeed } from '../send-cache/index.js';
import { createSmsSettingsService } from '../sms-settings/index.js';
import { createTemplateService } from '../templates/index.js';
import { createAcceptor } from './acceptor.js';
import { writeSendGroupAtOnce } from './group-at-once.js';
import { writeSendGroup } from './group-writer.js';
import { createSendRateLimiter } from './send-rate-limiter.js';
import { createSenderReads } from './sender-reads.js';
import { createSendingService } from './service.js';

/** Group transactions of accepted sends at once on PostgreSQL (acceptor.ts). */
const ACCEPT_GROUPS_IN_FLIGHT = 4;
/**
 * Groups of fewer messages run one at a time beside larger ones (acceptor.ts): measured on PostgreSQL, one
 * chain of large groups beat four slots of small ones (docs/performance.md, "Issue 25").
 */
const LARGE_GROUP_MESSAGES = 1_000;

export interface SendingServicesDeps {
  config: Config;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  redis?: Redis;
}

export function createSendingServices({ config, db, clock, logger, redis }: SendingServicesDeps) {
  const pricing = createPricingService({ db, clock });
  const templates = createTemplateService({ db, clock });
  const optOuts = createOptOutService({ db });
  const feed = startChangeFeed(db, logger);
  const senderReads = createSenderReads({ db, feed });
  const acceptor = createAcceptor({
    db,
    write: writeSendGroup,
    writeAtOnce: writeSendGroupAtOnce,
    logger,
    batchMs: config.acceptBatchMs,
    maxJobs: config.acceptBatchMax,
    // PGlite is one connection; on PostgreSQL a few groups run beside a large one, leaving most of the pool
    // (10) to the reads of the requests themselves.
    maxInFlight: config.databaseUrl ? ACCEPT_GROUPS_IN_FLIGHT : 1,
    largeGroupMessages: LARGE_GROUP_MESSAGES,
  });
  const fraudGuard = createFraudGuard({ db, clock, logger });
  const sending = createSendingService({
    db,
    clock,
    acceptor,
    rateLimiter: createSendRateLimiter({ redis }),
    // Quotes from the cached price list; a public send carries its stamp to the group transaction.
    pricing: { ...pricing, quote: senderReads.quote },
    templates,
    optOuts,
    trialDailyLimit: config.trialDailyLimit,
    fraudGuard,
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
    fraudGuard,
    /** What the send page's checks and template tests need besides the services. */
    checks: { trialDailyLimit: config.trialDailyLimit, clock },
    senderReads,
    /** Commits the sends still collecting and stops listening for changes; the app calls it on close. */
    async close() {
      await acceptor.close();
      await feed.close();
    },
  };
}

export type SendingServices = ReturnType<typeof createSendingServices>;
