/** Where the browser tests' server runs and keeps its data; read by the config, the server launcher and specs. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

const DEFAULT_PORT = 8181;

/**
 * Listens on the wanted loopback port and, when something else holds it, on one the OS picks, then prints the
 * port it got and lets it go. A child process keeps this synchronous: the config and the specs read the port
 * as a constant.
 */
const PROBE = `
const net = require('node:net');
const listen = (port, onTaken) => {
  const probe = net.createServer();
  probe.once('error', onTaken);
  probe.listen(port, '127.0.0.1', () => {
    const { port: got } = probe.address();
    probe.close(() => process.stdout.write(String(got)));
  });
};
listen(Number(process.argv[1]), () => listen(0, (error) => { throw error; }));
`;

/**
 * The port is chosen once, by the first process that loads this file (Playwright's runner), and handed on in
 * E2E_CHOSEN_PORT to the workers it forks: by then the server holds the port, so probing again would move away
 * from it.
 */
function choosePort(): number {
  const chosen = process.env.E2E_CHOSEN_PORT;
  if (chosen) return Number(chosen);
  const wanted = Number(process.env.E2E_PORT ?? DEFAULT_PORT);
  const port = Number(execFileSync(process.execPath, ['-e', PROBE, String(wanted)], { encoding: 'utf8' }));
  if (port !== wanted) console.log(`Port ${wanted} is taken: the browser tests use 127.0.0.1:${port}`);
  process.env.E2E_CHOSEN_PORT = String(port);
  return port;
}

export const E2E_PORT = choosePort();
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** One data directory per port, so two runs on different ports never share one. */
export const DATA_DIR = path.resolve(here, '..', E2E_PORT === DEFAULT_PORT ? '.data' : `.data-${E2E_PORT}`);
export const MAIL_DIR = path.join(DATA_DIR, 'mail');
export const SCREENSHOT_DIR = path.resolve(here, '..', 'screenshots');
/** Signs the single-sign-on tokens the SSO spec makes; the launcher gives the server the same one. */
export const SSO_SECRET = 'e2e-sso-secret-0123456789abcdef0123456789abcdef';
