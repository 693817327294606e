/**
 * Long messages over SMPP: parts concatenated by UDH or by the SAR TLVs, or the whole text in message_payload,
 * become ONE accepted message (one debit, one line at the SMSC) whose parts were each answered with an id of
 * their own, and whose receipt comes back once per part under those ids (docs/smpp-access.md).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildSmppParts, encodeUcs2 } from '@beacon/shared/sms/smpp';
import type { PDU } from '../carriers/index.js';
import { writeShortMessage } from '../carriers/short-message.js';
import { messages } from '../db/schema/index.js';
import { queryRows } from '../db/sql-rows.js';
import { writesOf } from '../testing/sending-flows.js';
import { useSmppAccess, type SmppCustomer } from '../testing/smpp-harness.js';
import type { Esme } from '../testing/esme-client.js';

const s = useSmppAccess({ smpp: { concatTimeoutMs: 400 }, config: { trialCreditMicros: 0n } });
const STATUS = { ROK: 0, RSUBMITFAIL: 0x45, RTHROTTLED: 0x58 };
const US = '14155550123';
const LONG_TEXT = `${'Long SMPP text that needs several parts. '.repeat(9)}The end.`;
const ADDRESSES = { source_addr: 'Acme', source_addr_ton: 5, destination_addr: US, dest_addr_ton: 1 };

/** The submit_sm fields of each part of `text`, concatenated by UDH as most ESMEs do. */
function udhParts(text: string, reference: number, extra: Record<string, unknown> = {}) {
  const submission = buildSmppParts(text, { reference });
  return submission.parts.map((part) => ({
    ...ADDRESSES,
    data_coding: submission.dataCoding,
    ...writeShortMessage(part),
    ...extra,
  }));
}

async function waitingDeliveries(accountId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    s.t.db,
    sql`select count(*)::int as n from smpp_outbox where account_id = ${accountId}`,
  );
  return row!.n;
}

async function messageRows(accountId: string) {
  return s.t.db.select().from(messages).where(eq(messages.accountId, accountId));
}

function receiptStatOf(pdu: PDU): string {
  return /stat:(\w+)/.exec((pdu.short_message as Buffer).toString('latin1'))?.[1] ?? '';
}

async function submitAll(esme: Esme, parts: Record<string, unknown>[]): Promise<PDU[]> {
  const answers: PDU[] = [];
  for (const part of parts) answers.push(await esme.submit(part));
  return answers;
}

describe('concatenated parts become one message', () => {
  test('UDH parts: one debit and one SMSC line; part n answered <message id>-n; a receipt per part', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const before = await writesOf(s.t.db, customer.accountId);
    const parts = udhParts(LONG_TEXT, 42, { registered_delivery: 1 });
    expect(parts).toHaveLength(3);
    const answers = await submitAll(esme, parts);
    expect(answers.map((answer) => answer.command_status)).toEqual([0, 0, 0]);
    const [message] = await messageRows(customer.accountId);
    expect(message).toMatchObject({ content: LONG_TEXT, segments: 3, source: 'smpp' });
    expect(answers.map((answer) => answer.message_id)).toEqual([1, 2, 3].map((n) => `${message!.id}-${n}`));
    const after = await writesOf(s.t.db, customer.accountId);
    expect(after.messages - before.messages).toBe(1);
    expect(before.balance! - after.balance!).toBe(message!.costMicros);

    const receipts = await esme.waitForDelivered(3);
    expect(receipts.map((receipt) => receipt.receipted_message_id).sort()).toEqual(
      answers.map((answer) => answer.message_id).sort(),
    );
    expect(receipts.map(receiptStatOf)).toEqual(['DELIVRD', 'DELIVRD', 'DELIVRD']);
    expect(receipts.every((receipt) => receipt.esm_class === 0x04 && receipt.message_state === 2)).toBe(true);
    const lines = (await s.readReceived()).filter((line) => line.messageId === message!.id);
    expect(lines).toEqual([expect.objectContaining({ content: LONG_TEXT, to: `+${US}` })]);
  });

  test('a receipt goes back only for the parts that asked for one (Kannel asks on the first part only)', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const [first, ...others] = udhParts(LONG_TEXT, 43);
    const answers = await submitAll(esme, [{ ...first!, registered_delivery: 1 }, ...others]);
    const [receipt] = await esme.waitForDelivered(1);
    expect(receipt!.receipted_message_id).toBe(answers[0]!.message_id);
    await expect.poll(async () => (await messageRows(customer.accountId))[0]!.status).toBe('delivered');
    // Final, so its receipts were written with the status; none is left to send, and one was sent.
    await expect.poll(() => waitingDeliveries(customer.accountId)).toBe(0);
    expect(esme.delivered).toHaveLength(1);
  });

  test('parts in any order, one sent twice: the repeat keeps its id and nothing is counted twice', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const [first, second, third] = udhParts(LONG_TEXT, 7);
    const answers = await submitAll(esme, [third!, first!, first!, second!]);
    expect(answers.map((answer) => answer.command_status)).toEqual([0, 0, 0, 0]);
    expect(answers[1]!.message_id).toBe(answers[2]!.message_id);
    const rows = await messageRows(customer.accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content).toBe(LONG_TEXT);
  });

  test('SAR TLVs, with a UCS-2 character split across two parts', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const octets = encodeUcs2('ab😀cd');
    const halves = [octets.subarray(0, 6), octets.subarray(6)];
    const answers = await submitAll(
      esme,
      halves.map((half, i) => ({
        ...ADDRESSES,
        data_coding: 8,
        short_message: half,
        sar_msg_ref_num: 300,
        sar_total_segments: 2,
        sar_segment_seqnum: i + 1,
      })),
    );
    expect(answers.map((answer) => answer.command_status)).toEqual([0, 0]);
    const [message] = await messageRows(customer.accountId);
    expect(message).toMatchObject({ content: 'ab😀cd', encoding: 'UCS-2' });
  });

  test('message_payload carries the whole text in one submit_sm, answered with the message id itself', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const answer = await esme.submit({
      ...ADDRESSES,
      data_coding: 0,
      message_payload: Buffer.from(LONG_TEXT, 'latin1'),
      registered_delivery: 1,
    });
    expect(answer.command_status).toBe(STATUS.ROK);
    const [message] = await messageRows(customer.accountId);
    expect(message).toMatchObject({ id: answer.message_id, content: LONG_TEXT, segments: 3 });
    const [receipt] = await esme.waitForDelivered(1);
    expect(receipt!.receipted_message_id).toBe(answer.message_id);
  });
});

describe('parts whose message is not accepted', () => {
  test('a message incomplete in time is dropped: its parts get REJECTD receipts and nothing is charged', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const before = await writesOf(s.t.db, customer.accountId);
    const [first] = udhParts(LONG_TEXT, 9, { registered_delivery: 1 });
    const answer = await esme.submit(first!);
    expect(answer.command_status).toBe(STATUS.ROK);
    const [receipt] = await esme.waitForDelivered(1);
    expect(receipt!.receipted_message_id).toBe(answer.message_id);
    expect(receiptStatOf(receipt!)).toBe('REJECTD');
    expect(receipt!.message_state).toBe(8);
    expect(await writesOf(s.t.db, customer.accountId)).toEqual(before);
  });

  test('a last part refused for good (no money) is answered so; the others get REJECTD receipts', async () => {
    const customer: SmppCustomer = await s.customer({ creditMicros: 0n });
    const esme = await s.bind(customer);
    const parts = udhParts(LONG_TEXT, 11, { registered_delivery: 1 });
    const answers = await submitAll(esme, parts);
    expect(answers.slice(0, -1).every((answer) => answer.command_status === STATUS.ROK)).toBe(true);
    expect(answers.at(-1)!.command_status).toBe(STATUS.RSUBMITFAIL);
    const receipts = await esme.waitForDelivered(parts.length - 1);
    expect(receipts.map(receiptStatOf)).toEqual(Array(parts.length - 1).fill('REJECTD'));
    expect(await messageRows(customer.accountId)).toHaveLength(0);
  });

  test('a last part over the rate waits: sent again, it completes the message under the same ids', async () => {
    const customer = await s.customer();
    const updated = await s.t.post(
      '/api/sms/setting/update',
      { perSecondRate: 1 },
      { token: customer.user.token },
    );
    expect(updated.body.code).toBe(0);
    const esme = await s.bind(customer);
    expect((await esme.submit({ ...ADDRESSES, short_message: Buffer.from('first') })).command_status).toBe(0);
    const [first, second, third] = udhParts(LONG_TEXT, 12);
    const early = await submitAll(esme, [first!, second!]);
    const throttled = await esme.submit(third!);
    expect(throttled.command_status).toBe(STATUS.RTHROTTLED);
    let last: PDU | undefined;
    await expect
      .poll(async () => (last = await esme.submit(third!)).command_status, { timeout: 5_000, interval: 200 })
      .toBe(STATUS.ROK);
    const messageId = (early[0]!.message_id as string).replace(/-1$/, '');
    expect(last!.message_id).toBe(`${messageId}-3`);
    const rows = (await messageRows(customer.accountId)).filter((row) => row.content === LONG_TEXT);
    expect(rows.map((row) => row.id)).toEqual([messageId]);
  });
});
