/**
 * The OpenAPI document as /api/docs/json serves it, built in this process without a server or a database:
 * the app is assembled on a database handle that never connects (building routes runs no query) and the
 * document is read from it once it is ready. The lint (`npm run lint:openapi`) and the SDK's generated types
 * (`packages/sdk`) both start from here, so they see exactly what the server documents.
 */
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { usePostgresPool } from '../db/client.js';
import { pruneComponents, type JsonObject } from './openapi-rules.js';

/** `npm start`'s default address, for the links of the document's info (terms of service). */
const DOCUMENT_URL = 'http://localhost:8080';

type OpenApiDocument = ReturnType<FastifyInstance['swagger']>;

/** The public APIs' paths (API-key auth, their own HTTP statuses): what the SDK is generated from. */
const PUBLIC_PREFIX = '/api/v1/';

/** Never called: building the app only wires these in. */
function unused(what: string): never {
  throw new Error(`${what} is not available while only the OpenAPI document is built`);
}

export async function buildOpenApiDocument(): Promise<OpenApiDocument> {
  // Fixed keys so no secrets file is read or written: nothing here signs or checks anything.
  const config = loadConfig({
    PUBLIC_URL: DOCUMENT_URL,
    CAPTCHA_HMAC_KEY: 'openapi-document-only-0123456789abcdef',
    COOKIE_SECRET: 'openapi-document-only-0123456789abcdef',
    CODE_HMAC_KEY: 'openapi-document-only-0123456789abcdef',
  });
  // A pool connects on its first query, and there is none: the address is never dialled.
  const database = usePostgresPool(new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/unused' }));
  const app = await buildApp({
    config,
    db: database.db,
    clock: () => new Date(),
    mailer: { send: async () => unused('mail'), close: async () => {} },
    captcha: { createChallenge: async () => unused('captcha'), verify: async () => unused('captcha') },
    logger: pino({ level: 'silent' }),
  });
  try {
    await app.ready();
    // Served, the document names the deployment's PUBLIC_URL; built here it belongs to no deployment, so
    // its server is the one it is read from (a relative URL, as OpenAPI allows).
    return { ...app.swagger(), servers: [{ url: '/', description: 'The server this document came from.' }] };
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * The part of the document an external sender uses (`packages/sdk`): the paths under /api/v1, the webhooks,
 * and the tags, security schemes and component schemas they refer to.
 */
export function publicApiDocument(document: OpenApiDocument): OpenApiDocument {
  const full = structuredClone(document) as unknown as JsonObject & {
    paths: Record<string, Record<string, { tags?: string[]; security?: Record<string, string[]>[] }>>;
    webhooks?: Record<string, Record<string, { tags?: string[] }>>;
    tags?: { name: string }[];
    components?: { securitySchemes?: Record<string, unknown> };
  };
  const paths = Object.fromEntries(
    Object.entries(full.paths).filter(([path]) => path.startsWith(PUBLIC_PREFIX)),
  );
  const operations = [...Object.values(paths), ...Object.values(full.webhooks ?? {})].flatMap((item) =>
    Object.values(item),
  );
  const tags = new Set(operations.flatMap((operation) => operation.tags ?? []));
  const schemes = new Set(
    Object.values(paths)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => (operation.security ?? []).flatMap((requirement) => Object.keys(requirement))),
  );
  const publicPart = {
    ...full,
    paths,
    tags: (full.tags ?? []).filter((tag) => tags.has(tag.name)),
    components: {
      ...full.components,
      securitySchemes: Object.fromEntries(
        Object.entries(full.components?.securitySchemes ?? {}).filter(([name]) => schemes.has(name)),
      ),
    },
  } as unknown as JsonObject;
  pruneComponents(publicPart);
  return publicPart as unknown as OpenApiDocument;
}
