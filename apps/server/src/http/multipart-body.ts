import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../lib/app-error.ts';

/**
 * The parts of a multipart request. A body the parser cannot read (no boundary, cut short, broken
 * headers) is the client's mistake: 400 BAD_REQUEST instead of the parser's bare error and a 500.
 */
export async function* formParts(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest['parts']>[0],
): AsyncGenerator<Multipart> {
  try {
    yield* request.parts(options);
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status && status < 500)) throw err;
    throw new AppError('BAD_REQUEST', 'The form data is malformed');
  }
}

/**
 * preValidation hook: turns a multipart form into a plain body so the route's schema checks it like
 * JSON (spec §7: sign-up may be multipart, with subjects/courses/fees as JSON text).
 * Files are not accepted here: the photo is uploaded first (POST /api/uploads) and sent as its URL.
 */
export function multipartBody(jsonFields: readonly string[]) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    for await (const part of formParts(request)) {
      if (part.type === 'file') {
        await part.toBuffer();
        throw badRequest('Upload the photo first and send its address in the photo field', [
          { path: part.fieldname, message: 'Files are not accepted here' },
        ]);
      }
      const value = part.value;
      if (jsonFields.includes(part.fieldname) && typeof value === 'string') {
        try {
          body[part.fieldname] = value.trim() ? JSON.parse(value) : undefined;
        } catch {
          throw badRequest(`${part.fieldname} must be JSON text`, [
            { path: part.fieldname, message: 'Must be JSON text' },
          ]);
        }
      } else {
        body[part.fieldname] = value;
      }
    }
    request.body = body;
  };
}
