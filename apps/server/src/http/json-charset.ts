import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const jsonType = /^\s*application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const charsetParam = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/**
 * onRequest hook: JSON is read as UTF-8 (RFC 8259), so a body declared in another charset would be
 * misread; it is refused with 415 before anything is parsed.
 */
export async function requireUtf8Json(request: FastifyRequest): Promise<void> {
  const type = request.headers['content-type'];
  if (!type || !jsonType.test(type)) return;
  const charset = charsetParam.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send JSON as UTF-8 (charset=utf-8)');
  }
}
