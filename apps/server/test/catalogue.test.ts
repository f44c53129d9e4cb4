import type { CenterCard, CenterProfile, TutorCard } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { recomputeRatings } from '../src/modules/reviews/repository.ts';
import { createTestApp } from './helpers/app.ts';
import { insertReviews } from './helpers/catalogue-rows.ts';
import {
  createCenter,
  createStudent,
  createTutor,
  newProfileTrustFields,
  unplacedTutorCardFields,
} from './helpers/factories.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Nothing that identifies an account may leave a public answer. */
function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password/i);
  expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
}

describe('public catalogue: tutors', async () => {
  const app = await createTestApp();

  // Six tutors with distinct values on every filter and sort, newest first in this order.
  const anita = await createTutor(app, {
    name: 'Anita Rao',
    bio: 'Maths and physics for boards',
    availability: 'Morning',
    subjects: { Mathematics: 800, Physics: 1200 },
    ratings: 4.5,
    reviewCount: 4,
    createdAt: daysAgo(1),
  });
  const bhaskar = await createTutor(app, {
    name: 'Bhaskar Iyer',
    availability: 'Evening',
    subjects: { Chemistry: 1500 },
    ratings: 3,
    reviewCount: 2,
    createdAt: daysAgo(2),
  });
  // Stored in lower case: the subject filter must still find her for "Mathematics".
  const chitra = await createTutor(app, {
    name: 'Chitra Nair',
    availability: 'Afternoon',
    subjects: { mathematics: 2500 },
    ratings: 5,
    reviewCount: 1,
    createdAt: daysAgo(3),
  });
  const deepak = await createTutor(app, {
    name: 'Deepak Joshi',
    availability: 'Morning',
    subjects: { English: 400, Hindi: 300 },
    createdAt: daysAgo(4),
  });
  // Teaches "Applied Mathematics": a subject filter for Mathematics is an exact match, not a substring.
  const esha = await createTutor(app, {
    name: 'Esha Kapoor',
    availability: 'Evening',
    subjects: { Physics: 2000, 'Applied Mathematics': 900 },
    ratings: 4.5,
    reviewCount: 6,
    createdAt: daysAgo(5),
  });
  const farhan = await createTutor(app, {
    name: 'Farhan Khan',
    availability: 'Afternoon',
    subjects: { Guitar: 700 },
    ratings: 2,
    reviewCount: 3,
    createdAt: daysAgo(6),
  });
  // Five tutors equal on every sort key: only the id can order them.
  const ties = [];
  const tieDate = daysAgo(10);
  for (let i = 0; i < 5; i++)
    ties.push(
      await createTutor(app, {
        name: 'Tie Tutor',
        availability: 'Afternoon',
        subjects: { Tabla: 1000 },
        ratings: 3.5,
        reviewCount: 2,
        createdAt: tieDate,
      }),
    );
  const zubin = await createTutor(app, {
    name: 'Zubin Mistry',
    availability: 'Morning',
    subjects: { Sanskrit: 600 },
    ratings: 1,
    reviewCount: 1,
    createdAt: daysAgo(100),
  });
  const tiesAsc = [...ties].sort(byId);
  const tiesDesc = [...tiesAsc].reverse();

  const list = async (query: string) => {
    const res = await app.inject(`/api/tutors/all-tutors${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { tutors: TutorCard[]; total: number; page: number; pageSize: number };
  };
  const ids = async (query: string) => (await list(query)).tutors.map((t) => t._id);

  it('lists newest first by default, 12 a page, with the total', async () => {
    const body = await list('');
    expect(body.total).toBe(12);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    expect(body.tutors.map((t) => t._id)).toEqual([
      anita.id,
      bhaskar.id,
      chitra.id,
      deepak.id,
      esha.id,
      farhan.id,
      ...tiesDesc.map((t) => t.id),
      zubin.id,
    ]);
  });

  it('answers the public card fields and nothing else', async () => {
    const body = await list('?limit=1');
    expect(body.tutors[0]).toEqual({
      _id: anita.id,
      name: 'Anita Rao',
      photo: '/images/tutor-placeholder.svg',
      bio: 'Maths and physics for boards',
      availability: 'Morning',
      subjects: ['Mathematics', 'Physics'],
      fees: { Mathematics: 800, Physics: 1200 },
      lowestFee: 800,
      ratings: 4.5,
      reviewCount: 4,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      ...unplacedTutorCardFields,
    });
    expect(Date.now() - Date.parse(body.tutors[0]!.createdAt)).toBeGreaterThan(DAY - 60_000);
  });

  it('filters by subject, exactly and ignoring case', async () => {
    expect(await ids('?subject=Mathematics')).toEqual([anita.id, chitra.id]);
    expect(await ids('?subject=MATHEMATICS')).toEqual([anita.id, chitra.id]);
    expect(await ids('?subject=applied%20mathematics')).toEqual([esha.id]);
    const none = await list('?subject=Maths');
    expect(none).toEqual({ tutors: [], total: 0, page: 1, pageSize: 12 });
  });

  it('filters by availability (exact)', async () => {
    expect(await ids('?availability=Morning')).toEqual([anita.id, deepak.id, zubin.id]);
    expect((await list('?availability=Evening')).total).toBe(2);
  });

  it('filters by the lowest fee, up to and including maxFee', async () => {
    expect(await ids('?maxFee=800')).toEqual([anita.id, deepak.id, farhan.id, zubin.id]);
    expect(await ids('?maxFee=300')).toEqual([deepak.id]);
    expect((await list('?maxFee=299')).total).toBe(0);
  });

  it('filters by minimum rating (at or above)', async () => {
    expect(await ids('?minRating=4.5')).toEqual([anita.id, chitra.id, esha.id]);
    expect(await ids('?minRating=5')).toEqual([chitra.id]);
    expect((await list('?minRating=1')).total).toBe(11); // everyone but the unrated Deepak
  });

  it('sorts by name A→Z, ratings high→low and lowest fee first, ties broken by id', async () => {
    expect(await ids('?sort=name')).toEqual([
      anita.id,
      bhaskar.id,
      chitra.id,
      deepak.id,
      esha.id,
      farhan.id,
      ...tiesAsc.map((t) => t.id),
      zubin.id,
    ]);
    const [first, second] = [anita, esha].sort(byId);
    expect(await ids('?sort=ratings')).toEqual([
      chitra.id,
      first!.id,
      second!.id,
      ...tiesAsc.map((t) => t.id),
      bhaskar.id,
      farhan.id,
      zubin.id,
      deepak.id,
    ]);
    expect(await ids('?sort=fees')).toEqual([
      deepak.id,
      zubin.id,
      farhan.id,
      anita.id,
      esha.id,
      ...tiesAsc.map((t) => t.id),
      bhaskar.id,
      chitra.id,
    ]);
  });

  it('combines filters and sort', async () => {
    // Both teach Physics and their *lowest* fee (800, 900) is within 1000, though Esha's Physics fee is 2000.
    expect(await ids('?subject=physics&maxFee=1000&sort=fees')).toEqual([anita.id, esha.id]);
    expect(await ids('?availability=Evening&minRating=3')).toEqual([bhaskar.id, esha.id]);
    expect(await ids('?availability=Morning&maxFee=1000&minRating=1&sort=name')).toEqual([
      anita.id,
      zubin.id,
    ]);
    const body = await list('?subject=Tabla&sort=ratings&limit=2&page=2');
    expect(body.total).toBe(5);
    expect(body.tutors.map((t) => t._id)).toEqual(tiesAsc.slice(2, 4).map((t) => t.id));
  });

  it('filters by free text like search (words and typos), newest first unless sorted', async () => {
    expect(await ids('?q=guitar')).toEqual([farhan.id]);
    expect(await ids('?q=physcs')).toEqual([anita.id, esha.id]);
    expect((await list('?q=physcs')).total).toBe(2);
    expect(await ids('?q=sanskrit&availability=Morning')).toEqual([zubin.id]);
    expect(await ids('?q=physics&sort=fees')).toEqual([anita.id, esha.id]);
    expect((await list('?q=%20%20')).total).toBe(12); // blank text filters nothing
  });

  it('paginates without repeating or skipping rows, even among ties', async () => {
    for (const sort of ['', '&sort=name', '&sort=ratings', '&sort=fees']) {
      const seen: string[] = [];
      for (let page = 1; page <= 6; page++) {
        const body = await list(`?limit=5&page=${page}${sort}`);
        expect(body.total).toBe(12);
        expect(body.page).toBe(page);
        expect(body.pageSize).toBe(5);
        expect(body.tutors.length).toBe(page <= 2 ? 5 : page === 3 ? 2 : 0);
        seen.push(...body.tutors.map((t) => t._id));
      }
      expect(new Set(seen).size).toBe(12);
    }
  });

  it('answers a page past the end with an empty list and the real total', async () => {
    expect(await list('?page=80')).toEqual({ tutors: [], total: 12, page: 80, pageSize: 12 });
  });

  it('accepts limit=100 and rejects limit=101', async () => {
    expect((await list('?limit=100')).tutors).toHaveLength(12);
    const res = await app.inject('/api/tutors/all-tutors?limit=101');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('limit');
  });

  it('answers the newest 12 as latestTutors', async () => {
    const res = await app.inject('/api/tutors/latest-tutors');
    expect(res.statusCode).toBe(200);
    const latest = res.json().latestTutors as TutorCard[];
    expect(latest.map((t) => t._id)).toEqual([
      anita.id,
      bhaskar.id,
      chitra.id,
      deepak.id,
      esha.id,
      farhan.id,
      ...tiesDesc.map((t) => t.id),
      zubin.id,
    ]);
    const old = await createTutor(app, { name: 'Oldest Tutor', createdAt: daysAgo(400) });
    const again = (await app.inject('/api/tutors/latest-tutors')).json().latestTutors as TutorCard[];
    expect(again).toHaveLength(12);
    expect(again.map((t) => t._id)).not.toContain(old.id);
  });

  it('answers one tutor by id', async () => {
    const res = await app.inject(`/api/tutors/get-tutor/${esha.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: esha.id,
      name: 'Esha Kapoor',
      subjects: ['Applied Mathematics', 'Physics'],
      fees: { 'Applied Mathematics': 900, Physics: 2000 },
      lowestFee: 900,
      availability: 'Evening',
    });
  });

  it('never answers a password hash or an e-mail address', async () => {
    for (const url of [
      '/api/tutors/all-tutors?limit=100',
      '/api/tutors/all-tutors?q=anita',
      '/api/tutors/latest-tutors',
      `/api/tutors/get-tutor/${anita.id}`,
      '/api/tutors/search?name=anita',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
    }
  });
});

describe('public catalogue: tuition centers', async () => {
  const app = await createTestApp();

  const apex = await createCenter(app, {
    name: 'Apex Classes',
    location: 'Kothrud, Pune',
    courses: { 'IIT-JEE': 2500, Physics: 1200 },
    ratings: 4,
    reviewCount: 2,
    createdAt: daysAgo(1),
  });
  const bloom = await createCenter(app, {
    name: 'Bloom Academy',
    location: 'Saket, Delhi',
    description: 'School subjects for Class VI to X',
    contactNumber: '+91 99887 76655',
    courses: { Mathematics: 900, English: 700 },
    ratings: 4.8,
    reviewCount: 5,
    createdAt: daysAgo(2),
  });
  const crest = await createCenter(app, {
    name: 'Crest Tutorials',
    location: 'Adyar, Chennai',
    courses: { 'iit-jee': 3000 },
    createdAt: daysAgo(3),
  });

  const list = async (query: string) => {
    const res = await app.inject(`/api/tuition-centers/all${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { tuitionCenters: CenterCard[]; total: number; page: number; pageSize: number };
  };
  const ids = async (query: string) => (await list(query)).tuitionCenters.map((c) => c._id);

  it('lists newest first with the card fields', async () => {
    const body = await list('');
    expect(body.total).toBe(3);
    expect(body.tuitionCenters.map((c) => c._id)).toEqual([apex.id, bloom.id, crest.id]);
    expect(body.tuitionCenters[1]).toEqual({
      _id: bloom.id,
      name: 'Bloom Academy',
      photo: '/images/center-placeholder.svg',
      location: 'Saket, Delhi',
      description: 'School subjects for Class VI to X',
      contactNumber: '+91 99887 76655',
      courses: ['English', 'Mathematics'],
      fees: { English: 700, Mathematics: 900 },
      lowestFee: 700,
      ratings: 4.8,
      reviewCount: 5,
      createdAt: expect.any(String),
      city: null,
      locality: null,
      classLevels: [],
      boards: [],
      address: null,
      responseMinutes: null,
      ...newProfileTrustFields,
    });
  });

  it('filters by course (exact, any case), fee and rating, and sorts', async () => {
    expect(await ids('?course=IIT-JEE')).toEqual([apex.id, crest.id]);
    expect(await ids('?course=english')).toEqual([bloom.id]);
    expect((await list('?course=JEE')).total).toBe(0);
    expect(await ids('?maxFee=1000')).toEqual([bloom.id]);
    expect(await ids('?maxFee=1200')).toEqual([apex.id, bloom.id]);
    expect(await ids('?minRating=4')).toEqual([apex.id, bloom.id]);
    expect(await ids('?sort=name')).toEqual([apex.id, bloom.id, crest.id]);
    expect(await ids('?sort=ratings')).toEqual([bloom.id, apex.id, crest.id]);
    expect(await ids('?sort=fees')).toEqual([bloom.id, apex.id, crest.id]);
    expect(await ids('?course=iit-jee&sort=fees')).toEqual([apex.id, crest.id]);
    expect(await ids('?q=chenai')).toEqual([crest.id]);
  });

  it('paginates with the total', async () => {
    expect(await list('?limit=2&page=2')).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(await ids('?limit=2&page=2')).toEqual([crest.id]);
    expect(await list('?limit=2&page=3')).toEqual({ tuitionCenters: [], total: 3, page: 3, pageSize: 2 });
  });

  it('answers the newest as latesttuitionCenters (the spec spelling)', async () => {
    const res = await app.inject('/api/tuition-centers/latest');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['latesttuitionCenters']);
    expect(res.json().latesttuitionCenters.map((c: CenterCard) => c._id)).toEqual([
      apex.id,
      bloom.id,
      crest.id,
    ]);
  });

  it('answers a profile with its reviews, newest first, reviewer without e-mail', async () => {
    const meera = await createStudent(app, { name: 'Meera Student' });
    const raj = await createStudent(app, { name: 'Raj Student' });
    await insertReviews(app, [
      {
        userId: meera.id,
        entityType: 'TuitionCenter',
        entityId: bloom.id,
        rating: 5,
        reviewText: 'Small batches, great teachers.',
        createdAt: daysAgo(3),
      },
      {
        userId: raj.id,
        entityType: 'TuitionCenter',
        entityId: bloom.id,
        rating: 4,
        reviewText: 'Good, but the fees went up.',
        createdAt: daysAgo(1),
      },
      // A review of someone else must not show up here.
      {
        userId: raj.id,
        entityType: 'TuitionCenter',
        entityId: apex.id,
        rating: 2,
        reviewText: 'Too crowded.',
      },
    ]);
    await recomputeRatings(app.db, [
      { entityType: 'TuitionCenter', entityId: bloom.id },
      { entityType: 'TuitionCenter', entityId: apex.id },
    ]);

    const res = await app.inject(`/api/tuition-centers/get-profile/${bloom.id}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as CenterProfile;
    expect(profile).toMatchObject({ _id: bloom.id, name: 'Bloom Academy', ratings: 4.5, reviewCount: 2 });
    expect(profile.reviews).toEqual([
      {
        _id: expect.any(String),
        reviewText: 'Good, but the fees went up.',
        rating: 4,
        createdAt: expect.any(String),
        userId: { _id: raj.id, name: 'Raj Student', photo: '/images/default-avatar.svg' },
      },
      {
        _id: expect.any(String),
        reviewText: 'Small batches, great teachers.',
        rating: 5,
        createdAt: expect.any(String),
        userId: { _id: meera.id, name: 'Meera Student', photo: '/images/default-avatar.svg' },
      },
    ]);
    expectNoSecrets(res.body);
    const empty = (await app.inject(`/api/tuition-centers/get-profile/${crest.id}`)).json();
    expect(empty.reviews).toEqual([]);
  });

  it('never answers a password hash or an e-mail address', async () => {
    for (const url of [
      '/api/tuition-centers/all?limit=100',
      '/api/tuition-centers/latest',
      `/api/tuition-centers/get-profile/${apex.id}`,
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
    }
  });
});

describe('public catalogue: both kinds', async () => {
  const app = await createTestApp();
  const invalid = [
    ['minRating=9', 'minRating'],
    ['minRating=0', 'minRating'],
    ['sort=evil', 'sort'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['maxFee=abc', 'maxFee'],
    ['maxFee=-5', 'maxFee'],
    ['limit=101', 'limit'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ];

  it.each([
    ...[...invalid, ['availability=Night', 'availability'], ['subject=', 'subject']].map((c) => [
      '/api/tutors/all-tutors',
      ...c,
    ]),
    ...[...invalid, ['course=', 'course']].map((c) => ['/api/tuition-centers/all', ...c]),
  ])('%s rejects %s with 400 naming the field', async (url, query, field) => {
    const res = await app.inject(`${url}?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(body.message).toContain(field);
  });

  it.each([
    ['/api/tutors/get-tutor/', 'Tutor not found', createCenter],
    ['/api/tuition-centers/get-profile/', 'Tuition center not found', createTutor],
  ])(
    '%s answers 404 for an unknown id or another role, 400 for a malformed one',
    async (url, message, otherKind) => {
      const unknown = await app.inject(`${url}00000000-0000-4000-8000-000000000000`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message });
      for (const other of [await createStudent(app), await otherKind(app)])
        expect((await app.inject(`${url}${other.id}`)).statusCode).toBe(404);
      for (const id of ['not-an-id', '123']) {
        const malformed = await app.inject(`${url}${id}`);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().errors[0].path).toBe('id');
      }
    },
  );
});
