/**
 * The one Drizzle type for both drivers. A union of the PGlite and node-postgres database types breaks
 * Fastify's handler typing, so repositories take this base type (a transaction is one too).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
