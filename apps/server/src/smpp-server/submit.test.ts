/**
 * submit_sm through the send API's acceptance (API.md): what is accepted is priced, debited, logged and sent
 * like an API send; what is refused is answered with the contract's status and charges nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { configuredSmpp as smpp, type PDU } from '../carriers/index.js';
import { accounts, messages, senderIdRequests } from '../db/schema/index.js';
import { queryRows } from '../db/sql-rows.js';
import { runOpsCommand } from '../ops/commands.js';
import { apiSend, writesOf } from '../testing/sending-flows.js';
import { useSmppAccess, type SmppCustomer } from '../testing/smpp-harness.js';
import type { Esme } from '../testing/esme-client.js';

const s = useSmppAccess({ config: { trialCreditMicros: 0n }, smpp: { window: 5 } });
const STATUS = {
  ROK: 0x00,
  RINVMSGLEN: 0x01,
  RINVSRCADR: 0x0a,
  RINVDSTADR: 0x0b,
  RMSGQFUL: 0x14,
  RSUBMITFAIL: 0x45,
  RTHROTTLED: 0x58,
  RINVSCHED: 0x61,
  RINVDCS: 0x104,
};
const US = '14155550123';

function submitTo(esme: Esme, destination: string, fields: Record<string, unknown> = {}): Promise<PDU> {
  return esme.submit({
    source_addr: 'Acme',
    source_addr_ton: 5,
    destination_addr: destination,
    dest_addr_ton: 1,
    short_message: Buffer.from('Your code is 123456'),
    ...fields,
  });
}

async function settings(customer: SmppCustomer, values: Record<string, unknown>): Promise<void> {
  const updated = await s.t.post('/api/sms/setting/update', values, { token: customer.user.token });
  expect(updated.body.code).toBe(0);
}

async function messageById(id: string) {
  const [row] = await s.t.db.select().from(messages).where(eq(messages.id, id));
  return row;
}

describe('an accepted submit_sm', () => {
  test('is answered with our message id, charged what the send API charges, and reaches the SMSC', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const before = await writesOf(s.t.db, customer.accountId);
    const answer = await submitTo(esme, US);
    expect(answer.command_status).toBe(STATUS.ROK);
    const message = await messageById(answer.message_id as string);
    expect(message).toMatchObject({
      source: 'smpp',
      type: 1,
      from: 'Acme',
      to: `+${US}`,
      content: 'Your code is 123456',
    });
    const viaApi = await apiSend(s.t, customer, {
      type: 'otp',
      to: `+${US}`,
      content: 'Your code is 123456',
    });
    expect(viaApi.body.code).toBe(0);
    const apiMessage = await messageById(
      (viaApi.body.data as { messages: { messageId: string }[] }).messages[0]!.messageId,
    );
    expect(message!.costMicros).toBe(apiMessage!.costMicros);
    const after = await writesOf(s.t.db, customer.accountId);
    expect(after.balance).toBe(before.balance! - message!.costMicros - apiMessage!.costMicros);
    expect(after.ledgerSum).toBe(after.balance);
    await expect
      .poll(async () => (await s.readReceived()).some((line) => line.messageId === message!.id))
      .toBe(true);
  });

  test('service_type MKT is marketing; anything else is otp', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const marketing = await submitTo(esme, US, { service_type: 'MKT' });
    const other = await submitTo(esme, US, { service_type: 'CMT' });
    expect((await messageById(marketing.message_id as string))?.type).toBe(2);
    expect((await messageById(other.message_id as string))?.type).toBe(1);
  });

  test.each([
    ['0, the GSM default alphabet', 0, Buffer.from([0x48, 0x69, 0x20, 0x00, 0x11]), 'Hi @_', 'GSM-7'],
    ['3, Latin-1', 3, Buffer.from('Côte café', 'latin1'), 'Côte café', 'UCS-2'],
    ['8, UCS-2', 8, Buffer.from([0x4f, 0x60, 0x59, 0x7d, 0xd8, 0x3d, 0xde, 0x00]), '你好😀', 'UCS-2'],
  ])(
    'data_coding %s is decoded with the shared codecs',
    async (_name, dataCoding, octets, text, encoding) => {
      const customer = await s.customer();
      const esme = await s.bind(customer);
      const answer = await submitTo(esme, US, { data_coding: dataCoding, short_message: octets });
      expect(answer.command_status).toBe(STATUS.ROK);
      expect(await messageById(answer.message_id as string)).toMatchObject({ content: text, encoding });
    },
  );
});

describe('a refused submit_sm charges nothing', () => {
  test.each([
    ['a number that is not one', '12345', STATUS.RINVDSTADR],
    ['a number of no country', '80012345678', STATUS.RINVDSTADR],
  ])('%s is ESME_RINVDSTADR', async (_name, destination, status) => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const before = await writesOf(s.t.db, customer.accountId);
    expect((await submitTo(esme, destination)).command_status).toBe(status);
    expect(await writesOf(s.t.db, customer.accountId)).toEqual(before);
  });

  test('insufficient balance is ESME_RSUBMITFAIL', async () => {
    const customer = await s.customer({ creditMicros: 0n });
    const esme = await s.bind(customer);
    const before = await writesOf(s.t.db, customer.accountId);
    expect((await submitTo(esme, US, { registered_delivery: 1 })).command_status).toBe(STATUS.RSUBMITFAIL);
    expect(await writesOf(s.t.db, customer.accountId)).toEqual(before);
    // The receipt record written before the acceptance is gone again.
    await expect
      .poll(async () => {
        const [row] = await queryRows<{ n: number }>(
          s.t.db,
          sql`select count(*)::int as n from smpp_submits where account_id = ${customer.accountId}`,
        );
        return row!.n;
      })
      .toBe(0);
  });

  test('over the per-second rate is ESME_RTHROTTLED, and so is a daily limit reached', async () => {
    const customer = await s.customer();
    await settings(customer, { perSecondRate: 1 });
    const esme = await s.bind(customer);
    const answers = await Promise.all([submitTo(esme, US), submitTo(esme, US), submitTo(esme, US)]);
    const statuses = answers.map((answer) => answer.command_status).sort();
    expect(statuses[0]).toBe(STATUS.ROK);
    expect(statuses.slice(1)).toEqual([STATUS.RTHROTTLED, STATUS.RTHROTTLED]);
    expect((await writesOf(s.t.db, customer.accountId)).messages).toBe(1);

    const capped = await s.customer();
    await settings(capped, { dailyLimit: 1 });
    const other = await s.bind(capped);
    expect((await submitTo(other, US)).command_status).toBe(STATUS.ROK);
    expect((await submitTo(other, US)).command_status).toBe(STATUS.RTHROTTLED);
  });

  test("the account's rules answer ESME_RINVDSTADR: a blocked country, the trial's own-phone rule", async () => {
    const customer = await s.customer();
    await settings(customer, { disallowedCountries: ['GB'] });
    const esme = await s.bind(customer);
    expect((await submitTo(esme, '447400123456')).command_status).toBe(STATUS.RINVDSTADR);
    const trial = await s.customer({ trial: true });
    const trialEsme = await s.bind(trial);
    expect((await submitTo(trialEsme, US)).command_status).toBe(STATUS.RINVDSTADR);
  });

  test('an otp to a prefix the fraud guard blocks is ESME_RINVDSTADR and charges nothing', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const ops = (...args: string[]) =>
      runOpsCommand({ db: s.t.db, clock: s.t.clock.now }, { command: 'fraud:prefix', args });
    await ops('add', '447400');
    try {
      const before = await writesOf(s.t.db, customer.accountId);
      expect((await submitTo(esme, '447400123456')).command_status).toBe(STATUS.RINVDSTADR);
      expect(await writesOf(s.t.db, customer.accountId)).toEqual(before);
    } finally {
      await ops('remove', '447400');
    }
  });

  test('what SMPP carries wrongly: empty text, binary data_coding, a schedule, a bad source', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    expect((await submitTo(esme, US, { short_message: Buffer.alloc(0) })).command_status).toBe(
      STATUS.RINVMSGLEN,
    );
    expect((await submitTo(esme, US, { data_coding: 4 })).command_status).toBe(STATUS.RINVDCS);
    expect((await submitTo(esme, US, { schedule_delivery_time: '000001000000000R' })).command_status).toBe(
      STATUS.RINVSCHED,
    );
    expect((await submitTo(esme, US, { source_addr: 'Way too long sender' })).command_status).toBe(
      STATUS.RINVSRCADR,
    );
    expect((await writesOf(s.t.db, customer.accountId)).messages).toBe(0);
  });
});

describe('sender IDs where the country requires registration', () => {
  test('an alphanumeric source to India must be approved for India; a numeric one is not checked', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const india = '919876543210';
    expect((await submitTo(esme, india)).command_status).toBe(STATUS.RINVSRCADR);
    expect(
      (await submitTo(esme, india, { source_addr: '14155550100', source_addr_ton: 1 })).command_status,
    ).toBe(STATUS.ROK);
    const [account] = await s.t.db
      .select({ organisationId: accounts.organisationId })
      .from(accounts)
      .where(eq(accounts.id, customer.accountId));
    await s.t.db.insert(senderIdRequests).values({
      organisationId: account!.organisationId,
      senderId: 'Brand',
      kind: 'alphanumeric',
      countries: ['IN'],
      useCase: 'otp',
      brandName: 'Brand',
      sampleContent: 'Your code is 123456',
      link: 'https://brand.example',
      companyName: 'Brand Ltd',
      status: 'approved',
      createdAt: new Date(),
    });
    expect((await submitTo(esme, india, { source_addr: 'Brand' })).command_status).toBe(STATUS.ROK);
  });
});

describe('the window', () => {
  test('submit_sm beyond SMPP_SERVER_WINDOW unanswered at once are ESME_RMSGQFUL', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    const answers: PDU[] = [];
    esme.session.on('submit_sm_resp', (pdu: PDU) => answers.push(pdu));
    // Twelve PDUs in one write: all read before the first is answered, so the window (5) is full for seven.
    const octets = Array.from({ length: 12 }, (_, i) =>
      new smpp.PDU('submit_sm', {
        sequence_number: 1_000 + i,
        source_addr: 'Acme',
        source_addr_ton: 5,
        destination_addr: US,
        dest_addr_ton: 1,
        data_coding: 0,
        short_message: Buffer.from(`message ${i}`),
      }).toBuffer(),
    );
    esme.session.socket.write(Buffer.concat(octets));
    await expect.poll(() => answers.length).toBe(12);
    const statuses = answers.map((answer) => answer.command_status);
    expect(statuses.filter((status) => status === STATUS.ROK)).toHaveLength(5);
    expect(statuses.filter((status) => status === STATUS.RMSGQFUL)).toHaveLength(7);
  });
});
