// drizzle-kit reads the schema to generate SQL migrations into ./drizzle (committed; applied at start).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
