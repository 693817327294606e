/**
 * The process's pino logger, built so that no line carries a code, link token, session token or password
 * (API.md: those are secrets). Services log no secret themselves; what remains is what pino serialises on
 * their behalf: request URLs (a console page opened from an e-mailed or QR link has its token in the path)
 * and errors (a failed query lists its parameters, which include queued e-mails and SMS with their codes).
 * Request headers (Authorization, Cookie) and bodies are never serialised at all.
 */
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

const REDACTED = '[redacted]';

/**
 * Paths whose next segment is the credential itself: the console pages e-mailed and QR links open, and the
 * sign-up check the sign-up page calls with the link's id (API.md: `POST /auth/signup/test/{id}`).
 */
const SECRET_PREFIXES = [['signup'], ['findpassword'], ['ekyc'], ['api', 'auth', 'signup', 'test']];
/** `/ekyc/result` is the page the KYC flow ends on, not a token. */
const PUBLIC_SUBPAGES = new Set(['result']);
/** Query parameters whose values are cut out, whichever route they reach. */
const SECRET_PARAM = /token|ticket|code|secret|pass|key|sig|auth|session/i;

/** `url` as it may be logged: the token of a link page and the values of secret-looking parameters cut out. */
export function urlWithoutSecrets(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = pathPart.split('/');
  // The console's router matches paths case-insensitively and ignores empty segments, so this does too.
  const named = segments.flatMap((segment, index) =>
    segment === '' ? [] : [{ index, name: segment.toLowerCase() }],
  );
  for (const prefix of SECRET_PREFIXES) {
    const credential = named[prefix.length];
    const matches = prefix.every((name, at) => named[at]?.name === name);
    if (matches && credential && !PUBLIC_SUBPAGES.has(credential.name)) segments[credential.index] = REDACTED;
  }
  const safePath = segments.join('/');
  if (queryAt === -1) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      if (equalsAt === -1) return pair;
      let name = pair.slice(0, equalsAt);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equalsAt)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request serialiser with the URL cleaned, and no header at all. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: urlWithoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const FAILED_QUERY = 'Failed query:';
const QUERY_PARAMS = '\nparams: ';
/** The passages of `error` and its causes that echo data, each with what it is replaced by. */
function secretPassages(error: Error): [string, string][] {
  const passages: [string, string][] = [];
  const seen = new Set<unknown>();
  for (
    let current: unknown = error;
    current instanceof Error && !seen.has(current);
    current = current.cause
  ) {
    seen.add(current);
    const { message } = current;
    // Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`.
    const paramsAt = message.startsWith(FAILED_QUERY) ? message.indexOf(QUERY_PARAMS) : -1;
    if (paramsAt !== -1) passages.push([message.slice(paramsAt), `${QUERY_PARAMS}${REDACTED}`]);
  }
  return passages;
}

function serializeError(error: unknown): unknown {
  const serialized: unknown = pino.stdSerializers.err(error as Error);
  if (!(error instanceof Error) || typeof serialized !== 'object' || serialized === null) return serialized;
  const passages = secretPassages(error);
  if (passages.length === 0) return serialized;
  const fields = serialized as Record<string, unknown>;
  for (const key of ['message', 'stack']) {
    const text = fields[key];
    if (typeof text !== 'string') continue;
    fields[key] = passages.reduce((safe, [secret, shown]) => safe.replaceAll(secret, shown), text);
  }
  // The same values again, as a field of their own.
  delete fields.params;
  return fields;
}

const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError };

/** `destination`: where lines go (stdout when absent); tests pass a stream that keeps them. */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = { level, serializers: LOG_SERIALIZERS };
  return destination ? pino(options, destination) : pino(options);
}
