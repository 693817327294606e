import { describe, expect, test } from 'vitest';
import { createWebhookUrlGuard, isNonPublicAddress, type HostResolver } from './webhook-url-guard.js';

const DNS: Record<string, string[]> = {
  'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'v6-local.example.com': ['fd12:3456::1'],
};
const resolve: HostResolver = async (hostname) => {
  const answers = DNS[hostname];
  if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const strict = createWebhookUrlGuard({ allowPrivate: false, resolve });
const relaxed = createWebhookUrlGuard({ allowPrivate: true, resolve });

describe('non-public addresses', () => {
  test.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not-an-ip',
  ])('%s is not public', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
  });

  test.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])(
    '%s is public',
    (ip) => {
      expect(isNonPublicAddress(ip)).toBe(false);
    },
  );
});

describe('checking a webhook URL', () => {
  test.each([
    ['https://hooks.example.com/beacon', true, undefined],
    ['http://hooks.example.com:8080/x?y=1', true, undefined],
    ['ftp://hooks.example.com/', false, 'scheme'],
    ['javascript:alert(1)', false, 'scheme'],
    ['not a url', false, 'invalid'],
    ['https://user:pass@hooks.example.com/', false, 'invalid'],
    ['https://nowhere.invalid/', false, 'unresolvable'],
    ['http://internal.example.com/', false, 'private'],
    ['http://mixed.example.com/', false, 'private'],
    ['http://v6-local.example.com/', false, 'private'],
    ['http://127.0.0.1:9000/hook', false, 'private'],
    ['http://2130706433/', false, 'private'],
    ['http://0x7f.1/', false, 'private'],
    ['http://[::1]/', false, 'private'],
    ['http://[::ffff:127.0.0.1]/', false, 'private'],
    ['http://169.254.169.254/latest/meta-data/', false, 'private'],
  ])('%s → ok %s (%s)', async (url, ok, problem) => {
    const result = await strict.check(url);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.problem).toBe(problem);
  });

  test('private hosts pass when WEBHOOK_ALLOW_PRIVATE is true; other problems still do not', async () => {
    expect(await relaxed.check('http://127.0.0.1:9000/hook')).toMatchObject({
      ok: true,
      addresses: ['127.0.0.1'],
    });
    expect(await relaxed.check('http://internal.example.com/')).toMatchObject({ ok: true });
    expect(await relaxed.check('ftp://internal.example.com/')).toEqual({ ok: false, problem: 'scheme' });
  });
});

describe('the guarded lookup used at connect time', () => {
  const lookup = (guard: typeof strict, host: string, all = false) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((done) => {
      guard.guardedLookup(host, { all }, (error, address) => done({ error, address }));
    });

  test('answers public addresses', async () => {
    expect(await lookup(strict, 'hooks.example.com')).toEqual({ error: null, address: '93.184.215.14' });
    expect((await lookup(strict, 'hooks.example.com', true)).address).toHaveLength(2);
  });

  test('refuses a host with any non-public answer, and passes resolver errors on', async () => {
    expect((await lookup(strict, 'mixed.example.com')).error?.code).toBe('EWEBHOOKPRIVATE');
    expect((await lookup(strict, 'nowhere.invalid')).error?.code).toBe('ENOTFOUND');
    expect(await lookup(relaxed, 'internal.example.com')).toEqual({ error: null, address: '10.1.2.3' });
  });
});
