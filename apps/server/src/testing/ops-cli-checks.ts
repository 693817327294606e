/**
 * What the operator CLI's end-to-end tests share (ops/ops.test.ts on PostgreSQL, ops/ops-pglite.test.ts on PGlite):
 * the commands every store must answer alike, and the sim:inbound journey through a running server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, inArray } from 'drizzle-orm';
import { expect, inject, test } from 'vitest';
import { usePglite } from '../db/client.js';
import type { Database } from '../db/database.js';
import { messages, optOuts } from '../db/schema/index.js';
import { basicAuthHeader } from '../http/basic-auth.js';
import { insertTestAccount } from './account-fixtures.js';
import { runCli } from './processes.js';

/** Each CLI run is a fresh Node process (the run's bundle); opening PGlite directly adds several seconds more. */

/** A data directory already migrated (from the test template) holding one account; answers its id. */
export async function preparedDataDir(dir: string): Promise<string> {
  const template = inject('pgliteTemplate');
  const client = new PGlite(path.join(dir, 'pglite'), {
    loadDataDir: template ? new Blob([readFileSync(template)]) : undefined,
  });
  const handle = await usePglite(client, { migrate: !template });
  const accountId = await insertTestAccount(handle.db, { verificationStatus: 0 });
  await handle.close();
  return accountId;
}

const PRICES_CSV = 'country,currency,price\nUS,USD,0.0075\nGB,USD,0.04\n';
const BAD_CSV = 'country,currency,price\nUS,USD,0.0075\nXX,USD,1\nGB,USD,-2\nUS,USD,0.01\n';

export function commonChecks(env: () => Record<string, string>, accountId: () => string, dir: () => string) {
  test('account:credit adds a RECHARGE and prints the balance', async () => {
    const result = await runCli(env(), 'account:credit', accountId(), '12.5');
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ accountId: accountId(), balance: '12.50', currency: 'USD' });
    expect(result.json.transactionId).toMatch(/^TX/);
  });

  test('account:verify sets verification status 1', async () => {
    const result = await runCli(env(), 'account:verify', accountId());
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toEqual({ accountId: accountId(), verificationStatus: 1 });
  });

  test('apikey:create prints a key id and its secret', async () => {
    const result = await runCli(env(), 'apikey:create', accountId());
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toEqual({
      accountId: accountId(),
      keyId: expect.stringMatching(/^AK/),
      secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  test('smpp:create prints a system_id and its password once; smpp:revoke ends it', async () => {
    const created = await runCli(env(), 'smpp:create', accountId());
    expect(created.code, created.stderr).toBe(0);
    expect(created.json).toEqual({
      accountId: accountId(),
      systemId: expect.stringMatching(/^BC[0-9A-Z]{8}$/),
      password: expect.stringMatching(/^[A-Za-z2-9]{8}$/),
    });
    const systemId = created.json.systemId as string;
    const revoked = await runCli(env(), 'smpp:revoke', systemId);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.json).toEqual({ systemId, accountId: accountId(), revokedAt: expect.any(String) });
    const again = await runCli(env(), 'smpp:revoke', systemId);
    expect([again.code, (again.json.error as { code: string }).code]).toEqual([1, 'not_found']);
  });

  // remove, and the prefix's effect on sends, are tested through the same command in fraud-guard.test.ts.
  test('fraud:prefix add and list operator-wide high-risk prefixes', async () => {
    const added = await runCli(env(), 'fraud:prefix', 'add', '+88299');
    expect(added.code, added.stderr).toBe(0);
    expect(added.json).toEqual({ prefix: '88299', blocked: true });
    const listed = await runCli(env(), 'fraud:prefix', 'list');
    expect(listed.json).toEqual({
      prefixes: [{ prefix: '88299', country: '', createdAt: expect.any(String) }],
    });
  });

  test('prices:import reports every bad line and changes nothing, then replaces the list', async () => {
    writeFileSync(path.join(dir(), 'bad.csv'), BAD_CSV);
    const bad = await runCli(env(), 'prices:import', path.join(dir(), 'bad.csv'));
    expect(bad.code).toBe(1);
    expect(bad.json).toEqual({
      error: {
        code: 'invalid',
        message: 'the price list has 3 problem(s); nothing was imported',
        details: {
          lines: [
            { line: 3, message: 'unknown country "XX"' },
            { line: 4, message: 'price "-2" must be greater than 0' },
            { line: 5, message: 'US/USD is already priced on line 2' },
          ],
        },
      },
    });
    writeFileSync(path.join(dir(), 'prices.csv'), PRICES_CSV);
    const good = await runCli(env(), 'prices:import', path.join(dir(), 'prices.csv'));
    expect(good.code, good.stderr).toBe(0);
    expect(good.json).toEqual({ imported: 2, currencies: ['USD'], countries: 2 });
  });

  test('failures are a JSON error on stderr and a non-zero exit', async () => {
    const unknown = await runCli(env(), 'account:credit', 'AC0000000000000000', '1');
    expect([unknown.code, unknown.stdout]).toEqual([1, '']);
    expect(unknown.json).toEqual({ error: { code: 'not_found', message: 'no account AC0000000000000000' } });
    const amount = await runCli(env(), 'account:credit', accountId(), '-3');
    expect([amount.code, (amount.json.error as { code: string }).code]).toEqual([1, 'invalid']);
    const usage = await runCli(env(), 'account:verify');
    expect([usage.code, (usage.json.error as { code: string }).code]).toEqual([2, 'usage']);
    const command = await runCli(env(), 'drop:everything');
    expect(command.code).toBe(2);
    expect(command.json.error).toMatchObject({ code: 'usage', message: 'unknown command "drop:everything"' });
  });
}

/** The number our messages come from in the sim:inbound journey: handsets can reply only to numeric senders. */
export const SENDER = '15550100';
export const REPLYING_PHONE = '+12015550177';

export interface SimInboundOutcome {
  stopId: string;
  helloId: string;
}

/**
 * What an outside tester does with sim:inbound: the account writes to a phone from a numeric sender, the phone
 * answers twice through the running server's simulator — a greeting, then STOP — and a marketing send to that
 * phone afterwards drops it as opted out.
 */
export async function replyThroughSimulator(
  env: Record<string, string>,
  port: number,
  accountId: string,
): Promise<SimInboundOutcome> {
  const key = await runCli(env, 'apikey:create', accountId, 'sim');
  expect(key.code, key.stderr).toBe(0);
  const headers = {
    authorization: basicAuthHeader(String(key.json.keyId), String(key.json.secret)),
    'x-account-id': accountId,
    'content-type': 'application/json',
  };
  const api = async (method: 'GET' | 'POST', route: string, body?: unknown) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sms${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
  };
  // Scheduled an hour ahead: enough to make this account the one the phone answers, and nothing is sent.
  const sendAt = new Date(Date.now() + 3_600_000).toISOString();
  const first = await api('POST', '/send', {
    type: 'otp',
    to: REPLYING_PHONE,
    from: SENDER,
    content: 'Your code is 123456',
    sendAt,
  });
  expect(first.code, first.msg).toBe(0);

  const hello = await runCli(env, 'sim:inbound', REPLYING_PHONE, SENDER, 'Hi', 'there');
  expect(hello.code, hello.stderr).toBe(0);
  expect(hello.json).toEqual({
    from: REPLYING_PHONE,
    to: SENDER,
    content: 'Hi there',
    messageId: expect.stringMatching(/^SM/),
    accountId,
    optedOut: false,
  });
  const stop = await runCli(env, 'sim:inbound', REPLYING_PHONE, SENDER, 'STOP');
  expect(stop.code, stop.stderr).toBe(0);
  expect(stop.json).toMatchObject({ content: 'STOP', accountId, optedOut: true });

  // The reply is one of the account's messages, received.
  const received = await api('GET', `/messages/${String(stop.json.messageId)}`);
  expect(received.data).toMatchObject({ to: SENDER, status: 'delivered', cost: '0.00' });
  const marketing = await api('POST', '/send', {
    type: 'marketing',
    to: [REPLYING_PHONE, '+12015550178'],
    from: SENDER,
    content: 'Spring sale: 20% off',
    sendAt,
  });
  expect(marketing.code, marketing.msg).toBe(0);
  expect(marketing.data.dropped).toEqual([{ to: REPLYING_PHONE, reason: 'optedOut' }]);
  expect((marketing.data.messages as { to: string }[]).map((message) => message.to)).toEqual([
    '+12015550178',
  ]);
  return { stopId: String(stop.json.messageId), helloId: String(hello.json.messageId) };
}

/** The stored side of the journey: two inbound rows for the account, and the phone on its opt-out list. */
export async function expectStoredReplies(db: Database, accountId: string, outcome: SimInboundOutcome) {
  const rows = await db
    .select({ id: messages.id, direction: messages.direction, content: messages.content })
    .from(messages)
    .where(inArray(messages.id, [outcome.helloId, outcome.stopId]))
    .orderBy(messages.createdAt, messages.id);
  expect(rows).toEqual([
    { id: outcome.helloId, direction: 'in', content: 'Hi there' },
    { id: outcome.stopId, direction: 'in', content: 'STOP' },
  ]);
  const optOut = await db
    .select({ messageId: optOuts.messageId })
    .from(optOuts)
    .where(and(eq(optOuts.accountId, accountId), eq(optOuts.phone, REPLYING_PHONE)));
  expect(optOut).toEqual([{ messageId: outcome.stopId }]);
}
