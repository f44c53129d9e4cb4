import { type ErrorCode, errorCodes, errorStatus } from '@tuitionhub/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * A failed database query carries its SQL and parameters (an e-mail address, a message): the log gets
 * the database's own error (code and message) and never the query.
 */
function withoutQuery(err: Error): Error | { type: string; message: string; code?: string } {
  if (!('query' in err && 'params' in err)) return err;
  const cause = err.cause as { message?: string; code?: string } | undefined;
  return { type: 'DatabaseQueryError', message: cause?.message ?? 'query failed', code: cause?.code };
}

/** The error model's code for a client-error status (415 → UNSUPPORTED_MEDIA_TYPE); BAD_REQUEST when none fits. */
const codeForStatus = new Map<number, ErrorCode>(
  errorCodes.filter((c) => c !== 'VALIDATION_ERROR').map((c) => [errorStatus[c], c]),
);

/**
 * One error handler for the whole server (api.md "Conventions"): every failure becomes
 * `{ success: false, message, code, errors?, requestId? }` with a fitting status, never a stack trace.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) {
        if (err.extra.headers) reply.headers(err.extra.headers);
        return reply.status(err.status).send({
          success: false,
          code: err.code,
          message: err.message,
          ...(err.extra.errors ? { errors: err.extra.errors } : {}),
          ...(err.extra.data ?? {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((v) => {
          const where = (err.validationContext ?? 'body').replace(/^querystring$/, 'query');
          const p = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return { path: p || where, message: v.message ?? 'Invalid value' };
        });
        const first = errors[0];
        return reply.status(400).send({
          success: false,
          code: 'VALIDATION_ERROR',
          message: first ? `${first.path}: ${first.message}` : 'Invalid request',
          errors,
        });
      }
      if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
        return reply.status(500).send({
          success: false,
          code: 'INTERNAL',
          message: 'Something went wrong on our side',
          requestId: request.id,
        });
      }
      const status = err.statusCode ?? 500;
      if (
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        (status === 400 && err instanceof SyntaxError)
      ) {
        return reply
          .status(400)
          .send({ success: false, code: 'BAD_REQUEST', message: 'Malformed JSON body' });
      }
      if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({
          success: false,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Unsupported content type for this route',
        });
      }
      if (
        status === 413 ||
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
        err.code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        return reply
          .status(413)
          .send({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
      }
      if (status === 429) {
        return reply.status(429).send({
          success: false,
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please try again later.',
        });
      }
      if (status >= 400 && status < 500) {
        // A plugin's own 4xx (an unsupported Content-Encoding is 415): the code says what the status says;
        // a status the error model has no code for is answered as 400 BAD_REQUEST.
        const code = codeForStatus.get(status);
        return reply
          .status(code ? status : 400)
          .send({ success: false, code: code ?? 'BAD_REQUEST', message: err.message });
      }
      request.log.error({ err: withoutQuery(err) }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong on our side',
        requestId: request.id,
      });
    });
  },
  { name: 'errors' },
);
