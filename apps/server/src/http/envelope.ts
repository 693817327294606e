/**
 * The envelope `{code, msg, data}` of every answer (API.md), and the response schema routes declare for it:
 * HTTP 200 carries either the success envelope or a catalogue error, so the documented 200 is a union.
 */
import { z } from 'zod';
import { SUCCESS_CODE, type ApiEnvelope, type SendRefusalData } from '@beacon/shared';

export function ok<T>(data: T): { code: typeof SUCCESS_CODE; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: 'success', data };
}

export const ZErrorEnvelopeSchema = z
  .object({
    code: z.number().int().describe('A catalogue code other than 0 (spec section 8).'),
    msg: z.string().describe("The message in the request's language; for 1001 it names the field."),
    data: z.union([
      z.null(),
      z.object({ fields: z.record(z.string(), z.string()) }),
      z
        .object({ problems: z.array(z.object({ kind: z.string() }).loose()) })
        .describe('A refused send (3002–3007): each problem and what it concerns.'),
    ]),
  })
  .meta({ id: 'ErrorEnvelope' });

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z
    .union([z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data }), ZErrorEnvelopeSchema])
    .describe('`code` 0 with `data`, or a catalogue error (still HTTP 200).');
}

export type ErrorEnvelope = ApiEnvelope<null | { fields: Record<string, string> } | SendRefusalData>;
