import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

/**
 * A field's registration plus its current message, ready to spread on a `TextField`-like control:
 * `const field = fieldOf(form); <TextField label="Name" {...field('name')} />`.
 */
export const fieldOf =
  <T extends FieldValues>(form: UseFormReturn<T>) =>
  (name: Path<T>, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });

/**
 * Shows a failed write's field errors under the form's own fields: the server's `errors[]` by path,
 * and a 409 (the e-mail is taken) under `email`. Paths the form has no field for are left to the toast.
 */
export function useServerFieldErrors<T extends FieldValues>({
  setError,
  getValues,
}: Pick<UseFormReturn<T>, 'setError' | 'getValues'>) {
  return useCallback(
    (err: unknown) => {
      if (!(err instanceof ApiError)) return;
      const messages = { ...err.fieldErrors, ...(err.status === 409 ? { email: err.message } : {}) };
      const values = getValues();
      for (const [path, message] of Object.entries(messages)) {
        if (path in values) setError(path as Path<T>, { message });
      }
    },
    [setError, getValues],
  );
}

/**
 * A resolver checking `schema` for a form that holds more than it (e.g. the fields of every profile
 * kind): its answer keeps only the fields the schema names, which is what gets sent.
 */
export const resolverFor = <T extends FieldValues>(schema: z.ZodType) =>
  zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<T>;
