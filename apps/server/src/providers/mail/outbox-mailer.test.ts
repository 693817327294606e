import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { signupCodeEmail } from '../../modules/auth/index.js';
import { createFakeClock } from '../../testing/fake-clock.js';
import { captureLog } from '../../testing/log-capture.js';
import { useTempDirs } from '../../testing/temp-dirs.js';
import { createOutboxMailer, outboxFileName } from './outbox-mailer.js';

const tempDir = useTempDirs('beacon-mail');

describe('the .eml outbox', () => {
  test('writes each e-mail as an RFC 5322 file named by time and logs the file and recipient, never the code', async () => {
    const dir = path.join(tempDir(), 'mail');
    const clock = createFakeClock(new Date('2026-03-02T09:15:30.123Z'));
    const { logger, lines } = captureLog();
    const mailer = createOutboxMailer({
      dir,
      from: 'Beacon <no-reply@beacon.test>',
      clock: clock.now,
      logger,
    });

    const message = signupCodeEmail({
      to: 'ada@example.com',
      username: 'Ada <script>',
      code: '042917',
      link: 'http://beacon.test/signup/abc',
      locale: 'zh-CN',
    });
    await mailer.send(message);
    clock.advance(1000);
    await mailer.send({ ...message, to: 'grace@example.com' });

    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^2026-03-02T09-15-30\.123Z-[0-9a-f]{8}\.eml$/);
    expect(files[1]).toMatch(/^2026-03-02T09-15-31\.123Z-/);

    const raw = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Beacon <no-reply@beacon\.test>\r$/m);
    expect(raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
    // RFC 5322 lines end in CRLF.
    expect(raw).not.toMatch(/(?<!\r)\n/);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        msg: 'mail written to outbox',
        to: 'ada@example.com',
        file: path.join(dir, files[0]!),
      }),
      expect.objectContaining({
        msg: 'mail written to outbox',
        to: 'grace@example.com',
        file: path.join(dir, files[1]!),
      }),
    ]);
    // The subject carries the code; the link carries the sign-up id.
    for (const line of lines) {
      expect(line).not.toContain('042917');
      expect(line).not.toContain('/signup/abc');
      expect(line).not.toContain('subject');
    }
  });

  test('file names sort in time order', () => {
    const names = [new Date('2026-01-01T00:00:09Z'), new Date('2026-01-01T00:00:10Z')].map(outboxFileName);
    expect([...names].sort()).toEqual(names);
  });
});

describe('auth e-mails', () => {
  test('put the code on a line of its own and escape what the user typed in the HTML', () => {
    const mail = signupCodeEmail({
      to: 'ada@example.com',
      username: 'Ada <script>',
      code: '042917',
      link: 'http://beacon.test/signup/abc',
      locale: 'en-US',
    });
    expect(mail.subject).toBe('Your Beacon sign-up code: 042917');
    expect(mail.text).toMatch(/^042917$/m);
    expect(mail.text).toContain('http://beacon.test/signup/abc');
    expect(mail.html).toContain('Ada &#60;script&#62;');
    expect(mail.html).not.toContain('<script>');
  });
});
