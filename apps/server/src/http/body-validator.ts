import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.ts';

/**
 * Route-level validator for bodies whose failures have a sentence in the spec
 * ('Please provide fees for all subjects.', …): the answer's `message` is the first problem's own
 * words (not "path: words" as elsewhere) and `errors` lists every problem with its path.
 * Params and query keep the default validator.
 */
export function sentenceBodyValidator<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart !== 'body') return validatorCompiler(route as FastifyRouteSchemaDef<ZodType>);
  const schema = route.schema as ZodType;
  return (data: unknown) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const errors = result.error.issues.map((i) => ({
      path: i.path.map(String).join('.') || 'body',
      message: i.message,
    }));
    return { error: new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'Invalid request', { errors }) };
  };
}
