import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
/** As @fastify/compress (app.ts): smaller bodies go as they are. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * For bodies sent where @fastify/compress does not reach or should not work again (an answer
 * shared by many requests, the web pages of the not-found handler): its own settings (brotli
 * quality 4 in text mode, gzip), negotiated as it negotiates, q-values included.
 */
export const compressors: Record<Encoding, (body: Buffer | string) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/** The encoding to send a body of `bytes` in for this request, or null to send it as it is. */
export function encodingFor(request: FastifyRequest, bytes: number): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  return bytes >= COMPRESS_FROM_BYTES && accepted ? negotiate(accepted, encodings) : null;
}
