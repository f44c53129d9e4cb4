import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { singleFlight } from './single-flight.ts';

type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
/** As @fastify/compress (app.ts): smaller answers go as they are. */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (json: Buffer) => Buffer> = {
  // @fastify/compress's own settings, so a shared answer is the bytes any other answer would be.
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (json) => gzipSync(json),
};

/**
 * An answer many requests get at once (singleFlight): checked against its response schema and
 * written as JSON once, and compressed at most once per encoding, instead of once per request.
 * Fifty visitors opening All Tutors together cost one set of queries, one serialisation and one
 * compression.
 */
export class SharedAnswer {
  readonly #json: Buffer;
  readonly #encoded = new Map<Encoding, Buffer>();

  constructor(schema: z.ZodType, answer: unknown) {
    // What the route's serializer would do (fastify-type-provider-zod): encode by the schema, which
    // also drops any field it does not name; a mismatch throws, and the request answers 500.
    this.#json = Buffer.from(JSON.stringify(z.encode(schema, answer)));
  }

  /** Sends the answer in the best encoding the request accepts. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const accepted = request.headers['accept-encoding'];
    const encoding =
      this.#json.length >= COMPRESS_FROM_BYTES && accepted ? negotiate(accepted, encodings) : null;
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.#json);
    let body = this.#encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.#json);
      this.#encoded.set(encoding, body);
    }
    // @fastify/compress leaves an answer that already names its encoding as it is.
    return reply.header('content-encoding', encoding).send(body);
  }
}

/**
 * Sends a GET's answer that depends on `key` alone (never on who asks): identical requests that
 * arrive together share one run of `find` (singleFlight) and one SharedAnswer.
 */
export function coalesced(
  schema: z.ZodType,
): (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  find: () => Promise<unknown>,
) => Promise<FastifyReply> {
  const flight = singleFlight<SharedAnswer>();
  return async (request, reply, key, find) =>
    (await flight(key, async () => new SharedAnswer(schema, await find()))).send(request, reply);
}
