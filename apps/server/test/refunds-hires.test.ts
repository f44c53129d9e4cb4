import { refundMessages } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { mailsTo } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import { auditActions } from './helpers/catalogue-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';
import { insertPayment, paymentByIntent } from './helpers/payment-rows.ts';

const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
};

describe('refunds and hires (local processor)', async () => {
  const app = await createTestApp();
  const admin = await createAdmin(app);

  /** The student shortlists each (tutor or center, subject) and pays for them with the test card. */
  async function pay(student: Actor, picks: [string, string][]) {
    for (const [id, subject] of picks) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/watchlist/${id}`,
        headers: student.headers,
        payload: { subject },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const { total } = (await app.inject({ url: '/api/watchlist', headers: student.headers })).json() as {
      total: number;
    };
    const created = await app.inject({
      method: 'POST',
      url: `/api/payments/create/${student.id}`,
      headers: student.headers,
      payload: { amount: total },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { clientSecret, paymentIntentId, paymentId } = created.json() as {
      clientSecret: string;
      paymentIntentId: string;
      paymentId: string;
    };
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: student.headers,
      payload: { clientSecret, card },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    return { paymentId, paymentIntentId, total };
  }
  const refund = (paymentId: string, payload: object, who: Actor = admin) =>
    app.inject({ method: 'POST', url: `/api/payments/${paymentId}/refund`, headers: who.headers, payload });
  const hiresOf = async (who: Actor) => {
    const res = await app.inject({ url: '/api/hires', headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      hires: Record<string, unknown>[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  describe('POST /api/payments/:id/refund', () => {
    it('refunds in part (stays paid), then the rest (refunded); audited; the student is e-mailed each time', async () => {
      const student = await createStudent(app, { name: 'Priya Sharma' });
      const tutor = await createTutor(app, { name: 'Asha Rao', subjects: { Maths: 1500 } });
      const { paymentId, paymentIntentId } = await pay(student, [[tutor.id, 'Maths']]);

      const part = await refund(paymentId, { amount: 500, reason: 'Two classes were cancelled' });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json().payment).toMatchObject({
        status: 'paid',
        refundedAmount: 500,
        refunds: [{ amount: 500, reason: 'Two classes were cancelled' }],
      });

      const rest = await refund(paymentId, { reason: 'The tutor left the city' });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.json().payment).toMatchObject({ status: 'refunded', refundedAmount: 1500 });
      expect(rest.json().payment.refunds.map((r: { amount: number }) => r.amount)).toEqual([500, 1000]);

      const stored = await paymentByIntent(app, paymentIntentId);
      expect(stored).toMatchObject({ status: 'refunded', refundedAmount: 1500 });
      expect(await auditActions(app, paymentId)).toEqual(
        expect.arrayContaining(['payment.refund', 'payment.refund']),
      );
      const mails = await mailsTo(app, student.email);
      const subjects = mails.map((m) => m.subject);
      expect(subjects).toContain('Your refund of Rs. 500');
      expect(subjects).toContain('Your refund of Rs. 1,000');
      const last = mails.find((m) => m.subject === 'Your refund of Rs. 1,000')!;
      expect(last.textBody).toContain('The tutor left the city');
      expect(last.textBody).toMatch(/TH\/\d{4}-\d{2}\/\d{6}/);

      // The student's own list and the receipt show the refunds.
      const list = (await app.inject({ url: '/api/payments', headers: student.headers })).json();
      expect(list.payments[0]).toMatchObject({ _id: paymentId, status: 'refunded', refundedAmount: 1500 });
      const receipt = (
        await app.inject({ url: `/api/payments/${paymentId}/receipt`, headers: student.headers })
      ).json();
      expect(receipt.receipt).toMatchObject({ refundedAmount: 1500 });
      expect(receipt.receipt.refunds).toHaveLength(2);

      // The admin's books show it too.
      const books = (
        await app.inject({ url: `/api/admin/payments?q=${student.email}`, headers: admin.headers })
      ).json();
      expect(books.payments[0]).toMatchObject({ _id: paymentId, status: 'refunded', refundedAmount: 1500 });

      // Fully refunded: nothing left, and a late "paid" from the processor or the admin changes nothing.
      const again = await refund(paymentId, { reason: 'Once more' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(refundMessages.alreadyRefunded);
      const setPaid = await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId, status: 'paid' },
      });
      expect(setPaid.statusCode).toBe(409);
      expect((await paymentByIntent(app, paymentIntentId)).status).toBe('refunded');
    });

    it('refuses more than what is left (400), unpaid payments (409), unknown ids (404) and bad input (400)', async () => {
      const student = await createStudent(app);
      const tutor = await createTutor(app, { subjects: { Physics: 800 } });
      const { paymentId } = await pay(student, [[tutor.id, 'Physics']]);
      expect((await refund(paymentId, { amount: 300, reason: 'Partial' })).statusCode).toBe(200);

      const over = await refund(paymentId, { amount: 501, reason: 'Too much' });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(refundMessages.tooMuch(500));
      expect(over.json().errors).toEqual([{ path: 'amount', message: refundMessages.tooMuch(500) }]);
      expect((await paymentByIntentOf(paymentId)).refundedAmount).toBe(300);

      for (const payload of [
        { amount: 100 },
        { amount: 100, reason: 'ab' },
        { amount: 100, reason: 'x'.repeat(501) },
        { amount: 0, reason: 'Zero rupees' },
        { amount: 10.5, reason: 'Half a rupee' },
        { amount: '100', reason: 'Text amount' },
      ]) {
        const res = await refund(paymentId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }

      const pending = await app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        headers: admin.headers,
        payload: { userId: student.id, amount: 700 },
      });
      const pendingId = pending.json().payment._id as string;
      expect((await refund(pendingId, { reason: 'Not paid yet' })).statusCode).toBe(409);
      await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId: pending.json().payment.paymentIntentId, status: 'rejected' },
      });
      const rejected = await refund(pendingId, { reason: 'Rejected one' });
      expect(rejected.statusCode).toBe(409);
      expect(rejected.json().message).toBe(refundMessages.notPaid);

      expect((await refund('00000000-0000-4000-8000-000000000000', { reason: 'Nobody' })).statusCode).toBe(
        404,
      );
      expect((await refund(paymentId, { reason: 'Not an admin' }, student)).statusCode).toBe(403);
    });

    it('lets two refunds at once add up to no more than was paid', async () => {
      const student = await createStudent(app);
      const tutor = await createTutor(app, { subjects: { Biology: 1000 } });
      const { paymentId } = await pay(student, [[tutor.id, 'Biology']]);
      const answers = await Promise.all(
        [1, 2, 3].map(() => refund(paymentId, { amount: 400, reason: 'Concurrent refund' })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400]);
      expect((await paymentByIntentOf(paymentId)).refundedAmount).toBe(800);
    });

    it('records a refund of a manual payment (paid outside the site) without a processor', async () => {
      const student = await createStudent(app);
      const created = await app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        headers: admin.headers,
        payload: { userId: student.id, amount: 900 },
      });
      const { _id, paymentIntentId } = created.json().payment;
      await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId, status: 'paid' },
      });
      const res = await refund(_id, { reason: 'Returned in cash' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payment).toMatchObject({ status: 'refunded', refundedAmount: 900 });
    });
  });

  describe('GET /api/hires', () => {
    it('shows a hire to its two parties and the admin only, newest first, and drops it once refunded in full', async () => {
      const student = await createStudent(app, { name: 'Rohan Mehta' });
      const tutor = await createTutor(app, { name: 'Meera Nair', subjects: { Chemistry: 1200 } });
      const center = await createCenter(app, {
        name: 'Bright Minds Academy',
        courses: { 'NEET Prep': 3000 },
      });
      const otherTutor = await createTutor(app);
      const otherStudent = await createStudent(app);
      const { paymentId } = await pay(student, [[tutor.id, 'Chemistry']]);
      // The watchlist holds tutors only: a center is hired through a payment an admin records.
      const centerPayment = await insertPayment(
        app,
        {
          userId: student.id,
          name: 'Rohan Mehta',
          amount: 3000,
          status: 'paid',
          provider: 'manual',
          paymentIntentId: `manual_${center.id}`,
          paidAt: new Date(Date.now() - 60_000),
        },
        [{ tutorId: center.id, tutorName: 'Bright Minds Academy', subject: 'NEET Prep', fee: 3000 }],
        [
          {
            studentId: student.id,
            tutorId: center.id,
            tutorName: 'Bright Minds Academy',
            subject: 'NEET Prep',
            fee: 3000,
            createdAt: new Date(Date.now() - 60_000),
          },
        ],
      );

      const mine = await hiresOf(student);
      expect(mine).toMatchObject({ total: 2, page: 1, pageSize: 12 });
      expect(mine.hires).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            paymentId,
            entityId: tutor.id,
            entityType: 'Tutor',
            entityName: 'Meera Nair',
            subject: 'Chemistry',
            fee: 1200,
            studentName: 'Rohan Mehta',
            // The student's own view never needs its own e-mail.
            studentEmail: null,
            receiptNumber: expect.stringMatching(/^TH\//),
            period: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/),
          }),
          expect.objectContaining({ entityId: center.id, entityType: 'TuitionCenter', subject: 'NEET Prep' }),
        ]),
      );
      // Newest first.
      expect(mine.hires.map((h) => h.paymentId)).toEqual([paymentId, centerPayment.id]);
      expect(mine.hires[0]!.entityPhoto).toEqual(expect.any(String));

      const forTutor = await hiresOf(tutor);
      expect(forTutor.total).toBe(1);
      expect(forTutor.hires[0]).toMatchObject({
        studentId: student.id,
        studentName: 'Rohan Mehta',
        studentEmail: student.email,
        subject: 'Chemistry',
        paidAt: expect.any(String),
      });
      expect((await hiresOf(center)).hires.map((h) => h.subject)).toEqual(['NEET Prep']);
      expect((await hiresOf(otherTutor)).total).toBe(0);
      expect((await hiresOf(otherStudent)).total).toBe(0);
      const all = await hiresOf(admin);
      expect(
        all.hires.filter((h) => h.paymentId === paymentId || h.paymentId === centerPayment.id),
      ).toHaveLength(2);

      // A partial refund keeps the hire; a full one ends it.
      await refund(paymentId, { amount: 200, reason: 'One class missed' });
      expect((await hiresOf(tutor)).total).toBe(1);
      await refund(paymentId, { reason: 'Family moved away' });
      expect((await hiresOf(tutor)).total).toBe(0);
      expect((await hiresOf(student)).hires.map((h) => h.entityId)).toEqual([center.id]);

      expect((await app.inject({ url: '/api/hires' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/hires?limit=500', headers: student.headers })).statusCode).toBe(
        400,
      );
    });
  });

  async function paymentByIntentOf(paymentId: string) {
    const list = (await app.inject({ url: '/api/payments?limit=100', headers: admin.headers })).json() as {
      payments: { _id: string; refundedAmount: number }[];
    };
    return list.payments.find((p) => p._id === paymentId)!;
  }
});
