/**
 * Every minute: unpaid orders past their expiry become `expired`, and low-balance alerts fire (one e-mail per
 * dip below the threshold) or re-arm. Safe in every process at once: both are conditional UPDATEs that only
 * one run can win for a given row.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FinanceServices } from '../modules/finance/index.js';

const DEFAULT_INTERVAL_MS = 60_000;

export function startFinanceSweeper(options: {
  finance: Pick<FinanceServices, 'orders' | 'alerts'>;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): void } {
  const run = async () => {
    try {
      const expired = await options.finance.orders.expireDue();
      const alerted = await options.finance.alerts.sweep();
      if (expired > 0 || alerted > 0) options.logger.info({ expired, alerted }, 'finance sweep');
    } catch (error) {
      options.logger.error({ err: error }, 'finance sweep failed');
    }
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? DEFAULT_INTERVAL_MS);
  // The timer alone must not keep the process alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
