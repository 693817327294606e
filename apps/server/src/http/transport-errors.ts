/**
 * Answers for failures below the business level (unknown route, body too large, unreadable body, a URL that
 * does not decode, headers too large): the HTTP status is kept and the envelope's code repeats it, so a
 * client that only reads the body still knows.
 */
import { ERROR_MESSAGES, HTTP_MESSAGES, type CatalogueEntry, type Locale } from '@beacon/shared';
import type { ErrorEnvelope } from './envelope.js';

const EXTRA_MESSAGES: Record<number, CatalogueEntry> = {
  405: { 'en-US': 'Method not allowed.', 'zh-CN': '不允许的请求方法。' },
  413: { 'en-US': 'The request body is too large.', 'zh-CN': '请求体过大。' },
  414: { 'en-US': 'The address is too long.', 'zh-CN': '请求地址过长。' },
  431: { 'en-US': 'The request headers are too large.', 'zh-CN': '请求头过大。' },
  415: { 'en-US': 'Unsupported content type.', 'zh-CN': '不支持的内容类型。' },
};

export function transportEnvelope(status: number, locale: Locale): ErrorEnvelope {
  if (status >= 500) return { code: 500, msg: ERROR_MESSAGES[500][locale], data: null };
  const entry =
    status === 404
      ? HTTP_MESSAGES[404]
      : status === 403
        ? HTTP_MESSAGES[403]
        : status === 408
          ? HTTP_MESSAGES.timeout
          : EXTRA_MESSAGES[status];
  return { code: status, msg: (entry ?? HTTP_MESSAGES[400])[locale], data: null };
}
