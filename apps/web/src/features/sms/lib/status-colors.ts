import type { SmsLogStatus } from '@beacon/shared/validation/sms-log';

/** Colours by meaning: green arrived, blue on its way, orange did not arrive, red refused or failed. */
export const STATUS_COLORS: Record<SmsLogStatus, string> = {
  scheduled: 'purple',
  queued: 'default',
  sending: 'processing',
  sent: 'cyan',
  delivered: 'success',
  undelivered: 'warning',
  expired: 'orange',
  rejected: 'error',
  failed: 'error',
};
