/** The finance module's services, built from what they need (services.ts of the app wires them). */
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { createPaymentProvider } from '../../providers/payment/create-payment-provider.js';
import { DEFAULT_PAYMENTS_CONFIG, type PaymentsConfig } from '../../providers/payment/payments-config.js';
import { createAlertService } from './alerts.js';
import { createLogService } from './logs.js';
import { createOrderService } from './orders.js';
import { createOverviewService } from './overview.js';

export interface FinanceDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Absent: the sandbox defaults (hand-built configurations in tests). */
  config: PaymentsConfig | undefined;
  publicUrl: string;
  /** Keys the sandbox page links. */
  secret: string;
  logger: { warn(object: object, message: string): void };
}

export function createFinanceServices({ db, clock, mailer, config, publicUrl, secret, logger }: FinanceDeps) {
  const payments = config ?? DEFAULT_PAYMENTS_CONFIG;
  const provider = createPaymentProvider(payments, { secret, clock });
  return {
    clock,
    config: payments,
    provider,
    orders: createOrderService({ db, clock, config: payments, provider, publicUrl, logger }),
    logs: createLogService({ db }),
    overview: createOverviewService({ db, clock }),
    alerts: createAlertService({ db, clock, mailer, publicUrl }),
  };
}

export type FinanceServices = ReturnType<typeof createFinanceServices>;
