/** The language of `msg` and of e-mails: `zh*` in Accept-Language means Chinese, anything else English. */
import type { Locale } from '@beacon/shared';

export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en-US';
  const preferred = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)[0];
  return preferred?.tag.startsWith('zh') ? 'zh-CN' : 'en-US';
}
