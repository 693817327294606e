/**
 * Binding to the SMPP server as a customer's ESME would (the `smpp` package, client side, over TCP): every
 * bind type with the account's credential, the refusals API.md names, the per-account limit, and the protocol
 * chores — enquire_link, unbind, garbage answered with generic_nack.
 */
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { COMMAND, encodePdu, splitPdus, type RawPdu } from '../carriers/testing/raw-pdu.js';
import { waitFor } from '../carriers/testing/carrier-harness.js';
import { useSmppAccess } from '../testing/smpp-harness.js';

const s = useSmppAccess({ smpp: { maxBinds: 2 } });
const STATUS = {
  ROK: 0,
  RINVCMDLEN: 0x02,
  RINVCMDID: 0x03,
  RINVBNDSTS: 0x04,
  RALYBND: 0x05,
  RBINDFAIL: 0x0d,
  RINVPASWD: 0x0e,
};

/** Writes raw octets and collects the PDUs the server answers with until `count` came or it closed. */
async function rawExchange(
  port: number,
  octets: Buffer,
  count: number,
  { untilClosed = false } = {},
): Promise<{ pdus: RawPdu[]; closed: boolean }> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let buffered: Buffer = Buffer.alloc(0);
  const pdus: RawPdu[] = [];
  let closed = false;
  socket.on('data', (chunk: Buffer) => {
    const split = splitPdus(Buffer.concat([buffered, chunk]));
    pdus.push(...split.pdus);
    buffered = split.rest;
  });
  socket.on('close', () => (closed = true));
  socket.write(octets);
  await waitFor(() => pdus.length >= count || closed, 5_000, `${count} answers`);
  // The server's close may come a moment after its last answer; the socket is ours to destroy only after it.
  if (untilClosed) await waitFor(() => closed, 5_000, 'the close');
  socket.destroy();
  return { pdus, closed };
}

describe('binding with an SMPP credential', () => {
  test.each(['bind_transmitter', 'bind_receiver', 'bind_transceiver'] as const)(
    '%s with the right system_id and password is answered ESME_ROK',
    async (command) => {
      const customer = await s.customer();
      const esme = await s.connect();
      const answer = await esme.bind(command, customer.systemId, customer.password);
      expect(answer.command_status).toBe(STATUS.ROK);
      expect(answer.command).toBe(`${command}_resp`);
      expect(answer.system_id).toBe('BEACON');
    },
  );

  test('a wrong password, or a system_id nobody has, is ESME_RINVPASWD', async () => {
    const customer = await s.customer();
    const esme = await s.connect();
    expect((await esme.bind('bind_transceiver', customer.systemId, 'wrong123')).command_status).toBe(
      STATUS.RINVPASWD,
    );
    expect((await esme.bind('bind_transceiver', 'BCNOSUCH01', customer.password)).command_status).toBe(
      STATUS.RINVPASWD,
    );
    // The connection stays usable: the right password binds on it.
    expect((await esme.bind('bind_transceiver', customer.systemId, customer.password)).command_status).toBe(
      0,
    );
  });

  test('a revoked credential is ESME_RBINDFAIL, and its open binds are closed', async () => {
    const customer = await s.customer();
    const bound = await s.bind(customer);
    const revoked = await s.t.post(
      '/api/sms/smpp/credential/revoke',
      { systemId: customer.systemId },
      {
        token: customer.user.token,
      },
    );
    expect(revoked.body.code).toBe(0);
    await bound.closed();
    const esme = await s.connect();
    expect((await esme.bind('bind_transceiver', customer.systemId, customer.password)).command_status).toBe(
      STATUS.RBINDFAIL,
    );
  });

  test('an account holds at most SMPP_SERVER_MAX_BINDS binds; a closed one frees its place', async () => {
    const customer = await s.customer();
    const first = await s.bind(customer, 'bind_transmitter');
    await s.bind(customer, 'bind_receiver');
    const third = await s.connect();
    expect((await third.bind('bind_transceiver', customer.systemId, customer.password)).command_status).toBe(
      STATUS.RBINDFAIL,
    );
    await first.request('unbind');
    await first.closed();
    await waitFor(
      async () =>
        (await third.bind('bind_transceiver', customer.systemId, customer.password)).command_status === 0,
      5_000,
      'the freed place',
    );
  });

  test('a bind from an address outside the IP whitelist is ESME_RBINDFAIL', async () => {
    const customer = await s.customer();
    const updated = await s.t.post(
      '/api/sms/setting/update',
      { ipWhitelist: ['203.0.113.0/24'] },
      {
        token: customer.user.token,
      },
    );
    expect(updated.body.code).toBe(0);
    const esme = await s.connect();
    expect((await esme.bind('bind_transceiver', customer.systemId, customer.password)).command_status).toBe(
      STATUS.RBINDFAIL,
    );
  });

  test('a second bind on a bound connection is ESME_RALYBND', async () => {
    const customer = await s.customer();
    const esme = await s.bind(customer);
    expect((await esme.bind('bind_receiver', customer.systemId, customer.password)).command_status).toBe(
      STATUS.RALYBND,
    );
  });
});

describe('the protocol around the binds', () => {
  test('submit_sm before binding, or on a receiver bind, is ESME_RINVBNDSTS', async () => {
    const customer = await s.customer();
    const unbound = await s.connect();
    const fields = { destination_addr: '14155550123', dest_addr_ton: 1, short_message: Buffer.from('hi') };
    expect((await unbound.submit(fields)).command_status).toBe(STATUS.RINVBNDSTS);
    const receiver = await s.bind(customer, 'bind_receiver');
    expect((await receiver.submit(fields)).command_status).toBe(STATUS.RINVBNDSTS);
  });

  test('enquire_link is answered, bound or not; unbind is answered and the connection closed', async () => {
    const customer = await s.customer();
    const esme = await s.connect();
    expect((await esme.request('enquire_link')).command).toBe('enquire_link_resp');
    await esme.bind('bind_transceiver', customer.systemId, customer.password);
    expect((await esme.request('enquire_link')).command_status).toBe(0);
    expect((await esme.request('unbind')).command).toBe('unbind_resp');
    await esme.closed();
  });

  test('an unknown command_id is answered generic_nack ESME_RINVCMDID and the connection goes on', async () => {
    const unknown = encodePdu({ commandId: 0x000000ff, status: 0, sequence: 7, body: Buffer.alloc(0) });
    const enquire = encodePdu({
      commandId: COMMAND.ENQUIRE_LINK,
      status: 0,
      sequence: 8,
      body: Buffer.alloc(0),
    });
    const { pdus } = await rawExchange(s.port(), Buffer.concat([unknown, enquire]), 2);
    expect(pdus[0]).toMatchObject({ commandId: COMMAND.GENERIC_NACK, status: STATUS.RINVCMDID, sequence: 7 });
    expect(pdus[1]).toMatchObject({ commandId: COMMAND.ENQUIRE_LINK_RESP, sequence: 8 });
  });

  test('a command_length below the header is answered generic_nack ESME_RINVCMDLEN and the connection closed', async () => {
    const garbage = Buffer.from('00000004000000150000000000000009', 'hex');
    const { pdus, closed } = await rawExchange(s.port(), garbage, 1, { untilClosed: true });
    expect(pdus[0]).toMatchObject({
      commandId: COMMAND.GENERIC_NACK,
      status: STATUS.RINVCMDLEN,
      sequence: 9,
    });
    expect(closed).toBe(true);
  });

  test('a command_length beyond the largest PDU is refused the same way', async () => {
    const garbage = Buffer.from('7fffffff000000040000000000000003', 'hex');
    const { pdus } = await rawExchange(s.port(), garbage, 1);
    expect(pdus[0]).toMatchObject({ commandId: COMMAND.GENERIC_NACK, status: STATUS.RINVCMDLEN });
  });

  test('a submit_sm cut short inside its mandatory fields is answered generic_nack ESME_RINVCMDLEN', async () => {
    const broken = encodePdu({
      commandId: COMMAND.SUBMIT_SM,
      status: 0,
      sequence: 11,
      body: Buffer.from([0x41]),
    });
    const enquire = encodePdu({
      commandId: COMMAND.ENQUIRE_LINK,
      status: 0,
      sequence: 12,
      body: Buffer.alloc(0),
    });
    const { pdus } = await rawExchange(s.port(), Buffer.concat([broken, enquire]), 2);
    expect(pdus[0]).toMatchObject({
      commandId: COMMAND.GENERIC_NACK,
      status: STATUS.RINVCMDLEN,
      sequence: 11,
    });
    expect(pdus[1]).toMatchObject({ commandId: COMMAND.ENQUIRE_LINK_RESP, sequence: 12 });
  });
});
