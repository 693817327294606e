/** What services record about a caller (audit log, session rows) and the language they answer in. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@beacon/shared';
import { localeFromAcceptLanguage } from '../lib/locale.js';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  locale: Locale;
}

const MAX_USER_AGENT_LENGTH = 512;

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    locale: localeFromAcceptLanguage(request.headers['accept-language']),
  };
}
