/**
 * A connection's life on the SMPP server: binding over TLS with a certificate made for the test, and the two
 * timers — a connection that never binds is closed, a bind that goes silent is unbound.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useSmppAccess } from '../testing/smpp-harness.js';

/** A self-signed certificate for localhost, made with the system's openssl. */
function selfSignedCertificate(): { certFile: string; keyFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'beacon-smpp-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

const s = useSmppAccess({
  smpp: { tls: { port: 0, ...selfSignedCertificate() }, bindTimeoutMs: 1_500, idleTimeoutMs: 3_000 },
});

describe('TLS', () => {
  test('an ESME binds and submits over TLS on the second port; the plain port stays plain', async () => {
    expect(s.tlsPort()).toBeGreaterThan(0);
    expect(s.tlsPort()).not.toBe(s.port());
    const customer = await s.customer();
    const esme = await s.connect({ tls: true });
    expect((await esme.bind('bind_transceiver', customer.systemId, customer.password)).command_status).toBe(
      0,
    );
    const answer = await esme.submit({
      destination_addr: '14155550123',
      dest_addr_ton: 1,
      registered_delivery: 1,
      short_message: Buffer.from('over TLS'),
    });
    expect(answer.command_status).toBe(0);
    const [receipt] = await esme.waitForDelivered(1);
    expect(receipt!.receipted_message_id).toBe(answer.message_id);
  });
});

describe('timers', () => {
  test('a connection that does not bind within SMPP_SERVER_BIND_TIMEOUT_MS is closed', async () => {
    const esme = await s.connect();
    await esme.closed();
  });

  test('a bind silent for SMPP_SERVER_IDLE_TIMEOUT_MS is unbound by the server; enquire_link keeps it', async () => {
    const customer = await s.customer();
    const lively = await s.bind(customer);
    const silent = await s.bind(customer);
    const unbinds: string[] = [];
    silent.session.on('unbind', () => unbinds.push('unbind'));
    // enquire_link every half of the idle time, while waiting for the silent one to be unbound.
    const keepAlive = setInterval(() => void lively.request('enquire_link').catch(() => undefined), 500);
    try {
      await silent.closed();
      expect(unbinds).toEqual(['unbind']);
      expect((await lively.request('enquire_link')).command_status).toBe(0);
    } finally {
      clearInterval(keepAlive);
    }
  });
});
