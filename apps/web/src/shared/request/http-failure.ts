/** Maps a transport failure (no envelope to read) to the HTTP message of spec section 8 it deserves. */
import { isAxiosError } from 'axios';
import type { TextKey } from '@beacon/shared/i18n/texts';
import type { ApiErrorKind } from './api-error';

export interface HttpFailure {
  kind: ApiErrorKind;
  messageKey: TextKey<'http'>;
  status?: number;
}

const STATUS_MESSAGES: Partial<Record<number, TextKey<'http'>>> = {
  400: '400',
  401: '401',
  403: '403',
  404: '404',
  503: '503',
};

export function describeHttpFailure(error: unknown): HttpFailure {
  if (!isAxiosError(error)) return { kind: 'unknown', messageKey: 'unknown' };
  const status = error.response?.status;
  if (status !== undefined) {
    return { kind: 'http', messageKey: STATUS_MESSAGES[status] ?? 'server', status };
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    return { kind: 'timeout', messageKey: 'timeout' };
  if (error.request !== undefined || error.code === 'ERR_NETWORK')
    return { kind: 'network', messageKey: 'network' };
  return { kind: 'unknown', messageKey: 'unknown' };
}
