/**
 * `Authorization: Basic base64(<key id>:<secret>)` of the public send API. Missing or another scheme is
 * "missing or invalid Authorization header" (1001); Basic with a value that is not base64 of id:secret is
 * "invalid Basic auth format" (1002).
 */
export type BasicCredentials =
  { ok: true; id: string; secret: string } | { ok: false; problem: 'missing' | 'format' };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function parseBasicAuth(header: string | undefined): BasicCredentials {
  const match = /^Basic(?:\s+(\S*))?\s*$/i.exec(header ?? '');
  if (!match) return { ok: false, problem: 'missing' };
  const encoded = match[1] ?? '';
  if (encoded === '' || encoded.length > 1_024 || encoded.length % 4 !== 0 || !BASE64.test(encoded)) {
    return { ok: false, problem: 'format' };
  }
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return { ok: false, problem: 'format' };
  return { ok: true, id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function basicAuthHeader(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`, 'utf8').toString('base64')}`;
}
