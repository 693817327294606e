import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../providers/mail/mailer.js';
import { createFakeClock, type FakeClock } from '../../testing/fake-clock.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { MAIL_RETRY_WINDOW_MS, createMailQueue, mailRetryDelayMs } from './queued-mailer.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** An SMTP server that is down until `recover()`. */
function flakyTransport() {
  const delivered: MailMessage[] = [];
  let up = false;
  const transport: Mailer = {
    async send(message) {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(message);
    },
    async close() {},
  };
  return { transport, delivered, recover: () => (up = true) };
}

const message = (to: string): MailMessage => ({
  to,
  subject: 'Your sign-in code',
  text: 'Your code:\n\n123456\n',
  html: '<p>123456</p>',
});

const queueOn = (clock: FakeClock, smtp: ReturnType<typeof flakyTransport>) =>
  createMailQueue({
    db: database.db,
    clock: clock.now,
    transport: smtp.transport,
    logger: pino({ level: 'silent' }),
  });

async function rowFor(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row!;
}

describe('e-mail outbox', () => {
  test('a mail the transport takes at once is marked sent and its bodies are blanked', async () => {
    const clock = createFakeClock();
    const smtp = flakyTransport();
    smtp.recover();
    const queue = queueOn(clock, smtp);
    await queue.mailer.send(message('ok@example.com'));
    expect(smtp.delivered).toEqual([message('ok@example.com')]);
    const row = await rowFor('ok@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, textBody: '', htmlBody: '' });
  });

  test('an SMTP outage does not fail the caller; the mail goes out on a retry once SMTP is back', async () => {
    const clock = createFakeClock();
    const smtp = flakyTransport();
    const queue = queueOn(clock, smtp);
    await expect(queue.mailer.send(message('later@example.com'))).resolves.toBeUndefined();
    expect(await rowFor('later@example.com')).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowFor('later@example.com')).lastError).toContain('ECONNREFUSED');

    // Not due before its backoff.
    expect(await queue.retryDue()).toBe(0);
    clock.advance(mailRetryDelayMs(1));
    smtp.recover();
    expect(await queue.retryDue()).toBe(1);
    expect(smtp.delivered.map((m) => m.to)).toEqual(['later@example.com']);
    expect(await rowFor('later@example.com')).toMatchObject({ status: 'sent', attempts: 2, textBody: '' });
    // Sent once only.
    clock.advance(MAIL_RETRY_WINDOW_MS);
    expect(await queue.retryDue()).toBe(0);
    expect(smtp.delivered).toHaveLength(1);
  });

  test('a mail still unsent after the retry window is given up and its code is not kept', async () => {
    const clock = createFakeClock();
    const smtp = flakyTransport();
    const queue = queueOn(clock, smtp);
    await queue.mailer.send(message('never@example.com'));
    for (let pass = 0; pass < 30; pass += 1) {
      clock.advance(10 * 60_000);
      await queue.retryDue();
    }
    const row = await rowFor('never@example.com');
    expect(row.status).toBe('failed');
    expect(row.textBody).toBe('');
    expect(row.attempts).toBeGreaterThan(2);
    expect(smtp.delivered).toHaveLength(0);
  });

  test('two processes retrying at once send a due mail once (SKIP LOCKED)', async () => {
    const clock = createFakeClock();
    const smtp = flakyTransport();
    const first = queueOn(clock, smtp);
    const second = queueOn(clock, smtp);
    await first.mailer.send(message('race@example.com'));
    clock.advance(mailRetryDelayMs(1));
    smtp.recover();
    await Promise.all([first.retryDue(), second.retryDue()]);
    expect(smtp.delivered.filter((m) => m.to === 'race@example.com')).toHaveLength(1);
  });
});
