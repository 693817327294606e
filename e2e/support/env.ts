/**
 * Where the browser tests' servers run and keep their data; read by the config, the server launcher and specs.
 * Each Playwright worker has a server of its own (its own port, data directory, mail outbox and SMSC
 * simulator), so journeys running side by side never meet: no shared rate-limit bucket, no mail or SMS of
 * another journey's user, no operator command against the other's database.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const DEFAULT_PORT = 8181;

/**
 * How many journeys run at once. Two on a 2-core machine: a journey mostly waits (on the server, on
 * animations, on polls), so the second one fills the first one's gaps.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const;
type TraceMode = (typeof TRACE_MODES)[number];
/**
 * Playwright's trace of each journey, off unless asked for (`E2E_TRACE=retain-on-failure`): recording one (a DOM
 * snapshot at every step) took 190 CPU-seconds where the same four journeys took 100 without, nearly doubling
 * the browser tests on two cores. A failure still leaves its screenshot and the page's ARIA snapshot.
 */
export const E2E_TRACE: TraceMode = traceMode(process.env.E2E_TRACE);

function traceMode(value: string | undefined): TraceMode {
  if (value === undefined || value === '') return 'off';
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}; it is "${value}"`);
  return mode;
}

/**
 * Listens on each wanted loopback port and, when something else holds it, on one the OS picks, then prints
 * the ports it got and lets them go. A child process keeps this synchronous: the config and the specs read
 * the ports as constants.
 */
const PROBE = `
const net = require('node:net');
const listen = (port, onTaken) => new Promise((resolve) => {
  const probe = net.createServer();
  probe.once('error', () => resolve(onTaken()));
  probe.listen(port, '127.0.0.1', () => resolve(probe));
});
(async () => {
  const held = [];
  for (const wanted of process.argv.slice(1).map(Number)) {
    held.push(await listen(wanted, () => listen(0, () => { throw new Error('no free port'); })));
  }
  process.stdout.write(held.map((probe) => probe.address().port).join(','));
  for (const probe of held) probe.close();
})();
`;

/**
 * The ports are chosen once, by the first process that loads this file (Playwright's runner), and handed on
 * in E2E_CHOSEN_PORTS to the workers it forks: by then the servers hold them, so probing again would move
 * away from them.
 */
function choosePorts(): number[] {
  // E2E_CHOSEN_PORT (one port) is how a run was pointed at a server started by hand before there were two.
  const chosen = process.env.E2E_CHOSEN_PORTS ?? process.env.E2E_CHOSEN_PORT;
  if (chosen) return chosen.split(',').map(Number);
  const first = Number(process.env.E2E_PORT ?? DEFAULT_PORT);
  const wanted = Array.from({ length: E2E_WORKERS }, (_, index) => first + index);
  const ports = execFileSync(process.execPath, ['-e', PROBE, ...wanted.map(String)], { encoding: 'utf8' })
    .split(',')
    .map(Number);
  if (ports.some((port, index) => port !== wanted[index]))
    console.log(`Ports ${wanted.join(', ')} are not all free: the browser tests use ${ports.join(', ')}`);
  process.env.E2E_CHOSEN_PORTS = ports.join(',');
  return ports;
}

/** One data directory per port, so two runs on different ports never share one. */
const dataDirOf = (port: number) =>
  path.resolve(here, '..', port === DEFAULT_PORT ? '.data' : `.data-${port}`);

export const E2E_SERVERS = choosePorts().map((port) => ({
  port,
  baseUrl: `http://127.0.0.1:${port}`,
  dataDir: dataDirOf(port),
}));

/** In a worker, the server of its parallel slot (TEST_PARALLEL_INDEX); in the runner, the first. */
const own = E2E_SERVERS[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % E2E_SERVERS.length]!;

export const BASE_URL = own.baseUrl;
export const DATA_DIR = own.dataDir;
export const MAIL_DIR = path.join(DATA_DIR, 'mail');
export const SCREENSHOT_DIR = path.resolve(here, '..', 'screenshots');
/** Signs the single-sign-on tokens the SSO spec makes; the launcher gives the server the same one. */
export const SSO_SECRET = 'e2e-sso-secret-0123456789abcdef0123456789abcdef';
