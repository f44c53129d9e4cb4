import { apiErrorSchema } from '@tuitionhub/contracts';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import {
  type Actor,
  createAdmin,
  createCenter,
  createStudent,
  createTutor,
  TEST_PASSWORD,
} from './helpers/factories.ts';
import { multipart } from './helpers/multipart.ts';
import { recordReliability } from './helpers/reliability.ts';

/**
 * Every route of the OpenAPI document, tried by eight actors, each against a fresh world of its own
 * (so a delete by one never hides what the next one could do). The table says what each actor must
 * get; a route the server publishes and the table does not name fails the first test.
 */
const actors = [
  'visitor',
  'student',
  'otherStudent',
  'tutor',
  'otherTutor',
  'center',
  'otherCenter',
  'admin',
] as const;
type ActorName = (typeof actors)[number];
type Outcome = Record<ActorName, number>;

interface World {
  student: Actor;
  otherStudent: Actor;
  tutor: Actor;
  otherTutor: Actor;
  center: Actor;
  otherCenter: Actor;
  admin: Actor;
  /** The student's review of the tutor. */
  reviewId: string;
  /** The student's pending payment for the watchlist (the tutor's Mathematics). */
  clientSecret: string;
  /** A payment of the student's that the admin recorded and marked paid: it has a receipt. */
  paidPaymentId: string;
  /** The student's demo request to the tutor (`requested`), and another open slot of the tutor's. */
  bookingId: string;
  openSlot: string;
  /** The student's conversation with the tutor, and its first message. */
  conversationId: string;
  messageId: string;
  /** The student's requirement (the tutor matches it) and a third tutor's response to it. */
  requirementId: string;
  responseId: string;
}

const all = (status: number): Outcome => Object.fromEntries(actors.map((a) => [a, status])) as Outcome;
/** Visitors 401, everyone signed in `status`, with exceptions. */
const signedIn = (status: number, except: Partial<Outcome> = {}): Outcome => ({
  ...all(status),
  visitor: 401,
  ...except,
});
/** Visitors 401, admin `status`, everyone else 403. */
const adminOnly = (status: number): Outcome => signedIn(403, { admin: status });
/** Only `owner` and the admin; other accounts 403, visitors 401. */
const ownerOrAdmin = (owner: ActorName, status: number): Outcome =>
  signedIn(403, { [owner]: status, admin: status });

let n = 0;
const unique = () => `${process.pid}-${Date.now()}-${n++}`;
const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();

interface Route {
  route: string;
  request: (w: World) => Promise<InjectOptions> | InjectOptions;
  expect: Outcome;
}

const newAccount = () => ({
  role: 'Student',
  acceptTerms: true,
  name: 'New Student',
  email: `new-${unique()}@example.test`,
  password: TEST_PASSWORD,
  profileInfo: 'Class 9, CBSE',
});
const tutorFields = () => ({
  name: 'New Tutor',
  email: `tutor-${unique()}@example.test`,
  password: TEST_PASSWORD,
  bio: 'Maths for boards',
  availability: 'Evening',
  subjects: ['Physics'],
  fees: { Physics: 800 },
  city: 'Pune',
  modes: ['Online'],
  classLevels: ['IX-X'],
});
const centerFields = () => ({
  name: 'New Center',
  email: `center-${unique()}@example.test`,
  password: TEST_PASSWORD,
  location: 'Pune',
  description: 'Small batches',
  contactNumber: '+91 98765 43210',
  courses: ['NEET'],
  fees: { NEET: 3000 },
  city: 'Pune',
  classLevels: ['XI-XII'],
});
const message = { name: 'Asha', email: 'asha@example.test', message: 'Hello' };
/** An online Class 9–10 Mathematics requirement (the world's tutor matches it). */
const requirementFields = {
  subject: 'Mathematics',
  classLevel: 'IX-X',
  modes: ['Online'],
  pincode: '411038',
  budget: 2000,
  schedule: 'Evenings',
  details: 'Algebra help',
};
/** Two online demo slots every day (India time). */
const demoSlots = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, start: '10:00', end: '11:00', mode: 'Online' },
  { weekday, start: '18:00', end: '19:00', mode: 'Online' },
]);

const routes: Route[] = [
  { route: 'GET /api/config', request: () => ({ url: '/api/config' }), expect: all(200) },
  // Accounts
  {
    route: 'POST /api/user/register',
    request: () => ({ url: '/api/user/register', payload: newAccount() }),
    expect: all(201),
  },
  {
    route: 'POST /api/user/login',
    request: (w) => ({
      url: '/api/user/login',
      payload: { email: w.otherStudent.email, password: TEST_PASSWORD },
    }),
    expect: all(200),
  },
  { route: 'POST /api/user/logout', request: () => ({ url: '/api/user/logout' }), expect: all(200) },
  // A visitor's session check answers 200 { user: null } (issue 15 item 14).
  { route: 'GET /api/user/me', request: () => ({ url: '/api/user/me' }), expect: all(200) },
  {
    route: 'PUT /api/user/update/{userId}',
    request: (w) => ({ url: `/api/user/update/${w.student.id}`, payload: { profileInfo: 'Class 10, ICSE' } }),
    expect: ownerOrAdmin('student', 200),
  },
  {
    route: 'POST /api/user/forgot-password',
    request: (w) => ({ url: '/api/user/forgot-password', payload: { email: w.student.email } }),
    expect: all(200),
  },
  {
    route: 'POST /api/user/reset-password',
    request: () => ({
      url: '/api/user/reset-password',
      payload: { token: 'not-a-real-token', password: 'another password' },
    }),
    expect: all(400),
  },
  { route: 'GET /api/user/all', request: () => ({ url: '/api/user/all' }), expect: adminOnly(200) },
  {
    route: 'DELETE /api/user/delete/{userId}',
    request: (w) => ({ url: `/api/user/delete/${w.student.id}` }),
    expect: adminOnly(200),
  },

  // Tutors and centers (the same rules for both kinds)
  ...(
    [
      ['/api/tutors', 'all-tutors', 'latest-tutors', 'get-tutor', 'update-tutor', 'tutor'],
      ['/api/tuition-centers', 'all', 'latest', 'get-profile', 'update', 'center'],
    ] as const
  ).flatMap(([base, list, latest, read, update, owner]): Route[] => [
    { route: `GET ${base}/${list}`, request: () => ({ url: `${base}/${list}` }), expect: all(200) },
    { route: `GET ${base}/${latest}`, request: () => ({ url: `${base}/${latest}` }), expect: all(200) },
    {
      route: `GET ${base}/${read}/{id}`,
      request: (w) => ({ url: `${base}/${read}/${w[owner].id}` }),
      expect: all(200),
    },
    {
      route: `POST ${base}/create`,
      request: () => ({ url: `${base}/create`, payload: owner === 'tutor' ? tutorFields() : centerFields() }),
      expect: adminOnly(201),
    },
    {
      route: `PUT ${base}/${update}/{id}`,
      request: (w) => ({ url: `${base}/${update}/${w[owner].id}`, payload: { name: 'Renamed' } }),
      expect: ownerOrAdmin(owner, 200),
    },
    {
      route: `DELETE ${base}/delete/{id}`,
      request: (w) => ({ url: `${base}/delete/${w[owner].id}` }),
      expect: ownerOrAdmin(owner, 200),
    },
  ]),
  {
    route: 'GET /api/tutors/search',
    request: () => ({ url: '/api/tutors/search?name=tutor' }),
    expect: all(200),
  },
  { route: 'GET /api/search', request: () => ({ url: '/api/search?q=maths' }), expect: all(200) },
  { route: 'GET /api/places', request: () => ({ url: '/api/places?q=411038' }), expect: all(200) },

  // Reviews
  {
    route: 'GET /api/reviews/getreviews',
    request: (w) => ({
      url: `/api/reviews/getreviews?reviewedEntityId=${w.tutor.id}&reviewedEntityType=Tutor`,
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/reviews/create',
    request: (w) => ({
      url: '/api/reviews/create',
      payload: {
        reviewText: 'Clear and patient',
        rating: 5,
        reviewedEntityId: w.otherTutor.id,
        reviewedEntityType: 'Tutor',
      },
    }),
    // Anyone signed in may review once; the tutor under review may not review itself.
    expect: signedIn(201, { otherTutor: 403 }),
  },
  {
    route: 'PUT /api/reviews/reviews/{id}',
    request: (w) => ({ url: `/api/reviews/reviews/${w.reviewId}`, payload: { rating: 4 } }),
    // Only its author edits a review: not even an admin puts words in a parent's mouth.
    expect: signedIn(403, { student: 200 }),
  },
  {
    route: 'DELETE /api/reviews/reviews/{id}',
    request: (w) => ({ url: `/api/reviews/reviews/${w.reviewId}` }),
    expect: ownerOrAdmin('student', 200),
  },

  // Watchlist: everyone has their own
  { route: 'GET /api/watchlist', request: () => ({ url: '/api/watchlist' }), expect: signedIn(200) },
  {
    route: 'PUT /api/watchlist/{tutorId}',
    request: (w) => ({ url: `/api/watchlist/${w.tutor.id}`, payload: { subject: 'Mathematics' } }),
    expect: signedIn(200, { tutor: 403 }),
  },
  {
    route: 'DELETE /api/watchlist/{tutorId}',
    request: (w) => ({ url: `/api/watchlist/${w.tutor.id}` }),
    // Only the student has this tutor in a watchlist; nobody can remove it from someone else's.
    expect: signedIn(404, { student: 200 }),
  },

  // Payments
  {
    route: 'POST /api/payments/create/{userId}',
    request: (w) => ({ url: `/api/payments/create/${w.student.id}`, payload: { amount: 500 } }),
    expect: signedIn(403, { student: 200 }),
  },
  { route: 'GET /api/payments', request: () => ({ url: '/api/payments' }), expect: signedIn(200) },
  {
    route: 'POST /api/payments/manual',
    request: (w) => ({ url: '/api/payments/manual', payload: { userId: w.student.id, amount: 500 } }),
    expect: adminOnly(201),
  },
  {
    route: 'POST /api/payments/update-status',
    request: () => ({
      url: '/api/payments/update-status',
      payload: { paymentIntentId: 'pi_unknown', status: 'paid' },
    }),
    expect: adminOnly(404),
  },
  {
    route: 'POST /api/payments/local/confirm',
    request: (w) => ({
      url: '/api/payments/local/confirm',
      payload: {
        clientSecret: w.clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
    }),
    // Only the payer can confirm their own payment.
    expect: signedIn(404, { student: 200 }),
  },
  {
    route: 'GET /api/payments/{id}/receipt',
    request: (w) => ({ url: `/api/payments/${w.paidPaymentId}/receipt` }),
    // The payer and the admin; to anyone else the payment does not exist.
    expect: signedIn(404, { student: 200, admin: 200 }),
  },
  {
    route: 'POST /api/payments/{id}/refund',
    request: (w) => ({
      url: `/api/payments/${w.paidPaymentId}/refund`,
      payload: { amount: 1, reason: 'Sweep refund' },
    }),
    // The admin refunds a rupee of the paid payment (it stays paid); nobody else may.
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/hires',
    request: () => ({ url: '/api/hires' }),
    // Everyone signed in sees their own (students, tutors, centers) or all (the admin).
    expect: signedIn(200),
  },
  {
    route: 'POST /api/payments/razorpay/verify',
    request: () => ({
      url: '/api/payments/razorpay/verify',
      payload: { razorpayOrderId: 'order_X', razorpayPaymentId: 'pay_X', razorpaySignature: 'a'.repeat(64) },
    }),
    // Signed in only; with the built-in processor there is no Razorpay order to verify.
    expect: signedIn(404),
  },
  {
    route: 'POST /api/payments/webhook',
    request: () => ({ url: '/api/payments/webhook', payload: {} }),
    expect: all(404),
  },

  // Messages
  {
    route: 'POST /api/contact',
    request: () => ({ url: '/api/contact', payload: message }),
    expect: all(201),
  },
  {
    route: 'POST /api/enquiries',
    request: (w) => ({
      url: '/api/enquiries',
      payload: { ...message, entityType: 'Tutor', entityId: w.tutor.id },
    }),
    expect: all(201),
  },
  {
    route: 'GET /api/enquiries',
    request: () => ({ url: '/api/enquiries' }),
    expect: signedIn(200, { student: 403, otherStudent: 403 }),
  },
  {
    route: 'POST /api/newsletter',
    request: () => ({ url: '/api/newsletter', payload: { email: `n-${unique()}@example.test` } }),
    expect: all(201),
  },

  // Free demo classes
  {
    route: 'PUT /api/demo/availability',
    request: () => ({ url: '/api/demo/availability', payload: { slots: demoSlots } }),
    expect: signedIn(200, { student: 403, otherStudent: 403, admin: 403 }),
  },
  {
    route: 'GET /api/demo/availability/{entityType}/{entityId}',
    request: (w) => ({ url: `/api/demo/availability/Tutor/${w.tutor.id}` }),
    expect: all(200),
  },
  {
    route: 'GET /api/demo/open-slots/{entityType}/{entityId}',
    request: (w) => ({ url: `/api/demo/open-slots/Tutor/${w.tutor.id}` }),
    expect: all(200),
  },
  {
    route: 'GET /api/demo/tutors',
    request: () => ({ url: '/api/demo/tutors?subject=Mathematics' }),
    expect: all(200),
  },
  {
    route: 'POST /api/demo/bookings',
    request: (w) => ({
      url: '/api/demo/bookings',
      payload: {
        entityType: 'Tutor',
        entityId: w.tutor.id,
        start: w.openSlot,
        mode: 'Online',
        subject: 'Mathematics',
      },
    }),
    expect: signedIn(403, { student: 201, otherStudent: 201 }),
  },
  { route: 'GET /api/demo/bookings', request: () => ({ url: '/api/demo/bookings' }), expect: signedIn(200) },
  {
    route: 'POST /api/demo/bookings/{id}/confirm',
    request: (w) => ({ url: `/api/demo/bookings/${w.bookingId}/confirm` }),
    expect: signedIn(403, { tutor: 200 }),
  },
  {
    route: 'POST /api/demo/bookings/{id}/decline',
    request: (w) => ({ url: `/api/demo/bookings/${w.bookingId}/decline`, payload: { reason: 'Full' } }),
    expect: signedIn(403, { tutor: 200 }),
  },
  {
    route: 'POST /api/demo/bookings/{id}/cancel',
    request: (w) => ({ url: `/api/demo/bookings/${w.bookingId}/cancel`, payload: { reason: 'Exams' } }),
    // Either party; nobody else, not even the admin.
    expect: signedIn(403, { student: 200, tutor: 200 }),
  },
  {
    route: 'POST /api/demo/bookings/{id}/complete',
    request: (w) => ({ url: `/api/demo/bookings/${w.bookingId}/complete` }),
    // Its tutor may, once the demo is held: the request is still `requested`.
    expect: signedIn(403, { tutor: 409 }),
  },
  {
    route: 'POST /api/demo/bookings/{id}/feedback',
    request: (w) => ({ url: `/api/demo/bookings/${w.bookingId}/feedback`, payload: { liked: true } }),
    // Its student may, once the demo is done.
    expect: signedIn(403, { student: 409 }),
  },

  // Conversations: its two parties; anyone else 404 (the thread's existence is not revealed)
  { route: 'GET /api/conversations', request: () => ({ url: '/api/conversations' }), expect: signedIn(200) },
  {
    route: 'GET /api/conversations/unread',
    request: () => ({ url: '/api/conversations/unread' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/conversations',
    request: (w) => ({
      url: '/api/conversations',
      payload: { entityType: 'Tutor', entityId: w.tutor.id, text: 'Hello' },
    }),
    expect: signedIn(403, { student: 201, otherStudent: 201 }),
  },
  {
    route: 'GET /api/conversations/{id}/messages',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages` }),
    // The admin reads a thread only once it is reported.
    expect: signedIn(404, { student: 200, tutor: 200 }),
  },
  {
    route: 'POST /api/conversations/{id}/messages',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages`, payload: { text: 'Hi' } }),
    expect: signedIn(404, { student: 201, tutor: 201 }),
  },
  ...(['read', 'block'] as const).map(
    (action): Route => ({
      route: `POST /api/conversations/{id}/${action}`,
      request: (w) => ({ url: `/api/conversations/${w.conversationId}/${action}` }),
      expect: signedIn(404, { student: 200, tutor: 200 }),
    }),
  ),
  {
    route: 'POST /api/conversations/{id}/report',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/report`, payload: { reason: 'Rude' } }),
    expect: signedIn(404, { student: 200, tutor: 200 }),
  },

  // Learning requirements
  {
    route: 'POST /api/requirements',
    request: () => ({ url: '/api/requirements', payload: requirementFields }),
    expect: signedIn(403, { student: 201, otherStudent: 201 }),
  },
  { route: 'GET /api/requirements', request: () => ({ url: '/api/requirements' }), expect: signedIn(200) },
  {
    route: 'GET /api/requirements/{id}',
    request: (w) => ({ url: `/api/requirements/${w.requirementId}` }),
    // Its student, the admin, and a tutor it matches (otherTutor teaches no class level it asks for).
    expect: signedIn(403, { student: 200, tutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/requirements/{id}/responses',
    request: (w) => ({
      url: `/api/requirements/${w.requirementId}/responses`,
      payload: { message: 'I teach this', fee: 1500 },
    }),
    expect: signedIn(403, { tutor: 201 }),
  },
  {
    route: 'POST /api/requirements/{id}/responses/{responseId}/accept',
    request: (w) => ({ url: `/api/requirements/${w.requirementId}/responses/${w.responseId}/accept` }),
    expect: signedIn(403, { student: 200 }),
  },
  {
    route: 'POST /api/requirements/{id}/close',
    request: (w) => ({ url: `/api/requirements/${w.requirementId}/close` }),
    expect: signedIn(403, { student: 200 }),
  },

  // Admin
  {
    route: 'GET /api/admin/profiles',
    request: () => ({ url: '/api/admin/profiles' }),
    expect: adminOnly(200),
  },
  // The swept tutor is approved already: nothing left to approve or reject (409); it can be verified.
  {
    route: 'POST /api/admin/profiles/{id}/approve',
    request: (w) => ({ url: `/api/admin/profiles/${w.tutor.id}/approve` }),
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/admin/profiles/{id}/reject',
    request: (w) => ({
      url: `/api/admin/profiles/${w.tutor.id}/reject`,
      payload: { reason: 'Sweep reason' },
    }),
    expect: adminOnly(409),
  },
  {
    route: 'POST /api/admin/profiles/{id}/verify',
    request: (w) => ({ url: `/api/admin/profiles/${w.tutor.id}/verify`, payload: { checked: ['identity'] } }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/reports',
    request: () => ({ url: '/api/admin/reports' }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/conversations/messages/{id}',
    request: (w) => ({ url: `/api/conversations/messages/${w.messageId}` }),
    expect: adminOnly(200),
  },
  ...[
    '/api/admin/users',
    '/api/admin/users/Tutors',
    '/api/admin/users/TuitionCenter',
    '/api/admin/users/Students',
    '/api/admin/messages',
    '/api/admin/subscribers',
    '/api/admin/enquiries',
    '/api/admin/payments',
    '/api/admin/audit',
  ].map((url): Route => ({ route: `GET ${url}`, request: () => ({ url }), expect: adminOnly(200) })),
  {
    route: 'GET /api/admin/users/{id}',
    request: (w) => ({ url: `/api/admin/users/${w.tutor.id}` }),
    expect: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/user/{id}',
    request: (w) => ({ url: `/api/admin/user/${w.center.id}` }),
    expect: adminOnly(200),
  },

  // Uploads: anyone (sign-up needs a photo before the account exists)
  {
    route: 'POST /api/uploads',
    request: async () => ({
      url: '/api/uploads',
      ...multipart({ file: { filename: 'p.png', contentType: 'image/png', data: await image } }),
    }),
    expect: all(201),
  },
];

describe('authorization sweep: every route × eight actors', async () => {
  const app = await createTestApp({
    REGISTER_MAX_PER_HOUR: '0',
    UPLOAD_MAX_PER_HOUR: '0',
    CONTACT_MAX_PER_HOUR: '0',
    ENQUIRY_MAX_PER_HOUR: '0',
    NEWSLETTER_MAX_PER_HOUR: '0',
    PASSWORD_RESET_MAX_PER_HOUR: '0',
  });

  const figures = { requests: 0, serverErrors: 0, malformedBodies: 0, lostWrites: 0 };
  afterAll(() => console.log(recordReliability('authorization sweep', figures)));

  async function world(): Promise<World> {
    const tutor = await createTutor(app, {
      subjects: { Mathematics: 500 },
      classLevels: ['IX-X'],
      modes: ['Online'],
    });
    const [student, otherStudent, otherTutor, center, otherCenter, admin] = [
      await createStudent(app),
      await createStudent(app),
      await createTutor(app),
      await createCenter(app),
      await createCenter(app),
      await createAdmin(app),
    ];
    const review = await app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      headers: student.headers,
      payload: {
        reviewText: 'Good teacher',
        rating: 5,
        reviewedEntityId: tutor.id,
        reviewedEntityType: 'Tutor',
      },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutor.id}`,
      headers: student.headers,
      payload: { subject: 'Mathematics' },
    });
    const payment = await app.inject({
      method: 'POST',
      url: `/api/payments/create/${student.id}`,
      headers: student.headers,
      payload: { amount: 500 },
    });
    const recorded = (
      await app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        headers: admin.headers,
        payload: { userId: student.id, amount: 300 },
      })
    ).json().payment;
    await app.inject({
      method: 'POST',
      url: '/api/payments/update-status',
      headers: admin.headers,
      payload: { paymentIntentId: recorded.paymentIntentId, status: 'paid' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/demo/availability',
      headers: tutor.headers,
      payload: { slots: demoSlots },
    });
    const [first, second] = (await app.inject(`/api/demo/open-slots/Tutor/${tutor.id}`)).json().slots;
    const booking = await app.inject({
      method: 'POST',
      url: '/api/demo/bookings',
      headers: student.headers,
      payload: {
        entityType: 'Tutor',
        entityId: tutor.id,
        start: first.start,
        mode: 'Online',
        subject: 'Mathematics',
      },
    });
    const conversation = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: student.headers,
      payload: { entityType: 'Tutor', entityId: tutor.id, text: 'Hello' },
    });
    const conversationId = conversation.json().conversationId;
    const [firstMessage] = (
      await app.inject({ url: `/api/conversations/${conversationId}/messages`, headers: student.headers })
    ).json().messages;
    const requirement = await app.inject({
      method: 'POST',
      url: '/api/requirements',
      headers: student.headers,
      payload: requirementFields,
    });
    const requirementId = requirement.json().requirement._id;
    const responder = await createTutor(app, { classLevels: ['IX-X'], modes: ['Online'] });
    const response = await app.inject({
      method: 'POST',
      url: `/api/requirements/${requirementId}/responses`,
      headers: responder.headers,
      payload: { message: 'I teach this', fee: 1500 },
    });
    return {
      conversationId,
      messageId: firstMessage._id,
      requirementId,
      responseId: response.json().response._id,
      student,
      otherStudent,
      tutor,
      otherTutor,
      center,
      otherCenter,
      admin,
      reviewId: review.json().review._id,
      clientSecret: payment.json().clientSecret,
      paidPaymentId: recorded._id,
      bookingId: booking.json().booking._id,
      openSlot: second.start,
    };
  }

  it('names every route the server publishes', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, object> };
    const published = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.map((r) => r.route).sort()).toEqual(published.sort());
  });

  it.each(routes)('$route', async ({ route, request, expect: outcome }) => {
    const method = route.split(' ')[0] as InjectOptions['method'];
    const got: Partial<Outcome> = {};
    for (const actor of actors) {
      const w = await world();
      const options = await request(w);
      const headers = actor === 'visitor' ? {} : w[actor].headers;
      const res = await app.inject({ method, ...options, headers: { ...options.headers, ...headers } });
      got[actor] = res.statusCode;
      figures.requests++;
      if (res.statusCode >= 500) figures.serverErrors++;
      const malformed = res.statusCode >= 400 && !apiErrorSchema.safeParse(res.json()).success;
      if (malformed) figures.malformedBodies++;
      expect(malformed, `${actor}: ${res.body}`).toBe(false);
    }
    expect(got).toEqual(outcome);
  });
});
