/**
 * A fake server that answers by path: the test's handlers first, then the feature's defaults, and an empty
 * success for anything else; it keeps what was sent so a test can read a call's body back.
 */
import { envelope, type FakeReply, type SentRequest } from './fake-adapter';
import { fakeServer } from './render-app';

export type Handler = (request: SentRequest) => FakeReply | Promise<FakeReply>;

/**
 * The parsed body of a JSON or form call; in a form body (the console's wire format) every value is a string
 * and a repeated key is a list.
 */
export function bodyOf(request: SentRequest | undefined): Record<string, unknown> {
  const raw = String(request?.body ?? '');
  if (raw.startsWith('{')) return JSON.parse(raw) as Record<string, unknown>;
  const form = new URLSearchParams(raw);
  return Object.fromEntries(
    [...new Set(form.keys())].map((key) => {
      const values = form.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
}

export function routedServer(defaults: Record<string, Handler>, handlers: Record<string, Handler> = {}) {
  const server = fakeServer((request) => {
    const path = request.url.split('?')[0] ?? '';
    const handler = handlers[path] ?? defaults[path];
    return handler ? handler(request) : envelope(null);
  });
  return {
    ...server,
    callsTo: (path: string) => server.sent.filter((request) => request.url.split('?')[0] === path),
  };
}
