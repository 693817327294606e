/**
 * Refuses, before any schema or handler runs, what no field of this API can hold: a NUL character (PostgreSQL
 * text and jsonb cannot store it, so the insert would fail), a lone UTF-16 surrogate (it has no UTF-8 form:
 * jsonb refuses it, text would silently keep U+FFFD instead), and nesting deeper than any console form.
 *
 * It is one walk over the path parameters, the query and the body of every route, rather than a rule inside
 * the shared string schemas, because the input reaches the database by paths no string schema sees: record
 * keys, hand-read bodies (the public send API, multipart uploads), query strings and path parameters, plain
 * `z.string()` fields of single routes, and routes written later. The shared schemas stay about the business
 * rules the console's forms share; a browser form cannot produce these characters anyway.
 *
 * The refusal is a validation failure naming the top-level field (1001 on the console, 400/1006 on the send
 * API, whose error handler reads `inputRefusalOf`).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from './validation-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The public send API ignores unknown fields at any depth (API.md); its own parser bounds the fields it
     * reads, so it opts out of the depth limit (NUL and broken Unicode are still refused everywhere).
     */
    unknownFieldsAnyDepth?: boolean;
  }
}

/** Console bodies are at most four levels deep (recipient variables: body → phone → name → value). */
export const MAX_INPUT_DEPTH = 16;

type InputProblem = 'textUnstorable' | 'nestedTooDeep';

export interface InputFinding {
  /** The top-level field (or parameter) holding the problem; `body` when it is the body itself or a key. */
  field: string;
  problem: InputProblem;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first problem in `value`, fields in order. Iterative, so a body nested 100,000 deep is walked without
 * recursion; each node is visited once.
 */
export function findUnstorableInput(value: unknown, maxDepth = Infinity): InputFinding | null {
  const stack: { value: unknown; field: string; depth: number }[] = [{ value, field: 'body', depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (!isStorableText(node.value)) return { field: node.field, problem: 'textUnstorable' };
      continue;
    }
    if (typeof node.value !== 'object' || node.value === null) continue;
    if (node.depth >= maxDepth) return { field: node.field, problem: 'nestedTooDeep' };
    const entries: [string, unknown][] = Array.isArray(node.value)
      ? node.value.map((item, index) => [String(index), item])
      : Object.entries(node.value);
    if (entries.some(([key]) => !isStorableText(key))) {
      return { field: node.depth === 0 ? 'body' : node.field, problem: 'textUnstorable' };
    }
    // Pushed last to first, so the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, field: node.depth === 0 ? key : node.field, depth: node.depth + 1 });
    }
  }
  return null;
}

/** Thrown by the guard; `validation` makes the console's error handler answer 1001 like a schema failure. */
class InputRefusedError extends Error {
  override name = 'InputRefusedError';
  readonly statusCode = 400;
  readonly validation: FieldIssue[];
  constructor(readonly finding: InputFinding) {
    super(`${finding.field}: ${finding.problem}`);
    this.validation = [{ instancePath: `/${finding.field}`, message: finding.problem }];
  }
}

export function inputRefusalOf(error: unknown): InputFinding | undefined {
  return error instanceof InputRefusedError ? error.finding : undefined;
}

async function guardInput(request: FastifyRequest): Promise<void> {
  const maxDepth = request.routeOptions.config?.unknownFieldsAnyDepth ? Infinity : MAX_INPUT_DEPTH;
  for (const source of [request.params, request.query, request.body]) {
    const finding = findUnstorableInput(source, maxDepth);
    if (finding) throw new InputRefusedError(finding);
  }
}

export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', guardInput);
  },
  { name: 'beacon-input-guard' },
);
