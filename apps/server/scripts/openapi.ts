/**
 * Writes the OpenAPI document (JSON) to the file given, or to stdout: `node --import tsx
 * apps/server/scripts/openapi.ts <file>`. Used by the OpenAPI lint and the SDK's generator.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../src/http/openapi-document.js';

const [file] = process.argv.slice(2);
const text = `${JSON.stringify(await buildOpenApiDocument(), null, 2)}\n`;
if (file) writeFileSync(file, text);
else process.stdout.write(text);
