import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { CarrierRouter } from './carrier-router.js';
import { SmppCarrier } from './smpp-carrier.js';
import { configuredSmpp } from './smpp-package.js';
import { parseSmppRoutes } from './smpp-routes.js';
import { routeTableFromSmppRoutes } from './route-table.js';
import { SmscSimulator } from './simulator/smsc-simulator.js';
import { waitFor } from './testing/carrier-harness.js';
import { startScriptedBindSmsc, type ScriptedBindSmsc } from './testing/scripted-bind-smsc.js';
import { useTempDirs } from '../testing/temp-dirs.js';

const ESME_RINVPASWD = configuredSmpp.errors.ESME_RINVPASWD!;
const FAST_RECONNECT = { reconnectMin: 10, reconnectMax: 30, responseTimeout: 2000, connectTimeout: 2000 };
const tempDir = useTempDirs('beacon-bind-health');

interface LogLine {
  level: number;
  msg: string;
  carrier?: string;
  commandStatus?: string;
}

/** A pino logger writing its JSON lines into an array, as the server log would carry them. */
function captureLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}
const WARN = 40;

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function refusingSmsc(): Promise<ScriptedBindSmsc> {
  const smsc = await startScriptedBindSmsc(ESME_RINVPASWD);
  cleanups.push(() => smsc.close());
  return smsc;
}

function carrierFor(url: string, logger?: pino.Logger): SmppCarrier {
  const carrier = new SmppCarrier(url, { logger });
  cleanups.push(() => carrier.close());
  carrier.start();
  return carrier;
}

describe('bind health', () => {
  test('a bind refused with ESME_RINVPASWD reads as refused and is logged once, not per retry', async () => {
    const smsc = await refusingSmsc();
    const { logger, lines } = captureLog();
    const carrier = carrierFor(smsc.url('acme:wrong', { name: 'eu', ...FAST_RECONNECT }), logger);

    await waitFor(() => smsc.bindAttempts >= 4, 5_000, 'several bind attempts');
    expect(carrier.bindState()).toMatchObject({ carrier: 'eu', state: 'refused', error: 'ESME_RINVPASWD' });
    expect(carrier.isBound).toBe(false);
    const loud = lines.filter((line) => line.level >= WARN);
    expect(loud).toHaveLength(1);
    expect(loud[0]).toMatchObject({ carrier: 'eu', commandStatus: 'ESME_RINVPASWD' });
    expect(loud[0]!.msg).toMatch(/bind refused by 127\.0\.0\.1:\d+ with ESME_RINVPASWD \(0x0e\)/);
    expect(loud[0]!.msg).toMatch(/retrying with backoff/);
  });

  test('it keeps retrying with backoff and turns bound, logging that once, when the SMSC lets it in', async () => {
    const smsc = await refusingSmsc();
    const { logger, lines } = captureLog();
    const carrier = carrierFor(smsc.url('acme:fixed', { name: 'eu', ...FAST_RECONNECT }), logger);
    await waitFor(() => carrier.bindState().state === 'refused', 3_000, 'the refusal');

    smsc.bindStatus = configuredSmpp.errors.ESME_ROK!;
    await carrier.whenBound(AbortSignal.timeout(3_000));
    expect(carrier.bindState()).toMatchObject({ state: 'bound', error: null });
    expect(lines.filter((line) => /smpp: bound to/.test(line.msg))).toHaveLength(1);
  });

  test('an SMSC that is not listening reads as connecting with the socket error, logged once', async () => {
    const smsc = await refusingSmsc();
    const url = smsc.url('acme:pw', { name: 'gone', ...FAST_RECONNECT });
    await smsc.close();
    const { logger, lines } = captureLog();
    const carrier = carrierFor(url, logger);

    await waitFor(() => carrier.bindState().error === 'ECONNREFUSED', 3_000, 'the connect failure');
    // Each later failed attempt is a debug line only: three of them are three retries the log kept quiet about.
    await waitFor(
      () => lines.filter((line) => line.msg === 'smpp: disconnected').length >= 3,
      3_000,
      'three more attempts',
    );
    expect(carrier.bindState().state).toBe('connecting');
    const loud = lines.filter((line) => line.level >= WARN);
    expect(loud).toHaveLength(1);
    expect(loud[0]!.msg).toMatch(/cannot bind to 127\.0\.0\.1:\d+ \(ECONNREFUSED\)/);
  });

  test('the router reports every bind of SMPP_ROUTES in order', async () => {
    const refusing = await refusingSmsc();
    const simulator = await SmscSimulator.start({ dataDir: tempDir(), systemId: 'acme', password: 'pw' });
    cleanups.push(() => simulator.close());
    const table = parseSmppRoutes(
      `GB=${simulator.url({ name: 'uk', ...FAST_RECONNECT })};` +
        `*=${refusing.url('acme:wrong', { name: 'world', ...FAST_RECONNECT })}`,
    );
    const router = new CarrierRouter(routeTableFromSmppRoutes(table), (config) => new SmppCarrier(config));
    cleanups.push(() => router.close());
    router.start();

    const states = await waitFor(() => {
      const now = router.bindStates();
      return now.every((bind) => bind.state !== 'connecting') && now;
    }, 3_000);
    expect(states.map(({ carrier, state, error }) => ({ carrier, state, error }))).toEqual([
      { carrier: 'uk', state: 'bound', error: null },
      { carrier: 'world', state: 'refused', error: 'ESME_RINVPASWD' },
    ]);
  });
});
