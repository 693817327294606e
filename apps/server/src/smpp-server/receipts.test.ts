/**
 * Receipts and inbound messages back to the customer as deliver_sm (API.md): only when registered_delivery
 * asks, in the standard text with receipted_message_id and message_state, held while the account has no
 * receiving bind and sent when one binds, and never lost when our server stops or dies in the middle.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { PDU } from '../carriers/index.js';
import { queryRows } from '../db/sql-rows.js';
import { statusesOf } from '../testing/engine-fixtures.js';
import { useSmppAccess, type SmppHarness } from '../testing/smpp-harness.js';
import type { Esme } from '../testing/esme-client.js';

const s: SmppHarness = useSmppAccess({ receiptDelayMs: 100 });
const US = '14155550123';
const RECEIPT_TEXT =
  /^id:(\S+) sub:001 dlvrd:(\d{3}) submit date:\d{10} done date:\d{10} stat:(\w+) err:(\d{3}) text:(.*)$/;

function submit(esme: Esme, destination: string, registeredDelivery: number, text = 'Your code is 123456') {
  return esme.submit({
    source_addr: 'Acme',
    source_addr_ton: 5,
    destination_addr: destination,
    dest_addr_ton: 1,
    registered_delivery: registeredDelivery,
    short_message: Buffer.from(text),
  });
}

function readReceipt(pdu: PDU) {
  const match = RECEIPT_TEXT.exec((pdu.short_message as Buffer).toString('latin1'));
  if (!match) throw new Error(`not a receipt text: ${String(pdu.short_message)}`);
  const [, id, dlvrd, stat, err, text] = match;
  return {
    id,
    dlvrd,
    stat,
    err,
    text,
    tlvId: pdu.receipted_message_id,
    state: pdu.message_state,
    esmClass: pdu.esm_class,
  };
}

async function waiting(accountId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    s.t.db,
    sql`select count(*)::int as n from smpp_outbox where account_id = ${accountId}`,
  );
  return row!.n;
}

async function finalStatuses(ids: string[]): Promise<string[]> {
  const statuses = await statusesOf(s.t.db, ids);
  return ids.map((id) => statuses[id] ?? '');
}

describe('receipts as deliver_sm', () => {
  test('the standard text with receipted_message_id and message_state, to the submitting ESME', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const answer = await submit(esme, US, 1, 'Receipt me, please — thanks');
    const [receipt] = await esme.waitForDelivered(1);
    expect(readReceipt(receipt!)).toEqual({
      id: answer.message_id,
      dlvrd: '001',
      stat: 'DELIVRD',
      err: '000',
      text: 'Receipt me, please ?',
      tlvId: answer.message_id,
      state: 2,
      esmClass: 0x04,
    });
    // From the handset to the submit's source address.
    expect(receipt).toMatchObject({ source_addr: US, source_addr_ton: 1, destination_addr: 'Acme' });
    await expect.poll(() => waiting(customer.accountId)).toBe(0);
  });

  test('registered_delivery 0 gets none, 2 only the failures: undelivered, and failed before any carrier', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const none = await submit(esme, US, 0);
    const deliveredQuietly = await submit(esme, US, 2);
    const undelivered = await submit(esme, '12025550101', 2);
    const refusedBySmsc = await submit(esme, '12025550104', 2);
    const ids = [none, deliveredQuietly, undelivered, refusedBySmsc].map(
      (answer) => answer.message_id as string,
    );
    await expect.poll(() => finalStatuses(ids)).toEqual(['delivered', 'delivered', 'undelivered', 'failed']);
    await expect.poll(() => waiting(customer.accountId)).toBe(0);
    const receipts = esme.delivered.map(readReceipt);
    expect(receipts.map(({ id, stat, err, state }) => ({ id, stat, err, state }))).toEqual(
      expect.arrayContaining([
        { id: undelivered.message_id, stat: 'UNDELIV', err: '001', state: 5 },
        // Refused by the SMSC with ESME_RINVDSTADR (0x0B): failed and refunded, reported with that status.
        { id: refusedBySmsc.message_id, stat: 'UNDELIV', err: '011', state: 5 },
      ]),
    );
    expect(receipts).toHaveLength(2);
  });

  test('held while the account has no receiving bind, sent when one binds', async () => {
    const customer = await s.customer();
    const transmitter = await s.bind(customer, 'bind_transmitter');
    const answer = await submit(transmitter, US, 1);
    await expect.poll(() => finalStatuses([answer.message_id as string])).toEqual(['delivered']);
    expect(await waiting(customer.accountId)).toBe(1);
    expect(transmitter.delivered).toHaveLength(0);
    const receiver = await s.bind(customer, 'bind_receiver');
    const [receipt] = await receiver.waitForDelivered(1);
    expect(readReceipt(receipt!).id).toBe(answer.message_id);
    await expect.poll(() => waiting(customer.accountId)).toBe(0);
  });

  test('a deliver_sm answered with an error is sent again until acknowledged', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    let refusals = 0;
    esme.answer = () => (refusals++ === 0 ? 0x64 : 0);
    const answer = await submit(esme, US, 1);
    await expect.poll(() => finalStatuses([answer.message_id as string])).toEqual(['delivered']);
    await expect.poll(() => esme.delivered.length).toBe(1);
    // The retry waits 2.5–5 s: moved on with the clock instead.
    await expect
      .poll(async () => {
        s.t.clock.advance(5_000);
        s.t.app.smppServer!.wakeReceipts();
        return esme.delivered.length;
      })
      .toBe(2);
    expect(readReceipt(esme.delivered[1]!).id).toBe(answer.message_id);
    await expect.poll(() => waiting(customer.accountId)).toBe(0);
  });
});

describe('our server stops or dies mid-run', () => {
  test('a restart while receipts are coming loses none of them', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(esme, US, 1, `message ${i}`)),
    );
    const ids = answers.map((answer) => answer.message_id as string);
    await s.t.restart!();
    await esme.closed();
    const again = await s.bind(customer);
    await expect.poll(() => finalStatuses(ids), { timeout: 15_000 }).toEqual(ids.map(() => 'delivered'));
    await expect.poll(() => waiting(customer.accountId), { timeout: 15_000 }).toBe(0);
    const received = new Set([...esme.delivered, ...again.delivered].map((pdu) => readReceipt(pdu).id));
    expect([...received].sort()).toEqual([...ids].sort());
  });

  test('a crash with deliver_sm unanswered: they come back once their lease runs out', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    esme.answer = () => null;
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => submit(esme, US, 1, `held ${i}`)));
    const ids = answers.map((answer) => answer.message_id as string);
    await esme.waitForDelivered(5);
    await s.t.app.smppServer!.abort();
    await s.t.restart!();
    const again = await s.bind(customer);
    // Leased by the dead process for 30 s of its clock: nothing before that, everything after.
    expect(await waiting(customer.accountId)).toBe(5);
    s.t.clock.advance(31_000);
    s.t.app.smppServer!.wakeReceipts();
    const receipts = await again.waitForDelivered(5);
    expect(receipts.map((pdu) => readReceipt(pdu).id).sort()).toEqual([...ids].sort());
    await expect.poll(() => waiting(customer.accountId)).toBe(0);
  });
});

describe('inbound messages as deliver_sm', () => {
  test("a reply to the account's number comes to its receiving bind with its text", async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const answer = await esme.submit({
      source_addr: '14155550100',
      source_addr_ton: 1,
      destination_addr: US,
      dest_addr_ton: 1,
      short_message: Buffer.from('Reply YES to confirm'),
    });
    await expect.poll(() => finalStatuses([answer.message_id as string])).toEqual(['delivered']);
    expect(await s.simulator.injectInbound({ from: `+${US}`, to: '+14155550100', content: 'YES 你好' })).toBe(
      1,
    );
    const [inbound] = await esme.waitForDelivered(1);
    expect(inbound).toMatchObject({
      esm_class: 0,
      source_addr: US,
      destination_addr: '14155550100',
      data_coding: 8,
    });
    expect(
      Buffer.from(inbound!.short_message as Buffer)
        .swap16()
        .toString('utf16le'),
    ).toBe('YES 你好');
  });
});
