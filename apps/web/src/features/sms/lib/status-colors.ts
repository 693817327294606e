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

/**
 * The same meanings as dots of the status history: Timeline knows colour names, not Tag's status presets,
 * so "did not arrive" must not turn into the blue of "on its way".
 */
export const TIMELINE_COLORS: Record<SmsLogStatus, string> = {
  scheduled: 'purple',
  queued: 'gray',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  undelivered: 'orange',
  expired: 'orange',
  rejected: 'red',
  failed: 'red',
};
