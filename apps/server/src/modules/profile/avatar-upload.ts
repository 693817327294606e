/**
 * Reads the one file of an avatar upload into memory (at most 1 MB + 1 byte is read), turning every way an
 * upload can be wrong into the 1001 answer for the field `file`.
 */
import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { fieldError } from '../../lib/field-error.js';

const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  let part;
  try {
    part = request.isMultipart() ? await request.file() : undefined;
  } catch {
    throw fieldError(['file'], 'avatarRequired');
  }
  if (!part || part.fieldname !== 'file') throw fieldError(['file'], 'avatarRequired');
  try {
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw fieldError(['file'], 'avatarType');
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === TOO_LARGE) throw fieldError(['file'], 'avatarSize');
    if (error instanceof ZodError) throw error;
    // The parser's own failures (a body cut short, no closing boundary): no file arrived.
    throw fieldError(['file'], 'avatarRequired');
  }
}
