import type { ApiErrorBody, ErrorCode } from '@tuitionhub/contracts';

/** spec §8: FETCH_ERROR (network), TIMEOUT_ERROR, PARSING_ERROR, or the HTTP status with the body. */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'HTTP_ERROR';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly data?: Partial<ApiErrorBody> & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get code(): ErrorCode | undefined {
    return this.data?.code;
  }
  /** The server's field errors by path (for inline form messages). */
  get fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.data?.errors ?? []).map((e) => [e.path, e.message]));
  }
}

/** api.md: a successful write that answers only its sentence. */
export type MessageResponse = { success: true; message: string };

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** 0 (the default) means no timeout (spec §9). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export function toQueryString(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The one HTTP client of the web app. Sends JSON (or FormData as is), authenticates with the
 * HttpOnly session cookie, treats 200–299 as success and throws ApiError otherwise.
 */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? 0;
  let timedOut = false;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`${path}${toQueryString(opts.query)}`, {
      method: opts.method ?? 'GET',
      headers: opts.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {},
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (err) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR', 'The request timed out');
    if (opts.signal?.aborted) throw err;
    throw new ApiError('FETCH_ERROR', 'Could not reach the server. Check your connection.');
  } finally {
    if (timer) clearTimeout(timer);
  }
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError('PARSING_ERROR', 'The server sent an unreadable answer', res.status);
    }
  }
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody> & Record<string, unknown>;
    throw new ApiError('HTTP_ERROR', body.message ?? `Request failed (${res.status})`, res.status, body);
  }
  return data as T;
}

/** A page of a list as the screens use it: its rows under `items`, whatever the answer calls them. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** The server stopped counting at `total` (listings: "1,000+"). */
  totalCapped?: boolean;
  /** Listings: the cursor of the page after this one (pass it as `after`; decision 017). */
  next?: string;
}

/** A paged list's answer (api.md: the rows under `field`, with total, page and pageSize) as a `Page`. */
export function toPage<T>(answer: object, field: string): Page<T> {
  const { total, page, pageSize, totalCapped, next, ...rest } = answer as Omit<Page<T>, 'items'> &
    Record<string, T[]>;
  return {
    items: rest[field] ?? [],
    total,
    page,
    pageSize,
    ...(totalCapped ? { totalCapped } : {}),
    ...(next ? { next } : {}),
  };
}

/** GETs a paged list as a `Page`. */
export const getPage = async <T>(path: string, field: string, opts: RequestOptions): Promise<Page<T>> =>
  toPage<T>(await api<object>(path, opts), field);

/**
 * spec §8 "server message or …": the sentence the server sent in its error body, if it sent one;
 * else the fallback (never our own "Request failed (500)" or a network error's text).
 */
export const errorMessage = (err: unknown, fallback: string): string =>
  (err instanceof ApiError && typeof err.data?.message === 'string' && err.data.message) || fallback;
