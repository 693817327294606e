/**
 * Paths inside the server package. This file sits directly in src/ and the bundle in dist/, so the same
 * relative URL finds the package root from both `tsx src/main.ts` and `node dist/main.js`.
 */
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
