import { ApiError } from '../../../lib/api-client.ts';

/** spec §8 "server message or …": the sentence the server sent, if it sent one; else the fallback. */
export const serverMessageOr = (err: unknown, fallback: string): string =>
  (err instanceof ApiError && typeof err.data?.message === 'string' && err.data.message) || fallback;
