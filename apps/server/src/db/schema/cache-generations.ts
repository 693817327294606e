/**
 * One counter per cached scope ('account:<id>', 'prices'), bumped by the triggers of migration 0016 in the
 * transaction of every change a send API cache holds (docs/performance.md, "Caches").
 */
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const cacheGenerations = pgTable('cache_generations', {
  scope: text('scope').primaryKey(),
  generation: bigint('generation', { mode: 'bigint' }).notNull().default(0n),
});
