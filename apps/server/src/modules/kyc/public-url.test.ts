import { describe, expect, test } from 'vitest';
import { isLoopbackUrl } from './public-url.js';

describe('a PUBLIC_URL a phone cannot open', () => {
  test.each([
    'http://localhost:8080',
    'http://LOCALHOST',
    'http://app.localhost:3000',
    'http://127.0.0.1:8080',
    'http://127.1.2.3',
    'http://[::1]:8080',
    'http://0.0.0.0:8080',
    'http://[::ffff:127.0.0.1]',
  ])('%s is loopback', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  test.each(['https://console.example.com', 'http://192.168.1.20:8080', 'http://10.0.0.5', 'not a url'])(
    '%s is not',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(false);
    },
  );
});
