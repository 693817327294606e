/**
 * Baseline of the dispatch scenario: the smpp package's bare submit loop against the same SMSC simulator as
 * the engine's — bind_transceiver, N submit_sm with at most `window` awaiting their response, every receipt
 * (deliver_sm) answered, no database. The simulator is the server's own, started with the same receipt delay:
 * in this process when the engine embeds it, or the simulator process at `port` when the engine binds to one
 * (bench/simulator.ts). The submits carry the same text and message-id TLV.
 * Usage: smpp-loop.ts <messages> <window> <receiptDelayMs> [port]; prints one JSON line of results.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import smpp from 'smpp';
import { BEACON_MESSAGE_ID_TLV, SmscSimulator } from '../../apps/server/src/carriers/index.js';
import { newMessageId } from '../../apps/server/src/lib/ids.js';

export interface SmppLoopResult {
  messages: number;
  submitSeconds: number;
  receiptSeconds: number;
  submittedPerSecond: number;
  receiptsPerSecond: number;
}

async function main(): Promise<void> {
  const [count, window, receiptDelayMs] = process.argv.slice(2, 5).map(Number) as [number, number, number];
  const externalPort = process.argv[5] ? Number(process.argv[5]) : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-smpp-'));
  const simulator = externalPort === null ? await SmscSimulator.start({ dataDir, receiptDelayMs }) : null;
  let session: smpp.Session | undefined;
  await new Promise<void>((resolve, reject) => {
    const connected = smpp.connect({ host: '127.0.0.1', port: externalPort ?? simulator!.port }, () => {
      connected.send(new smpp.PDU('bind_transceiver', { system_id: 'beacon', password: 'beacon' }), (pdu) =>
        pdu.command_status === 0 ? resolve() : reject(new Error(`bind refused: ${pdu.command_status}`)),
      );
    });
    connected.once('error', reject);
    session = connected;
  });
  const bound = session!;

  const text = Buffer.from('Your Beacon code is 042917', 'latin1');
  let receipts = 0;
  let submitted = 0;
  let sent = 0;
  let submitDone = 0;
  const started = performance.now();
  const finished = new Promise<void>((resolve, reject) => {
    bound.on('deliver_sm', (pdu: smpp.PDU) => {
      bound.send(pdu.response());
      receipts += 1;
      if (receipts === count) resolve();
    });
    bound.on('error', reject);
    const next = () => {
      while (sent < count && sent - submitted < window) {
        const sequence = sent++;
        const pdu = new smpp.PDU('submit_sm', {
          source_addr_ton: 5,
          source_addr_npi: 0,
          source_addr: 'Beacon',
          dest_addr_ton: 1,
          dest_addr_npi: 1,
          destination_addr: `1415${2_000_000 + sequence}`,
          registered_delivery: 1,
          data_coding: 0,
          short_message: text,
          [BEACON_MESSAGE_ID_TLV.name]: newMessageId(),
        });
        bound.send(pdu, (response) => {
          if (response.command_status !== 0) {
            reject(new Error(`submit_sm refused: ${response.command_status}`));
            return;
          }
          submitted += 1;
          if (submitted === count) submitDone = performance.now();
          next();
        });
      }
    };
    next();
  });
  await finished;
  const ended = performance.now();
  bound.close();
  await simulator?.close();
  await rm(dataDir, { recursive: true, force: true });
  const submitSeconds = (submitDone - started) / 1000;
  const receiptSeconds = (ended - started) / 1000;
  const result: SmppLoopResult = {
    messages: count,
    submitSeconds,
    receiptSeconds,
    submittedPerSecond: count / submitSeconds,
    receiptsPerSecond: count / receiptSeconds,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
