/** A real HTTP receiver on 127.0.0.1 for webhook tests: records every request and answers as scripted. */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Answers one request: a status (and body), or 'hang' to never answer. */
export type ReceiverScript = (
  request: ReceivedRequest,
  index: number,
) => number | 'hang' | [number, string, Record<string, string>?];

export interface WebhookReceiver {
  url(path?: string): string;
  requests: ReceivedRequest[];
  script: ReceiverScript;
  close(): Promise<void>;
}

export async function startWebhookReceiver(script: ReceiverScript = () => 200): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const hanging: http.ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: (path = '/hook') => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    requests,
    script,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const answer = receiver.script(received, requests.length - 1);
      if (answer === 'hang') {
        hanging.push(response);
        return;
      }
      const [status, body, headers] = typeof answer === 'number' ? [answer, 'ok', {}] : answer;
      response.writeHead(status, headers ?? {}).end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return receiver;
}

/** A receiver closed after each test. */
export function useWebhookReceivers(): (script?: ReceiverScript) => Promise<WebhookReceiver> {
  const started: WebhookReceiver[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((receiver) => receiver.close()));
  });
  return async (script) => {
    const receiver = await startWebhookReceiver(script);
    started.push(receiver);
    return receiver;
  };
}
