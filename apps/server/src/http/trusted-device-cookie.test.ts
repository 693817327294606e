import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { readTrustedDeviceCookie, setTrustedDeviceCookie } from './trusted-device-cookie.js';

async function appWithPublicUrl(publicUrl: string) {
  const app = Fastify();
  await app.register(cookie, { secret: 'cookie-test-secret-0123456789abcdef0123' });
  app.get('/set', async (_request, reply) => {
    setTrustedDeviceCookie(reply, 'device-token', publicUrl);
    return 'ok';
  });
  app.get('/read', async (request) => ({ token: readTrustedDeviceCookie(request) }));
  return app;
}

test.each([
  ['https://sms.example.com', true],
  ['http://localhost:8080', false],
])('with PUBLIC_URL %s the cookie is Secure: %s', async (publicUrl, secure) => {
  const app = await appWithPublicUrl(publicUrl);
  const response = await app.inject({ method: 'GET', url: '/set' });
  const set = response.cookies.find((c) => c.name === 'beacon_td')!;
  expect(Boolean(set.secure)).toBe(secure);
  expect(set.value).not.toBe('device-token');
  const read = await app.inject({ method: 'GET', url: '/read', cookies: { beacon_td: set.value } });
  expect(read.json()).toEqual({ token: 'device-token' });
  const unsigned = await app.inject({ method: 'GET', url: '/read', cookies: { beacon_td: 'device-token' } });
  expect(unsigned.json()).toEqual({ token: null });
});
