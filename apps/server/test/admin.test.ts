import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recomputeRatings } from '../src/modules/reviews/repository.ts';
import { deleteAccount } from '../src/modules/users/delete-account.ts';
import {
  adminRows,
  insertPasswordReset,
  insertUpload,
  setPhoto,
  tutorTraces,
  usersAmong,
} from './helpers/account-rows.ts';
import { createTestApp } from './helpers/app.ts';
import {
  auditActions,
  insertReviews,
  insertWatchlistItems,
  profileRow,
  storedRatings,
} from './helpers/catalogue-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';
import { insertContactMessages, insertEnquiry, insertSubscriber } from './helpers/message-rows.ts';
import { insertPayment, paymentById, paymentItemsOf } from './helpers/payment-rows.ts';
import { hiresOf, sessionOf, uploadOf } from './helpers/stored-rows.ts';

describe('admin API', async () => {
  const app = await createTestApp();
  const admin = await createAdmin(app, { name: 'Chief Admin' });
  const uniq = Date.now().toString(36);

  async function review(author: Actor, target: Actor, rating: number) {
    const entityType = target.role === 'tutor' ? 'Tutor' : 'TuitionCenter';
    await insertReviews(app, [
      { userId: author.id, entityType, entityId: target.id, rating, reviewText: 'Review' },
    ]);
    await recomputeRatings(app.db, [{ entityType, entityId: target.id }]);
  }

  async function payFor(payer: Actor, tutor: Actor, subject: string, fee: number, status = 'paid' as const) {
    return insertPayment(
      app,
      {
        userId: payer.id,
        name: payer.name,
        amount: fee,
        status,
        provider: 'local',
        paymentIntentId: `pi_${crypto.randomUUID()}`,
      },
      [{ tutorId: tutor.id, tutorName: tutor.name, subject, fee }],
      [{ studentId: payer.id, tutorId: tutor.id, tutorName: tutor.name, subject, fee }],
    );
  }

  const get = (url: string, who: Actor = admin) => app.inject({ method: 'GET', url, headers: who.headers });
  const del = (url: string, who: Actor = admin) =>
    app.inject({ method: 'DELETE', url, headers: who.headers });

  describe('account lists', () => {
    it('pages all users newest first, 6 a page when asked, with the total', async () => {
      const made: Actor[] = [];
      for (let i = 0; i < 8; i++) made.push(await createStudent(app, { name: `Pager ${uniq} ${i}` }));
      const first = await get(`/api/admin/users?q=Pager ${uniq}&limit=6`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ total: 8, page: 1, pageSize: 6 });
      expect(body.users.map((u: { name: string }) => u.name)).toEqual(
        [7, 6, 5, 4, 3, 2].map((i) => `Pager ${uniq} ${i}`),
      );
      const second = (await get(`/api/admin/users?q=Pager ${uniq}&limit=6&page=2`)).json();
      expect(second.users.map((u: { name: string }) => u.name)).toEqual(
        [1, 0].map((i) => `Pager ${uniq} ${i}`),
      );
      expect(second).toMatchObject({ total: 8, page: 2, pageSize: 6 });
    });

    it('defaults to 12 a page and refuses a page size over 100', async () => {
      expect((await get('/api/admin/users')).json().pageSize).toBe(12);
      const res = await get('/api/admin/users?limit=101');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('searches by part of the name or the e-mail, case-insensitively, % and _ taken literally', async () => {
      const s = await createStudent(app, { name: `Zara Quill ${uniq}`, email: `zq-${uniq}@Example.test` });
      const byName = (await get(`/api/admin/users?q=zara quill ${uniq}`)).json();
      expect(byName.users.map((u: { _id: string }) => u._id)).toEqual([s.id]);
      const byEmail = (await get(`/api/admin/users?q=ZQ-${uniq}@`)).json();
      expect(byEmail.users.map((u: { _id: string }) => u._id)).toEqual([s.id]);
      expect((await get(`/api/admin/users?q=${encodeURIComponent('%')}`)).json().total).toBe(0);
      expect((await get(`/api/admin/users?q=zq_${uniq}`)).json().total).toBe(0);
    });

    it('answers tutors with e-mail, role, join date and the whole profile', async () => {
      const t = await createTutor(app, {
        name: `Tara Tutor ${uniq}`,
        bio: 'Physics since 2010',
        availability: 'Evening',
        subjects: { Physics: 900, Chemistry: 700 },
      });
      const s = await createStudent(app);
      await review(s, t, 4);
      const res = await get(`/api/admin/users/Tutors?q=Tara Tutor ${uniq}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 1, page: 1 });
      expect(res.json().tutors[0]).toEqual({
        _id: t.id,
        name: t.name,
        email: t.email,
        role: 'Tutor',
        photo: '/images/tutor-placeholder.svg',
        profileInfo: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        bio: 'Physics since 2010',
        availability: 'Evening',
        subjects: ['Chemistry', 'Physics'],
        fees: { Chemistry: 700, Physics: 900 },
        city: null,
        locality: null,
        pincode: null,
        classLevels: [],
        boards: [],
        travelKm: 0,
        modes: [],
        sessionsPerWeek: 3,
        sessionMinutes: 60,
        qualification: '',
        experienceYears: null,
        languages: [],
        ratings: 4,
        reviewCount: 1,
        reviewStatus: 'approved',
        reviewReason: null,
        verified: null,
      });
    });

    it('answers centers with location, description, contact number, courses and fees', async () => {
      const c = await createCenter(app, {
        name: `Cedar Center ${uniq}`,
        location: 'Nagpur',
        courses: { NEET: 3000, 'IIT-JEE': 2500 },
      });
      const body = (await get(`/api/admin/users/TuitionCenter?q=cedar center ${uniq}`)).json();
      expect(body.tuitionCenters).toHaveLength(1);
      expect(body.tuitionCenters[0]).toMatchObject({
        _id: c.id,
        email: c.email,
        role: 'Tuition Center',
        location: 'Nagpur',
        description: 'A friendly tuition center',
        contactNumber: '+91 98765 43210',
        courses: ['IIT-JEE', 'NEET'],
        fees: { 'IIT-JEE': 2500, NEET: 3000 },
        ratings: 0,
        reviewCount: 0,
      });
    });

    it('lists only the asked role', async () => {
      const tutors = (await get('/api/admin/users/Tutors?limit=100')).json().tutors;
      const centers = (await get('/api/admin/users/TuitionCenter?limit=100')).json().tuitionCenters;
      const students = (await get('/api/admin/users/Students?limit=100')).json().students;
      expect(new Set(tutors.map((u: { role: string }) => u.role))).toEqual(new Set(['Tutor']));
      expect(new Set(centers.map((u: { role: string }) => u.role))).toEqual(new Set(['Tuition Center']));
      expect(new Set(students.map((u: { role: string }) => u.role))).toEqual(new Set(['Student']));
    });

    it('keeps GET /api/user/all for old clients: { users } for the admin', async () => {
      const res = await get(`/api/user/all?id=${admin.id}`);
      expect(res.statusCode).toBe(200);
      const ids = res.json().users.map((u: { _id: string }) => u._id);
      expect(ids).toContain(admin.id);
    });
  });

  describe('other admin lists', () => {
    it('lists contact messages newest first, searchable by name or e-mail', async () => {
      await insertContactMessages(app, [
        {
          name: `Old Sender ${uniq}`,
          email: `old-${uniq}@x.test`,
          message: 'first',
          createdAt: new Date('2026-01-01'),
        },
        {
          name: `New Sender ${uniq}`,
          email: `new-${uniq}@x.test`,
          message: 'second',
          createdAt: new Date('2026-02-01'),
        },
      ]);
      const all = (await get(`/api/admin/messages?q=Sender ${uniq}`)).json();
      expect(all.messages.map((m: { message: string }) => m.message)).toEqual(['second', 'first']);
      expect(all.messages[0]).toEqual({
        _id: expect.any(String),
        name: `New Sender ${uniq}`,
        email: `new-${uniq}@x.test`,
        message: 'second',
        createdAt: '2026-02-01T00:00:00.000Z',
      });
      const one = (await get(`/api/admin/messages?q=OLD-${uniq}`)).json();
      expect(one).toMatchObject({ total: 1, messages: [{ message: 'first' }] });
    });

    it('lists newsletter subscribers', async () => {
      await insertSubscriber(app, `reader-${uniq}@x.test`);
      const body = (await get(`/api/admin/subscribers?q=reader-${uniq}`)).json();
      expect(body).toMatchObject({ total: 1, subscribers: [{ email: `reader-${uniq}@x.test` }] });
    });

    it('lists enquiries with the addressed tutor or center', async () => {
      const t = await createTutor(app, { name: `Enquired Tutor ${uniq}` });
      await insertEnquiry(app, {
        entityType: 'Tutor',
        entityId: t.id,
        name: 'Parent Pooja',
        email: `pooja-${uniq}@x.test`,
        message: 'Maths for class 8?',
      });
      const body = (await get(`/api/admin/enquiries?q=pooja-${uniq}`)).json();
      expect(body.enquiries).toEqual([
        {
          _id: expect.any(String),
          entityType: 'Tutor',
          entityId: t.id,
          entityName: t.name,
          name: 'Parent Pooja',
          email: `pooja-${uniq}@x.test`,
          message: 'Maths for class 8?',
          createdAt: expect.any(String),
        },
      ]);
      expect((await get(`/api/admin/enquiries?q=Enquired Tutor ${uniq}`)).json().total).toBe(1);
    });

    it('lists payments with their items and the payer e-mail', async () => {
      const s = await createStudent(app, { name: `Paying Parent ${uniq}` });
      const t = await createTutor(app, { subjects: { Maths: 1200 } });
      const p = await payFor(s, t, 'Maths', 1200);
      const body = (await get(`/api/admin/payments?q=paying parent ${uniq}`)).json();
      expect(body.payments).toEqual([
        {
          _id: p.id,
          userId: s.id,
          name: s.name,
          email: s.email,
          amount: 1200,
          refundedAmount: 0,
          status: 'paid',
          provider: 'local',
          paymentIntentId: p.paymentIntentId,
          createdAt: expect.any(String),
          items: [{ tutorId: t.id, tutorName: t.name, subject: 'Maths', fee: 1200 }],
        },
      ]);
    });
  });

  describe('account detail', () => {
    it('shows everything about a tutor: profile, e-mail, join date, payments, enquiries, counts', async () => {
      const t = await createTutor(app, { name: `Detail Tutor ${uniq}`, subjects: { English: 800 } });
      const s = await createStudent(app);
      const p = await payFor(s, t, 'English', 800);
      await review(s, t, 5);
      await insertWatchlistItems(app, [{ userId: s.id, tutorId: t.id, subject: 'English', fee: 800 }]);
      await insertEnquiry(app, {
        entityType: 'Tutor',
        entityId: t.id,
        name: 'Ravi',
        email: 'ravi@x.test',
        message: 'Weekend slots?',
      });
      const res = await get(`/api/admin/users/${t.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({
        _id: t.id,
        email: t.email,
        role: 'Tutor',
        subjects: ['English'],
        ratings: 5,
        reviewCount: 1,
      });
      expect(body.user.createdAt).toMatch(/^\d{4}-/);
      expect(body.payments.map((x: { _id: string }) => x._id)).toEqual([p.id]);
      expect(body.enquiries.map((e: { message: string }) => e.message)).toEqual(['Weekend slots?']);
      expect(body.counts).toEqual({
        payments: 1,
        enquiries: 1,
        reviewsWritten: 0,
        reviewsReceived: 1,
        watchlistItems: 1,
      });
      const payer = (await get(`/api/admin/users/${s.id}`)).json();
      expect(payer.payments.map((x: { _id: string }) => x._id)).toEqual([p.id]);
      expect(payer.counts).toMatchObject({ reviewsWritten: 1, reviewsReceived: 0 });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const missing = await get(`/api/admin/users/${crypto.randomUUID()}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'User not found' });
      expect((await get('/api/admin/users/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('deleting an account', () => {
    it('removes a tutor and everything hanging on it in one go; payments stay for the books', async () => {
      const tutor = await createTutor(app, {
        name: `Doomed Tutor ${uniq}`,
        subjects: { Maths: 500, Science: 600 },
      });
      const student = await createStudent(app, { name: `Loyal Student ${uniq}` });
      const other = await createStudent(app);
      const center = await createCenter(app);
      const otherTutor = await createTutor(app);
      // Reviews about the tutor, and reviews the tutor wrote about others (their ratings must be re-aggregated).
      await review(student, tutor, 5);
      await review(tutor, center, 1);
      await review(other, center, 5);
      await review(tutor, otherTutor, 2);
      await review(other, otherTutor, 4);
      expect(await ratingsOf(center.id, 'center')).toEqual({ ratings: 3, reviewCount: 2 });
      expect(await ratingsOf(otherTutor.id, 'tutor')).toEqual({ ratings: 3, reviewCount: 2 });
      await insertWatchlistItems(app, [
        { userId: student.id, tutorId: tutor.id, subject: 'Maths', fee: 500 },
      ]);
      await insertPasswordReset(app, {
        tokenHash: `reset-${uniq}`,
        userId: tutor.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      await insertEnquiry(app, {
        entityType: 'Tutor',
        entityId: tutor.id,
        name: 'N',
        email: 'n@x.test',
        message: 'm',
      });
      const file = `tutor-${uniq}.webp`;
      mkdirSync(app.config.uploadsDir, { recursive: true });
      writeFileSync(path.join(app.config.uploadsDir, file), 'image bytes');
      await insertUpload(app, { fileName: file, ownerId: tutor.id, bytes: 11 });
      await setPhoto(app, tutor.id, `/uploads/${file}`);
      const payment = await payFor(student, tutor, 'Maths', 500);

      // The tutor's session works (an admin route says 403, not 401) until the account is gone.
      expect((await get('/api/admin/users', tutor)).statusCode).toBe(403);

      const res = await del(`/api/admin/user/${tutor.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'User deleted successfully' });

      expect(await tutorTraces(app, tutor.id)).toEqual({
        users: [],
        tutorProfiles: [],
        tutorSubjects: [],
        reviews: [],
        watchlistItems: [],
        sessions: [],
        passwordResets: [],
        enquiries: [],
      });
      expect(await uploadOf(app, `/uploads/${file}`)).toBeUndefined();
      expect(existsSync(path.join(app.config.uploadsDir, file))).toBe(false);
      // Ratings of what the tutor had reviewed now count only the remaining reviews.
      expect(await ratingsOf(center.id, 'center')).toEqual({ ratings: 5, reviewCount: 1 });
      expect(await ratingsOf(otherTutor.id, 'tutor')).toEqual({ ratings: 4, reviewCount: 1 });
      // The payment and its item stay, naming the tutor.
      const kept = await paymentById(app, payment.id);
      expect(kept).toMatchObject({ userId: student.id, name: student.name, status: 'paid', amount: 500 });
      const items = await paymentItemsOf(app, payment.id);
      expect(items).toEqual([expect.objectContaining({ tutorId: null, tutorName: tutor.name, fee: 500 })]);
      expect(await hiresOf(app, payment.id)).toHaveLength(1);
      // The deleted tutor's token no longer opens anything.
      const after = await get('/api/admin/users', tutor);
      expect(after.statusCode).toBe(401);
      expect(await sessionOf(app, tutor.token)).toBeUndefined();
      // Other accounts are untouched.
      expect(await usersAmong(app, [student.id, other.id, center.id])).toHaveLength(3);

      // Now the paying student goes too: the payment keeps its name, without the account.
      const gone = await del(`/api/user/delete/${student.id}?adminId=${admin.id}`);
      expect(gone.statusCode).toBe(200);
      expect(gone.json()).toEqual({ success: true, message: 'User deleted successfully' });
      const orphan = await paymentById(app, payment.id);
      expect(orphan).toMatchObject({ userId: null, name: student.name, amount: 500 });
      expect(await paymentItemsOf(app, payment.id)).toHaveLength(1);
      const listed = (await get(`/api/admin/payments?q=Loyal Student ${uniq}`)).json().payments;
      expect(listed).toEqual([expect.objectContaining({ _id: payment.id, userId: null, email: null })]);
    });

    it('deletes a center with its courses and its photo file when no one else shows it', async () => {
      const center = await createCenter(app, { courses: { NEET: 3000 } });
      const file = `center-${uniq}.webp`;
      writeFileSync(path.join(app.config.uploadsDir, file), 'image bytes');
      // Uploaded at sign-up but never claimed: still the center's photo, so it goes with it.
      await insertUpload(app, { fileName: file, ownerId: null, bytes: 11 });
      await setPhoto(app, center.id, `/uploads/${file}`);
      expect((await del(`/api/admin/user/${center.id}`)).statusCode).toBe(200);
      expect(await profileRow(app, 'center', center.id)).toBeUndefined();
      expect(existsSync(path.join(app.config.uploadsDir, file))).toBe(false);
    });

    it('answers 404 for an account that does not exist (and writes no audit entry)', async () => {
      const id = crypto.randomUUID();
      const res = await del(`/api/admin/user/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
      expect(await auditActions(app, id)).toEqual([]);
    });

    it('refuses an admin deleting itself, by either route', async () => {
      for (const url of [`/api/admin/user/${admin.id}`, `/api/user/delete/${admin.id}?adminId=${admin.id}`]) {
        const res = await del(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: 'You cannot delete your own admin account',
        });
      }
      expect((await get('/api/admin/users')).statusCode).toBe(200);
    });
  });

  describe('audit log', () => {
    it('records every admin delete with who, what and when, and lists it for admins', async () => {
      const victim = await createStudent(app, { name: `Audited ${uniq}`, email: `audited-${uniq}@x.test` });
      expect((await del(`/api/admin/user/${victim.id}`)).statusCode).toBe(200);
      const res = await get(`/api/admin/audit?q=audited-${uniq}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 1 });
      expect(res.json().entries[0]).toEqual({
        _id: expect.any(String),
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'user.delete',
        targetType: 'user',
        targetId: victim.id,
        details: { name: victim.name, email: victim.email, role: 'Student' },
        createdAt: expect.any(String),
      });
      const newest = (await get('/api/admin/audit?limit=1')).json().entries[0];
      expect(newest.targetId).toBe(victim.id);
    });
  });

  it('never sends a password or its hash in any admin answer', async () => {
    const t = await createTutor(app);
    const bodies = await Promise.all(
      [
        '/api/admin/users?limit=100',
        '/api/admin/users/Tutors?limit=100',
        '/api/admin/users/TuitionCenter?limit=100',
        '/api/admin/users/Students?limit=100',
        `/api/admin/users/${t.id}`,
        '/api/admin/audit?limit=100',
        '/api/user/all',
      ].map(async (url) => {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        return res.body;
      }),
    );
    for (const body of bodies) {
      expect(body).not.toMatch(/\$argon2/);
      expect(body.toLowerCase()).not.toContain('password');
    }
  });

  const ratingsOf = (id: string, kind: 'tutor' | 'center') => storedRatings(app, kind, id);
});

describe('the last admin', async () => {
  const app = await createTestApp();
  const del = (url: string, who: Actor) => app.inject({ method: 'DELETE', url, headers: who.headers });
  const admins = () => adminRows(app);

  it('lets an admin delete another admin, but never the last one', async () => {
    const first = await createAdmin(app);
    const second = await createAdmin(app);
    const third = await createAdmin(app);
    expect((await del(`/api/admin/user/${third.id}`, second)).statusCode).toBe(200);
    // The two admins left delete each other at the same moment: one wins, one admin always remains.
    const [a, b] = await Promise.all([
      del(`/api/admin/user/${second.id}`, first),
      del(`/api/admin/user/${first.id}`, second),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // 409 when both got past the session check; 401 when the loser's account was already gone.
    expect([401, 409]).toContain(statuses[1]);
    const left = await admins();
    expect(left).toHaveLength(1);
    // No code path that deletes accounts may remove the sole admin.
    await expect(deleteAccount({ db: app.db, storage: app.storage }, left[0]!.id)).rejects.toMatchObject({
      status: 409,
      message: 'The last admin account cannot be deleted',
    });
    expect(await admins()).toHaveLength(1);
  });
});
