/**
 * Imported first by the console: zod 4 compiles faster object parsers with `new Function`, and every object
 * schema, when it is built, tries `Function('')` to learn whether it may. Under the console's
 * Content-Security-Policy (no 'unsafe-eval', see apps/server/src/http/security-headers.ts) that try is
 * refused and reported as a violation on every page. Zod reads the switch as each schema is built, so this
 * module must run before any module that builds one. The console's forms are small and zod's interpreter is
 * plenty; the server keeps the compiled parsers.
 */
import { config } from 'zod';

config({ jitless: true });
