/** Where the browser tests' server runs and keeps its data; read by the config, the server launcher and specs. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** One data directory per port, so two runs on different ports (E2E_PORT) never share one. */
export const DATA_DIR = path.resolve(here, '..', E2E_PORT === 8181 ? '.data' : `.data-${E2E_PORT}`);
export const MAIL_DIR = path.join(DATA_DIR, 'mail');
export const SCREENSHOT_DIR = path.resolve(here, '..', 'screenshots');
/** Signs the single-sign-on tokens the SSO spec makes; the launcher gives the server the same one. */
export const SSO_SECRET = 'e2e-sso-secret-0123456789abcdef0123456789abcdef';
