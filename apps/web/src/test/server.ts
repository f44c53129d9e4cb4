// The one network layer of the component tests: MSW answers every request the app makes. The
// defaults answer as for a visitor (or a user with nothing saved yet); a test overrides them with
// `server.use(http.get(...))`, and setup.ts drops the overrides after each test.
import type { ErrorCode, ReviewsResponse } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The error body of api.md (`{ success: false, code, message }`), plus any extra fields. */
export const apiError = (status: number, code: ErrorCode, message: string, extra: object = {}) =>
  HttpResponse.json({ success: false, code, message, ...extra }, { status });

const noReviews: ReviewsResponse = {
  reviews: [],
  total: 0,
  page: 1,
  pageSize: 10,
  ratings: 0,
  reviewCount: 0,
  mine: null,
};

export const server = setupServer(
  http.get('/api/user/me', () => HttpResponse.json({ user: null })),
  http.post('/api/user/logout', () => HttpResponse.json({ success: true })),
  http.get('/api/config', () =>
    HttpResponse.json({
      paymentsProvider: 'local',
      stripePublishableKey: null,
      razorpayKeyId: null,
      businessName: 'TuitionHub',
    }),
  ),
  http.get('/api/reviews/getreviews', () => HttpResponse.json(noReviews)),
  http.get('/api/watchlist', () => HttpResponse.json({ items: [], total: 0 })),
  http.get('/api/payments', () => HttpResponse.json({ payments: [], total: 0, page: 1, pageSize: 10 })),
  http.get('/api/hires', () => HttpResponse.json({ hires: [], total: 0, page: 1, pageSize: 10 })),
  // Free demos (api-2 §2): no weekly times, no open slots, no bookings.
  http.get('/api/demo/availability/:entityType/:entityId', () => HttpResponse.json({ slots: [] })),
  http.get('/api/demo/open-slots/:entityType/:entityId', () => HttpResponse.json({ slots: [] })),
  http.get('/api/demo/bookings', () => HttpResponse.json({ bookings: [], total: 0, page: 1, pageSize: 50 })),
  // Requirements (api-2 §3): a student has posted none, a tutor or center has no leads.
  http.get('/api/requirements', () =>
    HttpResponse.json({ requirements: [], total: 0, page: 1, pageSize: 10 }),
  ),
  // Conversations (api-2 §4): the header's badge of a signed-in user, nothing unread.
  http.get('/api/conversations/unread', () => HttpResponse.json({ unread: 0 })),
);

export interface SentRequest {
  method: string;
  url: URL;
  path: string;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

/** Every request made during the current test, in order (emptied after each test). */
export const requests: SentRequest[] = [];

/** The requests made to `METHOD path`. */
export const requestsTo = (method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

/** Requests that change something (anything but GET). */
export const writes = () => requests.filter((r) => r.method !== 'GET');

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const sent: SentRequest = { method: request.method, url, path: url.pathname, body: undefined };
  requests.push(sent);
  // Read long before the answer reaches the component, so assertions after it see the body.
  if (request.headers.get('content-type')?.includes('application/json'))
    void request
      .clone()
      .json()
      .then((body) => {
        sent.body = body;
      });
});
