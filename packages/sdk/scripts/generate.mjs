/**
 * The SDK's types come from the server's OpenAPI document: the public part of it (the /api/v1 paths and the
 * webhooks) is built in-process from the server's routes (apps/server/scripts/openapi.ts run from a bundle by
 * write-openapi.mjs: no server, no database, no network), turned into TypeScript by openapi-typescript and
 * formatted by the repo's prettier.
 *
 *   node scripts/generate.mjs          writes src/generated/openapi.ts
 *   node scripts/generate.mjs --check  fails when the committed file differs (`npm run build -w @beacon/sdk`)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';
import { writeOpenApiDocument } from '../../../apps/server/scripts/write-openapi.mjs';

const sdk = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = path.resolve(sdk, '../..');
const target = path.join(sdk, 'src/generated/openapi.ts');
const check = process.argv.includes('--check');

const HEADER = `/**
 * Generated from the server's OpenAPI document (its public part: /api/v1 and the webhooks) by
 * packages/sdk/scripts/generate.mjs with openapi-typescript. Do not edit: \`npm run generate -w @beacon/sdk\`.
 */
`;

async function publicDocument() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'beacon-sdk-'));
  try {
    const file = path.join(dir, 'openapi.json');
    const status = await writeOpenApiDocument(file, { publicOnly: true });
    if (status !== 0) throw new Error('building the OpenAPI document failed');
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ast = await openapiTS(await publicDocument(), { silent: true });
const options = await prettier.resolveConfig(target);
const text = await prettier.format(HEADER + astToString(ast), { ...options, filepath: target });

if (!check) {
  writeFileSync(target, text);
  console.log(`@beacon/sdk: wrote ${path.relative(root, target)}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // Missing counts as different.
  }
  if (committed !== text) {
    console.error(
      `@beacon/sdk: ${path.relative(root, target)} no longer matches the server's OpenAPI document.\n` +
        'Run `npm run generate -w @beacon/sdk` and commit the result.',
    );
    process.exit(1);
  }
  console.log('@beacon/sdk: generated types match the OpenAPI document');
}
