/** SMPP 3.4 command_status values the carrier layer acts on, and how a submit failure is classified. */
import { configuredSmpp as smpp } from './smpp-package.js';

export const COMMAND_STATUS = {
  ESME_ROK: 0x00,
  ESME_RINVMSGLEN: 0x01,
  ESME_RINVCMDID: 0x03,
  ESME_RINVBNDSTS: 0x04,
  ESME_RALYBND: 0x05,
  ESME_RSYSERR: 0x08,
  ESME_RINVDSTADR: 0x0b,
  ESME_RBINDFAIL: 0x0d,
  ESME_RMSGQFUL: 0x14,
  ESME_RSUBMITFAIL: 0x45,
  ESME_RTHROTTLED: 0x58,
  /** "Temporary application error": answered to a deliver_sm we could not handle now, so the SMSC retries. */
  ESME_RX_T_APPN: 0x64,
} as const;

/**
 * Statuses after which the same submit_sm is retried on this bind after a backoff. Throttling and a full
 * queue are the SMSC asking us to slow down; ESME_RX_T_APPN says "temporary" by definition. Everything else
 * is the SMSC's final answer for that message (bad address, barred, bad data coding…) and is surfaced.
 */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  COMMAND_STATUS.ESME_RTHROTTLED,
  COMMAND_STATUS.ESME_RMSGQFUL,
  COMMAND_STATUS.ESME_RX_T_APPN,
]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/**
 * Statuses that report a failure of the SMSC rather than of the message (a system error, a submit it could
 * not take, an unknown error): another carrier may well deliver it, so routing moves the message on or tries
 * again later instead of failing it (docs/routing.md, "Failover").
 */
const CARRIER_FAILURE_STATUSES: ReadonlySet<number> = new Set([
  COMMAND_STATUS.ESME_RSYSERR,
  COMMAND_STATUS.ESME_RSUBMITFAIL,
  0xff, // ESME_RUNKNOWNERR
]);

export function isCarrierFailureStatus(status: number): boolean {
  return CARRIER_FAILURE_STATUSES.has(status);
}

const NAMES_BY_STATUS = new Map(Object.entries(smpp.errors).map(([name, status]) => [status, name]));

/** `ESME_RINVPASWD`: the status's SMPP name alone (its hex when the name is unknown), for health reports. */
export function statusName(status: number): string {
  return NAMES_BY_STATUS.get(status) ?? `0x${status.toString(16).padStart(2, '0')}`;
}

/** `ESME_RTHROTTLED (0x58)`: the form used in logs and error messages. */
export function describeStatus(status: number): string {
  const hex = `0x${status.toString(16).padStart(2, '0')}`;
  const name = NAMES_BY_STATUS.get(status);
  return name ? `${name} (${hex})` : hex;
}
