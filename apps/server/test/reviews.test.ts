import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { freshRatings, reviewAuthorsOf, storedRatings } from './helpers/catalogue-rows.ts';
import { type Actor, createAdmin, createCenter, createStudent, createTutor } from './helpers/factories.ts';
import { auditEntriesAbout } from './helpers/message-rows.ts';
import { insertPayment } from './helpers/payment-rows.ts';

describe('reviews', async () => {
  const app = await createTestApp();

  const create = (actor: Actor | null, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/reviews/create',
      ...(actor ? { headers: actor.headers } : {}),
      payload: body,
    });
  const reviewOf = (entity: Actor, rating: number, reviewText = 'Very good teacher', type = 'Tutor') => ({
    reviewedEntityId: entity.id,
    reviewedEntityType: type,
    rating,
    reviewText,
  });
  const list = (entity: Actor, type = 'Tutor', viewer?: Actor) =>
    app.inject({
      url: `/api/reviews/getreviews?reviewedEntityId=${entity.id}&reviewedEntityType=${type}`,
      ...(viewer ? { headers: viewer.headers } : {}),
    });

  /** The stored aggregates must equal a fresh recomputation from the reviews table. */
  async function expectAggregates(
    entity: Actor,
    type: 'Tutor' | 'TuitionCenter',
    expected?: [number, number],
  ) {
    const stored = (await storedRatings(app, type === 'Tutor' ? 'tutor' : 'center', entity.id))!;
    const fresh = await freshRatings(app, type, entity.id);
    expect(Number(stored.ratings)).toBe(Number(fresh.avg ?? 0));
    expect(Number(stored.reviewCount)).toBe(Number(fresh.n));
    if (expected) expect([Number(stored.ratings), Number(stored.reviewCount)]).toEqual(expected);
    // The public read shows the same figures.
    const res = await list(entity, type);
    expect(res.json()).toMatchObject({ ratings: Number(stored.ratings), reviewCount: stored.reviewCount });
  }

  it('refuses visitors (401) and accepts a signed-in student (201), replacing on a second create (200)', async () => {
    const tutor = await createTutor(app);
    const student = await createStudent(app);
    expect((await create(null, reviewOf(tutor, 5))).statusCode).toBe(401);

    const first = await create(student, reviewOf(tutor, 5, 'Clear explanations'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, message: 'Review created successfully' });
    await expectAggregates(tutor, 'Tutor', [5, 1]);

    const second = await create(student, reviewOf(tutor, 3, 'Good, but often late'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      message: 'Review updated successfully',
      review: { rating: 3, reviewText: 'Good, but often late' },
    });
    const body = (await list(tutor)).json();
    expect(body.reviews).toHaveLength(1);
    expect(body.reviews[0]._id).toBe(first.json().review._id);
    await expectAggregates(tutor, 'Tutor', [3, 1]);
  });

  it('takes the author from the session: a userId in the body is ignored', async () => {
    const tutor = await createTutor(app);
    const author = await createStudent(app, { name: 'Real Author' });
    const victim = await createStudent(app, { name: 'Someone Else' });
    const res = await create(author, { ...reviewOf(tutor, 4), userId: victim.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().review.userId._id).toBe(author.id);
    const [row] = await reviewAuthorsOf(app, tutor.id);
    expect(row!.user_id).toBe(author.id);
  });

  it('lists reviews newest first with the author name and photo, never the e-mail, and the viewer’s own', async () => {
    const tutor = await createTutor(app);
    const a = await createStudent(app, { name: 'Asha' });
    const b = await createStudent(app, { name: 'Bala' });
    await create(a, reviewOf(tutor, 5, 'First'));
    await create(b, reviewOf(tutor, 4, 'Second'));
    const res = await list(tutor, 'Tutor', a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews.map((r: { reviewText: string }) => r.reviewText)).toEqual(['Second', 'First']);
    expect(body.reviews[0].userId).toEqual({ _id: b.id, name: 'Bala', photo: expect.any(String) });
    expect(res.body).not.toContain(a.email);
    expect(res.body).not.toContain(b.email);
    expect(body).toMatchObject({ total: 2, page: 1, ratings: 4.5, reviewCount: 2 });
    expect(body.mine).toMatchObject({ reviewText: 'First', userId: { _id: a.id } });
    expect((await list(tutor)).json().mine).toBeNull();

    const paged = await app.inject({
      url: `/api/reviews/getreviews?reviewedEntityId=${tutor.id}&reviewedEntityType=Tutor&limit=1&page=2`,
    });
    expect(paged.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.json().reviews[0].reviewText).toBe('First');
  });

  it('answers 404 for an unknown entity and 400 for a malformed id', async () => {
    const center = await createCenter(app);
    const student = await createStudent(app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await app.inject(`/api/reviews/getreviews?reviewedEntityId=${unknown}&reviewedEntityType=Tutor`))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject('/api/reviews/getreviews?reviewedEntityId=nope&reviewedEntityType=Tutor')).statusCode,
    ).toBe(400);
    const res = await create(student, { ...reviewOf(center, 5), reviewedEntityId: unknown });
    expect(res.statusCode).toBe(404);
    // A center's id reviewed as a tutor is not a tutor.
    expect((await create(student, reviewOf(center, 5, 'x', 'Tutor'))).statusCode).toBe(404);
  });

  it('refuses self-reviews by tutors and centers (403)', async () => {
    const tutor = await createTutor(app);
    const center = await createCenter(app);
    const t = await create(tutor, reviewOf(tutor, 5));
    expect(t.statusCode).toBe(403);
    expect(t.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await create(center, reviewOf(center, 5, 'Best', 'TuitionCenter'))).statusCode).toBe(403);
    await expectAggregates(tutor, 'Tutor', [0, 0]);
  });

  it('validates the rating (integer 1–5) and the comment (not blank, at most 2,000 characters)', async () => {
    const tutor = await createTutor(app);
    const student = await createStudent(app);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await create(student, { ...reviewOf(tutor, 1), rating });
      expect(res.statusCode, `rating ${rating}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const reviewText of ['', '   \n\t ']) {
      const res = await create(student, reviewOf(tutor, 4, reviewText));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Comment cannot be empty');
    }
    const tooLong = await create(student, reviewOf(tutor, 4, 'a'.repeat(2001)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Your review can be at most 2,000 characters');
    expect(tooLong.json().errors).toEqual([{ path: 'reviewText', message: tooLong.json().message }]);
    const max = await create(student, reviewOf(tutor, 4, 'b'.repeat(2000)));
    expect(max.statusCode).toBe(201);
    expect(max.json().review.reviewText).toHaveLength(2000);
    await expectAggregates(tutor, 'Tutor', [4, 1]);
  });

  it('stores markup as plain text and returns it verbatim (inert JSON strings)', async () => {
    const tutor = await createTutor(app);
    const student = await createStudent(app);
    const texts = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
    for (const [i, text] of texts.entries()) {
      const s = i === 0 ? student : await createStudent(app);
      expect((await create(s, reviewOf(tutor, 2, text))).statusCode).toBe(201);
    }
    const res = await list(tutor);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(
      res
        .json()
        .reviews.map((r: { reviewText: string }) => r.reviewText)
        .sort(),
    ).toEqual([...texts].sort());
  });

  it('lets only the author edit (PUT), recomputing the rating', async () => {
    const tutor = await createTutor(app);
    const author = await createStudent(app);
    const other = await createStudent(app);
    const admin = await createAdmin(app);
    await create(other, reviewOf(tutor, 5));
    const id = (await create(author, reviewOf(tutor, 4))).json().review._id as string;
    await expectAggregates(tutor, 'Tutor', [4.5, 2]);

    const put = (actor: Actor | null, payload: Record<string, unknown>, reviewId = id) =>
      app.inject({
        method: 'PUT',
        url: `/api/reviews/reviews/${reviewId}`,
        ...(actor ? { headers: actor.headers } : {}),
        payload,
      });
    expect((await put(null, { rating: 1 })).statusCode).toBe(401);
    expect((await put(other, { rating: 1 })).statusCode).toBe(403);
    expect((await put(admin, { rating: 1 })).statusCode).toBe(403);
    expect((await put(author, { rating: 1 }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(author, { reviewText: '  ' })).json().message).toBe('Comment cannot be empty');
    await expectAggregates(tutor, 'Tutor', [4.5, 2]);

    const ok = await put(author, { rating: 2, reviewText: 'Changed my mind', userId: other.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Review updated successfully',
      review: { rating: 2, reviewText: 'Changed my mind', userId: { _id: author.id } },
    });
    await expectAggregates(tutor, 'Tutor', [3.5, 2]);
  });

  it('lets the author or an admin delete, recomputing the rating', async () => {
    const center = await createCenter(app);
    const a = await createStudent(app);
    const b = await createStudent(app);
    const c = await createStudent(app);
    const admin = await createAdmin(app);
    const ids: string[] = [];
    for (const [s, r] of [
      [a, 5],
      [b, 4],
      [c, 4],
    ] as const)
      ids.push((await create(s, reviewOf(center, r, 'ok', 'TuitionCenter'))).json().review._id);
    await expectAggregates(center, 'TuitionCenter', [4.3, 3]);

    const del = (actor: Actor | null, id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/reviews/reviews/${id}`,
        ...(actor ? { headers: actor.headers } : {}),
      });
    expect((await del(null, ids[0]!)).statusCode).toBe(401);
    expect((await del(b, ids[0]!)).statusCode).toBe(403);
    expect((await del(center, ids[0]!)).statusCode).toBe(403);
    await expectAggregates(center, 'TuitionCenter', [4.3, 3]);

    const own = await del(a, ids[0]!);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Review deleted successfully' });
    await expectAggregates(center, 'TuitionCenter', [4, 2]);
    const profile = (await app.inject(`/api/tuition-centers/get-profile/${center.id}`)).json();
    expect(profile).toMatchObject({ ratings: 4, reviewCount: 2 });
    expect(profile.reviews).toHaveLength(2);
    expect((await del(a, ids[0]!)).statusCode).toBe(404);

    expect((await del(admin, ids[1]!)).statusCode).toBe(200);
    const audit = await auditEntriesAbout(app, ids[1]!);
    expect(audit).toEqual([{ action: 'review.delete', actor_id: admin.id, target_id: ids[1]! }]);
    expect((await del(admin, ids[2]!)).statusCode).toBe(200);
    await expectAggregates(center, 'TuitionCenter', [0, 0]);
  });

  it('feeds the tutor listing and profile: filters and sorts use the true rating', async () => {
    const good = await createTutor(app, { name: 'Zara Rated', subjects: { Sanskrit: 700 } });
    const poor = await createTutor(app, { name: 'Abel Rated', subjects: { Sanskrit: 600 } });
    const s1 = await createStudent(app);
    const s2 = await createStudent(app);
    await create(s1, reviewOf(good, 5));
    await create(s2, reviewOf(good, 4));
    await create(s1, reviewOf(poor, 2));

    // What a visitor sees on the profile and in listings, filters and sorts is the true figure.
    const profile = await app.inject(`/api/tutors/get-tutor/${good.id}`);
    expect(profile.json()).toMatchObject({ ratings: 4.5, reviewCount: 2 });
    const listing = await app.inject('/api/tutors/all-tutors?subject=Sanskrit&sort=ratings');
    expect(listing.json().tutors.map((t: { _id: string }) => t._id)).toEqual([good.id, poor.id]);
    expect(listing.json().tutors[1]).toMatchObject({ ratings: 2, reviewCount: 1 });
    const filtered = await app.inject('/api/tutors/all-tutors?subject=Sanskrit&minRating=4');
    expect(filtered.json().tutors.map((t: { _id: string }) => t._id)).toEqual([good.id]);
    await expectAggregates(good, 'Tutor', [4.5, 2]);
    await expectAggregates(poor, 'Tutor', [2, 1]);
  });

  it('marks a review verified when its author has a paid payment that included the tutor', async () => {
    const tutor = await createTutor(app);
    const paid = await createStudent(app);
    const pending = await createStudent(app);
    const never = await createStudent(app);
    const other = await createTutor(app);
    for (const [student, status, tutorId] of [
      [paid, 'paid', tutor.id],
      [pending, 'pending', tutor.id],
      [never, 'paid', other.id],
    ] as const) {
      await insertPayment(
        app,
        {
          userId: student.id,
          name: student.name,
          amount: 500,
          status,
          provider: 'local',
          paymentIntentId: `pi_test_${student.id}`,
        },
        [{ tutorId, tutorName: 'Tutor', subject: 'Mathematics', fee: 500 }],
      );
      await create(student, reviewOf(tutor, 5));
    }
    const byAuthor = Object.fromEntries(
      (await list(tutor))
        .json()
        .reviews.map((r: { userId: { _id: string }; verified: boolean }) => [r.userId._id, r.verified]),
    );
    expect(byAuthor).toEqual({ [paid.id]: true, [pending.id]: false, [never.id]: false });
  });
});
