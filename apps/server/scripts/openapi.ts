/**
 * Writes the OpenAPI document (JSON) as /api/docs/json serves it to the file given, or to stdout:
 * `node --import tsx apps/server/scripts/openapi.ts [--public] [file]`. `--public`: only the public APIs and
 * the webhooks, what the SDK (packages/sdk) is generated from. Used by the OpenAPI lint and the SDK's build.
 */
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, publicApiDocument } from '../src/http/openapi-document.js';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const document = await buildOpenApiDocument();
const text = `${JSON.stringify(args.includes('--public') ? publicApiDocument(document) : document, null, 2)}\n`;
if (file) writeFileSync(file, text);
else process.stdout.write(text);
