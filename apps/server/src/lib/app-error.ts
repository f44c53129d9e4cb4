import { type ErrorCode, errorStatus } from '@tuitionhub/contracts';

export interface FieldError {
  path: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into api.md's error body. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in to continue') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, data?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, data ? { data } : {});
export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError('VALIDATION_ERROR', message, errors ? { errors } : {});
