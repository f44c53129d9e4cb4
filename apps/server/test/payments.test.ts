import { upiMessages } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { financialYearOf, periodOf } from '../src/modules/payments/receipt-number.ts';
import { issueReceipt } from '../src/modules/payments/repository.ts';
import { refreshProfileDerived } from '../src/modules/profile-rows/repository.ts';
import { mailsTo } from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import { type Actor, createAdmin, createStudent, createTutor } from './helpers/factories.ts';
import {
  hiresOfStudent,
  localIntent,
  paymentByIntent,
  paymentsOf,
  tableDumps,
} from './helpers/payment-rows.ts';
import { hiresOf, setSubjectFees } from './helpers/stored-rows.ts';

const future = { expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' };
const card = (number: string, over: Partial<typeof future> = {}) => ({ number, ...future, ...over });

describe('payments (local processor)', async () => {
  const app = await createTestApp();

  const addItem = (who: Actor, tutorId: string, subject: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/watchlist/${tutorId}`,
      headers: who.headers,
      payload: { subject },
    });
  const watchlist = async (who: Actor) =>
    (await app.inject({ url: '/api/watchlist', headers: who.headers })).json() as {
      items: { tutorId: string; subject: string; fee: number }[];
      total: number;
    };
  const create = (who: Actor, amount: unknown, userId = who.id) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/create/${userId}`,
      headers: who.headers,
      payload: { amount },
    });
  const confirm = (who: Actor, clientSecret: string, c: object) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/local/confirm',
      headers: who.headers,
      payload: { clientSecret, card: c },
    });
  const paymentOf = (intentId: string) => paymentByIntent(app, intentId);

  /** A student with two tutors shortlisted (Rs. 500 + Rs. 1,200). */
  async function shopper() {
    const student = await createStudent(app, { name: 'Priya Sharma' });
    const maths = await createTutor(app, { name: 'Asha Rao', subjects: { Maths: 500, Physics: 900 } });
    const chem = await createTutor(app, { name: 'Vikram Iyer', subjects: { Chemistry: 1200 } });
    await addItem(student, maths.id, 'Maths');
    await addItem(student, chem.id, 'Chemistry');
    return { student, maths, chem };
  }
  async function checkout(student: Actor, amount = 1700) {
    const res = await create(student, amount);
    expect(res.statusCode).toBe(200);
    return res.json() as { clientSecret: string; paymentIntentId: string; amount: number };
  }

  describe('create', () => {
    it('refuses visitors (401) and anyone but the user, admins included (403)', async () => {
      const { student } = await shopper();
      const other = await createStudent(app);
      const admin = await createAdmin(app);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/payments/create/${student.id}`,
            payload: { amount: 1700 },
          })
        ).statusCode,
      ).toBe(401);
      expect((await create(other, 1700, student.id)).statusCode).toBe(403);
      expect((await create(admin, 1700, student.id)).statusCode).toBe(403);
      expect(await paymentsOf(app, student.id)).toEqual([]);
    });

    it('computes the total on the server and refuses a different amount with 409 and the total', async () => {
      const { student } = await shopper();
      for (const amount of [1, 1699, 17000]) {
        const res = await create(student, amount);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', total: 1700 });
      }
      expect((await create(student, '1700')).statusCode).toBe(400);
      expect(await paymentsOf(app, student.id)).toEqual([]);
    });

    it('refuses an empty watchlist with 400', async () => {
      const student = await createStudent(app);
      const res = await create(student, 0);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your watchlist is empty.');
    });

    it('creates a pending payment with its items and an intent whose secret is stored only as a hash', async () => {
      const { student, maths, chem } = await shopper();
      const body = await checkout(student);
      expect(body).toMatchObject({ success: true, amount: 1700 });
      expect(body.clientSecret.startsWith(`${body.paymentIntentId}_secret_`)).toBe(true);
      const payment = await paymentOf(body.paymentIntentId);
      expect(payment).toMatchObject({
        userId: student.id,
        name: 'Priya Sharma',
        amount: 1700,
        status: 'pending',
        provider: 'local',
      });
      expect(payment.clientSecret).toBeNull();
      const intent = await localIntent(app, body.paymentIntentId);
      expect(intent).toMatchObject({ amount: 170000, currency: 'inr', status: 'requires_payment_method' });
      expect(intent!.clientSecretHash).not.toContain(body.clientSecret);

      const list = (await app.inject({ url: '/api/payments', headers: student.headers })).json();
      expect(list.payments).toHaveLength(1);
      expect(list.payments[0]).toMatchObject({
        status: 'pending',
        amount: 1700,
        paymentIntentId: body.paymentIntentId,
      });
      expect(list.payments[0].items).toEqual(
        expect.arrayContaining([
          { tutorId: maths.id, tutorName: 'Asha Rao', subject: 'Maths', fee: 500 },
          { tutorId: chem.id, tutorName: 'Vikram Iyer', subject: 'Chemistry', fee: 1200 },
        ]),
      );
    });

    it('reuses a pending payment for the same items, and replaces it when the items change', async () => {
      const { student, maths } = await shopper();
      const first = await checkout(student);
      const again = await checkout(student);
      expect(again.paymentIntentId).toBe(first.paymentIntentId);
      // Only the newest secret works (the processor keeps hashes, so a resumed intent gets a new one).
      expect((await confirm(student, first.clientSecret, card('4242424242424242'))).statusCode).toBe(404);
      expect(await paymentsOf(app, student.id)).toHaveLength(1);

      await addItem(student, maths.id, 'Physics');
      const changed = await checkout(student, 2100);
      expect(changed.paymentIntentId).not.toBe(first.paymentIntentId);
      const old = await paymentOf(first.paymentIntentId);
      expect(old.status).toBe('rejected');
      // The superseded checkout can no longer be paid, even with a valid secret.
      expect((await confirm(student, again.clientSecret, card('4242424242424242'))).statusCode).toBe(409);
    });

    it('uses the current fee: a fee change after the list was shown is a 409 with the new total', async () => {
      const { student, maths } = await shopper();
      await setSubjectFees(app, maths.id, 800);
      await refreshProfileDerived(app.db, 'tutor', [maths.id]);
      const res = await create(student, 1700);
      expect(res.statusCode).toBe(409);
      expect(res.json().total).toBe(2000);
      expect((await checkout(student, 2000)).amount).toBe(2000);
    });
  });

  describe('card confirmation', () => {
    it('4242 4242 4242 4242 pays: paid, hires, watchlist emptied, one mail to the student and each tutor', async () => {
      const { student, maths, chem } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const res = await confirm(student, clientSecret, card('4242 4242 4242 4242'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'succeeded',
        paymentIntentId,
        message: 'Payment succeeded! Thank you for your purchase.',
      });
      const payment = await paymentOf(paymentIntentId);
      expect(payment.status).toBe('paid');
      const hired = await hiresOf(app, payment.id);
      expect(hired.map((h) => [h.tutorId, h.subject, h.fee, h.studentId]).sort()).toEqual(
        [
          [maths.id, 'Maths', 500, student.id],
          [chem.id, 'Chemistry', 1200, student.id],
        ].sort(),
      );
      expect(await watchlist(student)).toEqual({ items: [], total: 0 });
      expect(await mailsTo(app, student.email)).toHaveLength(1);
      expect((await mailsTo(app, student.email))[0]!.textBody).toContain('Rs. 1,700');
      expect(await mailsTo(app, maths.email)).toHaveLength(1);
      expect((await mailsTo(app, maths.email))[0]!.textBody).toContain('Priya Sharma');
      expect(await mailsTo(app, chem.email)).toHaveLength(1);

      // A second confirmation (double click) cannot pay twice.
      const twice = await confirm(student, clientSecret, card('4242424242424242'));
      expect(twice.statusCode).toBe(409);
      expect(await hiresOf(app, payment.id)).toHaveLength(2);
      const list = (await app.inject({ url: '/api/payments', headers: student.headers })).json();
      expect(list.payments[0]).toMatchObject({ status: 'paid', amount: 1700 });
    });

    it('removes only the paid items from the watchlist', async () => {
      const { student } = await shopper();
      const { clientSecret } = await checkout(student);
      const later = await createTutor(app, { subjects: { English: 300 } });
      await addItem(student, later.id, 'English');
      expect((await confirm(student, clientSecret, card('4242424242424242'))).json().status).toBe(
        'succeeded',
      );
      expect(await watchlist(student)).toMatchObject({
        items: [{ tutorId: later.id, subject: 'English' }],
        total: 300,
      });
    });

    it.each([
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ])('%s fails with %j, keeps the payment pending and the watchlist intact', async (number, message) => {
      const { student } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const res = await confirm(student, clientSecret, card(number));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'failed', paymentIntentId, message });
      expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'pending', failureMessage: message });
      expect((await watchlist(student)).total).toBe(1700);
      expect(await hiresOfStudent(app, student.id)).toEqual([]);
      expect(await mailsTo(app, student.email)).toEqual([]);
      // Like a Stripe PaymentIntent, the same checkout can then be paid with another card.
      expect((await confirm(student, clientSecret, card('4242424242424242'))).json().status).toBe(
        'succeeded',
      );
      expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'paid', failureMessage: null });
    });

    it.each([
      [card('4242 4242 4242 4241'), 'Your card number is invalid.'],
      [card('4242 4242'), 'Your card number is incomplete.'],
      [card('4242-abcd-4242-4242'), 'Your card number is invalid.'],
      [
        card('4242424242424242', { expMonth: 1, expYear: 2020 }),
        "Your card's expiration date is in the past.",
      ],
      [card('4242424242424242', { expMonth: 13 }), "Your card's expiration month is invalid."],
      [card('4242424242424242', { cvc: '12' }), "Your card's security code is incomplete."],
      [card('4242424242424242', { cvc: '12a' }), "Your card's security code is invalid."],
    ])('refuses a malformed card (%j) with 400 and changes nothing', async (c, message) => {
      const { student } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const res = await confirm(student, clientSecret, c);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'pending', failureMessage: null });
    });

    it('accepts a card expiring this month (MM/YY with a two-digit year)', async () => {
      const { student } = await shopper();
      const { clientSecret } = await checkout(student);
      const now = new Date();
      const res = await confirm(student, clientSecret, {
        number: '4242424242424242',
        expMonth: now.getUTCMonth() + 1,
        expYear: now.getUTCFullYear() % 100,
        cvc: '4321',
      });
      expect(res.json().status).toBe('succeeded');
    });

    it('stores the card number nowhere in the database', async () => {
      const { student } = await shopper();
      const { clientSecret } = await checkout(student);
      await confirm(student, clientSecret, card('4000000000000002', { cvc: '987' }));
      await confirm(student, clientSecret, card('4242 4242 4242 4242', { cvc: '987' }));
      const tables = await tableDumps(app);
      expect(tables.length).toBeGreaterThan(10);
      for (const { table_name, rows } of tables) {
        const dump = rows
          .map((r) => r.row)
          .join('\n')
          .replace(/\s/g, '');
        expect(dump, table_name).not.toContain('4242424242424242');
        expect(dump, table_name).not.toContain('4000000000000002');
      }
    });

    it("lets only the payment's owner confirm it", async () => {
      const { student } = await shopper();
      const other = await createStudent(app);
      const { clientSecret, paymentIntentId } = await checkout(student);
      expect((await confirm(other, clientSecret, card('4242424242424242'))).statusCode).toBe(404);
      const visitor = await app.inject({
        method: 'POST',
        url: '/api/payments/local/confirm',
        payload: { clientSecret, card: card('4242424242424242') },
      });
      expect(visitor.statusCode).toBe(401);
      expect(
        (await confirm(student, `${paymentIntentId}_secret_guess`, card('4242424242424242'))).statusCode,
      ).toBe(404);
      expect((await paymentOf(paymentIntentId)).status).toBe('pending');
    });

    it('has no Stripe webhook when the local processor is used', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: { type: 'payment_intent.succeeded' },
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('UPI confirmation (api-2 §5)', () => {
    const payBy = (who: Actor, payload: object) =>
      app.inject({ method: 'POST', url: '/api/payments/local/confirm', headers: who.headers, payload });
    const upi = (clientSecret: string, vpa: string) => ({ clientSecret, upi: { vpa } });

    it('success@upi pays through the same settlement as a card: paid by UPI, hires, watchlist emptied, mails', async () => {
      const { student, maths, chem } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const res = await payBy(student, upi(clientSecret, 'success@upi'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'succeeded',
        paymentIntentId,
        message: 'Payment succeeded! Thank you for your purchase.',
      });
      const payment = await paymentOf(paymentIntentId);
      expect(payment).toMatchObject({ status: 'paid', method: 'upi' });
      expect((await hiresOf(app, payment.id)).map((h) => h.tutorId).sort()).toEqual(
        [maths.id, chem.id].sort(),
      );
      expect(await watchlist(student)).toEqual({ items: [], total: 0 });
      expect(await mailsTo(app, student.email)).toHaveLength(1);
      expect(await mailsTo(app, maths.email)).toHaveLength(1);
      const list = (await app.inject({ url: '/api/payments', headers: student.headers })).json();
      expect(list.payments[0]).toMatchObject({ status: 'paid', method: 'upi', amount: 1700 });
      // Paid is final, whatever pays next.
      expect((await payBy(student, upi(clientSecret, 'success@upi'))).statusCode).toBe(409);
    });

    it('any well-formed UPI id not starting with "failure" pays; a card payment is recorded as card', async () => {
      const first = await shopper();
      const a = await checkout(first.student);
      expect(
        (await payBy(first.student, upi(a.clientSecret, ' priya.sharma-1@okhdfcbank '))).json().status,
      ).toBe('succeeded');
      const second = await shopper();
      const b = await checkout(second.student);
      expect((await confirm(second.student, b.clientSecret, card('4242424242424242'))).json().status).toBe(
        'succeeded',
      );
      expect(await paymentOf(b.paymentIntentId)).toMatchObject({ status: 'paid', method: 'card' });
    });

    it('failure@upi is declined with a clear message: pending, watchlist intact, no hire, no mail; success@upi then pays', async () => {
      const { student } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const res = await payBy(student, upi(clientSecret, 'failure@upi'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'failed', paymentIntentId, message: upiMessages.declined });
      expect(await paymentOf(paymentIntentId)).toMatchObject({
        status: 'pending',
        method: null,
        failureMessage: upiMessages.declined,
      });
      expect((await watchlist(student)).total).toBe(1700);
      expect(await hiresOfStudent(app, student.id)).toEqual([]);
      expect(await mailsTo(app, student.email)).toEqual([]);
      expect((await payBy(student, upi(clientSecret, 'success@upi'))).json().status).toBe('succeeded');
    });

    it.each(['priya', 'priya@', '@upi', 'pri ya@upi', 'priya@ok1', 'p@upi', 'priya@@upi', ''])(
      'refuses the malformed UPI id %j with 400 naming upi.vpa, and changes nothing',
      async (vpa) => {
        const { student } = await shopper();
        const { clientSecret, paymentIntentId } = await checkout(student);
        const res = await payBy(student, upi(clientSecret, vpa));
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual({ path: 'upi.vpa', message: expect.any(String) });
        expect(await paymentOf(paymentIntentId)).toMatchObject({ status: 'pending', failureMessage: null });
      },
    );

    it('refuses both a card and a UPI id at once, and neither, with 400', async () => {
      const { student } = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(student);
      const both = await payBy(student, {
        ...upi(clientSecret, 'success@upi'),
        card: card('4242424242424242'),
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().errors).toContainEqual({ path: 'card', message: upiMessages.oneMethod });
      expect((await payBy(student, { clientSecret })).statusCode).toBe(400);
      expect((await paymentOf(paymentIntentId)).status).toBe('pending');
    });
  });

  describe('status changes', () => {
    it('only an admin may set a status (student 403, visitor 401)', async () => {
      const { student } = await shopper();
      const { paymentIntentId } = await checkout(student);
      const payload = { paymentIntentId, status: 'paid' };
      expect(
        (await app.inject({ method: 'POST', url: '/api/payments/update-status', payload })).statusCode,
      ).toBe(401);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/payments/update-status',
            headers: student.headers,
            payload,
          })
        ).statusCode,
      ).toBe(403);
      expect((await paymentOf(paymentIntentId)).status).toBe('pending');
    });

    it('an admin marking paid settles once; paid is final (409)', async () => {
      const { student, maths } = await shopper();
      const admin = await createAdmin(app);
      const { paymentIntentId, clientSecret } = await checkout(student);
      const set = (status: string) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/update-status',
          headers: admin.headers,
          payload: { paymentIntentId, status },
        });
      const res = await set('paid');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Payment status updated successfully',
        payment: { status: 'paid' },
      });
      expect((await set('paid')).statusCode).toBe(200);
      expect((await confirm(student, clientSecret, card('4242424242424242'))).statusCode).toBe(409);
      const payment = await paymentOf(paymentIntentId);
      expect(await hiresOf(app, payment.id)).toHaveLength(2);
      expect(await mailsTo(app, maths.email)).toHaveLength(1);
      expect(await watchlist(student)).toEqual({ items: [], total: 0 });

      for (const status of ['pending', 'rejected']) {
        const back = await set(status);
        expect(back.statusCode).toBe(409);
        expect(back.json().message).toBe('A paid payment cannot be changed.');
      }
      expect((await paymentOf(paymentIntentId)).status).toBe('paid');
    });

    it('an admin rejecting a checkout closes it: the card can no longer pay it', async () => {
      const { student } = await shopper();
      const admin = await createAdmin(app);
      const { paymentIntentId, clientSecret } = await checkout(student);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId, status: 'rejected' },
      });
      expect(res.json().payment.status).toBe('rejected');
      expect((await confirm(student, clientSecret, card('4242424242424242'))).statusCode).toBe(409);
      expect((await watchlist(student)).total).toBe(1700);
    });

    it('validates the status and answers 404 for an unknown payment', async () => {
      const admin = await createAdmin(app);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId: 'pi_x', status: 'refunded' },
      });
      expect(bad.statusCode).toBe(400);
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId: 'pi_nothing', status: 'paid' },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('receipts (api-2 §5)', () => {
    const receiptOf = (paymentId: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/payments/${paymentId}/receipt`, headers });
    async function paidByCard() {
      const bought = await shopper();
      const { clientSecret, paymentIntentId } = await checkout(bought.student);
      expect((await confirm(bought.student, clientSecret, card('4242424242424242'))).json().status).toBe(
        'succeeded',
      );
      return { ...bought, payment: await paymentOf(paymentIntentId) };
    }

    it('a paid payment has a receipt for its payer: number of the financial year, items with their month, method, seller', async () => {
      const { student, maths, chem, payment } = await paidByCard();
      const res = await receiptOf(payment.id, student.headers);
      expect(res.statusCode).toBe(200);
      const { receipt } = res.json();
      const year = financialYearOf(new Date());
      expect(receipt.number).toMatch(new RegExp(`^TH/${year}/\\d{6}$`));
      expect(receipt).toMatchObject({
        paymentId: payment.id,
        payer: { name: 'Priya Sharma', email: student.email },
        amount: 1700,
        method: 'card',
        paymentIntentId: payment.paymentIntentId,
        business: { name: 'TuitionHub', address: 'India', gstin: null },
      });
      expect(Date.parse(receipt.issuedAt)).toBeGreaterThan(Date.now() - 60_000);
      const period = periodOf(new Date());
      expect(receipt.items.sort((a: { fee: number }, b: { fee: number }) => a.fee - b.fee)).toEqual([
        { tutorId: maths.id, tutorName: 'Asha Rao', subject: 'Maths', fee: 500, period },
        { tutorId: chem.id, tutorName: 'Vikram Iyer', subject: 'Chemistry', fee: 1200, period },
      ]);
      // The payment list and the payer's e-mail carry the same number.
      const list = (await app.inject({ url: '/api/payments', headers: student.headers })).json();
      expect(list.payments[0].receiptNumber).toBe(receipt.number);
      expect((await mailsTo(app, student.email))[0]!.textBody).toContain(receipt.number);
    });

    it('only the payer and the admin read a receipt: anyone else, a pending payment and an unknown id are 404', async () => {
      const { payment, maths } = await paidByCard();
      const admin = await createAdmin(app);
      expect((await receiptOf(payment.id, admin.headers)).statusCode).toBe(200);
      const stranger = await createStudent(app);
      for (const who of [stranger, maths])
        expect((await receiptOf(payment.id, who.headers)).statusCode).toBe(404);
      expect((await receiptOf(payment.id)).statusCode).toBe(401);
      const pending = await shopper();
      const { paymentIntentId } = await checkout(pending.student);
      const unpaid = await paymentOf(paymentIntentId);
      expect((await receiptOf(unpaid.id, pending.student.headers)).statusCode).toBe(404);
      expect((await receiptOf(crypto.randomUUID(), admin.headers)).statusCode).toBe(404);
      expect((await receiptOf('not-an-id', admin.headers)).statusCode).toBe(400);
    });

    it('20 settlements at once get 20 consecutive numbers: no gap, no repeat', async () => {
      const buyers = await Promise.all(Array.from({ length: 20 }, () => shopper()));
      const checkouts = await Promise.all(buyers.map((b) => checkout(b.student)));
      const results = await Promise.all(
        buyers.map((b, i) => confirm(b.student, checkouts[i]!.clientSecret, card('4242424242424242'))),
      );
      expect(results.map((r) => r.json().status)).toEqual(Array(20).fill('succeeded'));
      const numbers = await Promise.all(
        checkouts.map(async (c) => (await paymentOf(c.paymentIntentId)).receiptNumber!),
      );
      const serials = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(new Set(serials).size).toBe(20);
      expect(serials[19]! - serials[0]!).toBe(19);
    });

    it('numbers start again at 000001 on 1 April, India time', async () => {
      const pay = async () => paymentOf((await checkout((await shopper()).student)).paymentIntentId);
      const [a, b, c] = [await pay(), await pay(), await pay()];
      // 31 March 2031 23:59:59 IST is still 2030-31; one second later is 2031-32.
      expect(await issueReceipt(app.db, a.id, new Date('2031-03-31T18:29:59Z'))).toBe('TH/2030-31/000001');
      expect(await issueReceipt(app.db, b.id, new Date('2031-03-31T18:30:00Z'))).toBe('TH/2031-32/000001');
      expect(await issueReceipt(app.db, c.id, new Date('2031-03-31T18:29:00Z'))).toBe('TH/2030-31/000002');
    });
  });

  describe('manual payments and the list', () => {
    it('an admin records a payment made outside the site, then marks it paid', async () => {
      const admin = await createAdmin(app);
      const student = await createStudent(app, { name: 'Rahul Verma' });
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        headers: admin.headers,
        payload: { userId: student.id, amount: 2500 },
      });
      expect(res.statusCode).toBe(201);
      const { payment } = res.json();
      expect(payment).toMatchObject({
        name: 'Rahul Verma',
        amount: 2500,
        status: 'pending',
        provider: 'manual',
        items: [],
      });
      expect(payment.paymentIntentId).toMatch(/^manual_[0-9a-f-]{36}$/);
      const paid = await app.inject({
        method: 'POST',
        url: '/api/payments/update-status',
        headers: admin.headers,
        payload: { paymentIntentId: payment.paymentIntentId, status: 'paid' },
      });
      expect(paid.json().payment.status).toBe('paid');
      expect(await mailsTo(app, student.email)).toHaveLength(1);
    });

    it('manual payments are admin-only and need a real user', async () => {
      const student = await createStudent(app);
      const admin = await createAdmin(app);
      const payload = { userId: student.id, amount: 100 };
      expect((await app.inject({ method: 'POST', url: '/api/payments/manual', payload })).statusCode).toBe(
        401,
      );
      expect(
        (await app.inject({ method: 'POST', url: '/api/payments/manual', headers: student.headers, payload }))
          .statusCode,
      ).toBe(403);
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        headers: admin.headers,
        payload: { userId: '4f7d1c1e-0000-4000-8000-000000000000', amount: 100 },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('a user sees only their own payments; an admin sees all; a visitor gets 401', async () => {
      const a = await shopper();
      const b = await shopper();
      const pa = await checkout(a.student);
      const pb = await checkout(b.student);
      const admin = await createAdmin(app);
      const mine = (await app.inject({ url: '/api/payments', headers: a.student.headers })).json();
      expect(mine.payments.map((p: { paymentIntentId: string }) => p.paymentIntentId)).toEqual([
        pa.paymentIntentId,
      ]);
      const all = (await app.inject({ url: '/api/payments?limit=100', headers: admin.headers })).json();
      const ids = all.payments.map((p: { paymentIntentId: string }) => p.paymentIntentId);
      expect(ids).toEqual(expect.arrayContaining([pa.paymentIntentId, pb.paymentIntentId]));
      expect(all.total).toBeGreaterThanOrEqual(2);
      expect(all.payments[0]).toEqual(
        expect.objectContaining({
          _id: expect.any(String),
          name: expect.any(String),
          createdAt: expect.any(String),
        }),
      );
      expect((await app.inject('/api/payments')).statusCode).toBe(401);
    });
  });
});
