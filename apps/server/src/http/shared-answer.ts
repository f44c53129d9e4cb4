import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { singleFlight } from '../lib/single-flight.ts';
import { compressors, type Encoding, encodingFor } from './compressed-body.ts';

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
    const encoding = encodingFor(request, this.#json.length);
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
