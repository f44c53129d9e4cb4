import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { availabilities, type CenterCard, type TutorCard } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { seedCatalogue, wipeCatalogue } from '../src/db/seed/catalogue.ts';
import { DEMO_STUDENT } from '../src/db/seed/data.ts';
import { seedIfEmpty } from '../src/db/seed/demo.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { userByEmail, userRoles } from './helpers/account-rows.ts';
import { createTestApp, createTestDatabase } from './helpers/app.ts';
import { createAdmin, createStudent } from './helpers/factories.ts';
import {
  catalogueSnapshot,
  indexDefinitions,
  indexPagesAgainstFresh,
  profilesWithStaleRatings,
  reviewCount,
  reviewerStats,
} from './helpers/seed-rows.ts';

const quiet = { info: () => {} };

describe('demo catalogue', async () => {
  const app = await createTestApp();
  const started = performance.now();
  await seedIfEmpty(app.db, app.storage, quiet);
  const seedMs = performance.now() - started;

  const allTutors = async () => {
    const res = await app.inject('/api/tutors/all-tutors?limit=100');
    expect(res.statusCode).toBe(200);
    return res.json() as { tutors: TutorCard[]; total: number };
  };

  it('is quick enough to run at every first start', () => {
    expect(seedMs).toBeLessThan(15_000); // typically 2–3 s; generous for a busy CI machine
  });

  it('has at least 48 tutors over 15+ subjects, every availability, fees Rs. 300–3,000', async () => {
    const { tutors, total } = await allTutors();
    expect(total).toBeGreaterThanOrEqual(48);
    expect(tutors).toHaveLength(Math.min(total, 100));
    const subjects = new Set(tutors.flatMap((t) => t.subjects));
    expect(subjects.size).toBeGreaterThanOrEqual(15);
    for (const s of ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'IIT-JEE', 'NEET'])
      expect(subjects).toContain(s);
    expect(new Set(tutors.map((t) => t.availability))).toEqual(new Set(availabilities));
    for (const t of tutors) {
      expect(t.subjects.length).toBeGreaterThanOrEqual(1);
      expect(t.subjects.length).toBeLessThanOrEqual(4);
      for (const fee of Object.values(t.fees)) {
        expect(fee).toBeGreaterThanOrEqual(300);
        expect(fee).toBeLessThanOrEqual(3000);
      }
      expect(t.lowestFee).toBe(Math.min(...Object.values(t.fees)));
      expect(t.bio.length).toBeGreaterThan(60);
    }
    expect(new Set(tutors.map((t) => t.name)).size).toBe(tutors.length);
  });

  it('has at least 16 tuition centers in several cities with +91 numbers and 2–5 courses', async () => {
    const res = await app.inject('/api/tuition-centers/all?limit=100');
    const { tuitionCenters, total } = res.json() as { tuitionCenters: CenterCard[]; total: number };
    expect(total).toBeGreaterThanOrEqual(16);
    const cities = new Set(tuitionCenters.map((c) => c.location.split(', ').at(-1)));
    for (const city of ['Delhi', 'Mumbai', 'Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata'])
      expect(cities).toContain(city);
    for (const c of tuitionCenters) {
      expect(c.contactNumber).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
      expect(c.courses.length).toBeGreaterThanOrEqual(2);
      expect(c.courses.length).toBeLessThanOrEqual(5);
      expect(c.description.length).toBeGreaterThan(60);
      for (const fee of Object.values(c.fees)) expect(fee).toBeGreaterThanOrEqual(300);
    }
  });

  it('aggregates ratings from the seeded reviews (never random numbers), and they differ', async () => {
    const mismatched = await profilesWithStaleRatings(app.db);
    expect(mismatched).toEqual([]);
    const { tutors } = await allTutors();
    expect(tutors.some((t) => t.reviewCount === 0 && t.ratings === 0)).toBe(true);
    expect(new Set(tutors.filter((t) => t.reviewCount > 0).map((t) => t.ratings)).size).toBeGreaterThan(8);
    // Reviews come from the seeded students, at most one per student and tutor.
    const stats = await reviewerStats(app.db);
    expect(stats.students).toBeGreaterThanOrEqual(12);
    expect(stats.reviewers).toBeGreaterThanOrEqual(10);
  });

  it('spreads sign-up dates so "latest" means something', async () => {
    const latest = (await app.inject('/api/tutors/latest-tutors')).json().latestTutors as TutorCard[];
    expect(latest).toHaveLength(12);
    const times = latest.map((t) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { tutors } = await allTutors();
    const all = tutors.map((t) => Date.parse(t.createdAt));
    expect(Math.max(...all) - Math.min(...all)).toBeGreaterThan(60 * 86_400_000);
    expect(Math.max(...all)).toBeLessThanOrEqual(Date.now());
  });

  it('gives everyone a locally generated WebP picture served under /uploads/seed/', async () => {
    const { tutors } = await allTutors();
    const centers = (await app.inject('/api/tuition-centers/latest')).json()
      .latesttuitionCenters as CenterCard[];
    const photos = [...tutors, ...centers].map((p) => p.photo);
    for (const photo of photos) expect(photo).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.webp$/);
    expect(new Set(tutors.map((t) => t.photo)).size).toBe(tutors.length);
    for (const photo of photos.slice(0, 5)) {
      const res = await app.inject(photo);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('creates the demo student account', async () => {
    const student = await userByEmail(app, DEMO_STUDENT.email);
    expect(student).toMatchObject({ name: 'Aarav Sharma', role: 'student' });
    expect(await verifyPassword(student!.passwordHash, DEMO_STUDENT.password)).toBe(true);
  });

  it("gives the demo student yesterday's confirmed online demo, which its tutor can mark done", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const { bookings } = (await app.inject({ url: '/api/demo/bookings', headers })).json();
    expect(bookings).toHaveLength(1);
    const [demo] = bookings;
    expect(demo).toMatchObject({ status: 'confirmed', mode: 'Online', entityType: 'Tutor' });
    const start = Date.parse(demo.start);
    expect(start).toBeLessThan(Date.now());
    expect(start).toBeGreaterThan(Date.now() - 2 * 86_400_000);
    // A demo with a tutor the catalogue lists, in a subject that tutor teaches.
    const tutor = (await app.inject(`/api/tutors/get-tutor/${demo.entityId}`)).json();
    expect(tutor.subjects).toContain(demo.subject);
  });

  it('never seeds twice: a catalogue that has tutors is left alone', async () => {
    const before = (await allTutors()).total;
    await seedIfEmpty(app.db, app.storage, quiet);
    expect((await allTutors()).total).toBe(before);
  });

  it('is the same catalogue on another fresh database', async () => {
    const other = await createTestDatabase();
    try {
      await seedIfEmpty(other.db, app.storage, quiet);
      const [a, b] = [await catalogueSnapshot(app.db), await catalogueSnapshot(other.db)];
      expect(b.length).toBeGreaterThanOrEqual(90);
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  it('wipes the catalogue and seeded students but keeps other accounts', async () => {
    const keeper = await createStudent(app, { name: 'Real Student' });
    await wipeCatalogue(app.db);
    expect((await allTutors()).total).toBe(0);
    const left = await userRoles(app);
    expect(left).toEqual([{ id: keeper.id, role: 'student' }]);
    expect(await reviewCount(app.db)).toBe(0);
  });
});

describe('large catalogue', async () => {
  const app = await createTestApp();

  it('seeds in batches, sharing a pool of pictures, with listings and search working on it', async () => {
    const indexes = () => indexDefinitions(app.db);
    const before = await indexes();
    const result = await seedCatalogue(app.db, {
      tutors: 1500,
      centers: 300,
      storage: app.storage,
      log: quiet,
    });
    // One learning requirement per ten tutors, posted by the seeded students: what leads are measured on.
    expect(result).toMatchObject({ tutors: 1500, centers: 300, requirements: 150 });
    const admin = await createAdmin(app);
    const all = await app.inject({ url: '/api/requirements?status=open', headers: admin.headers });
    expect(all.json().total).toBeGreaterThan(100);
    expect(all.json().total).toBeLessThan(150);
    // The bulk load drops secondary indexes while it writes; every one is back, exactly as migrated,
    // and as compact as one built from the live rows (no entries of the row versions its updates replaced).
    expect(await indexes()).toEqual(before);
    for (const name of ['tutor_profiles_created_idx', 'tutor_profiles_point_newest_idx']) {
      const { now, fresh } = await indexPagesAgainstFresh(app.db, name);
      expect(now, name).toBeLessThanOrEqual(fresh + 1);
    }
    const body = (await app.inject('/api/tutors/all-tutors?subject=physics&sort=fees&page=3')).json();
    expect(body.total).toBeGreaterThan(100);
    expect(body.tutors).toHaveLength(12);
    const fees = body.tutors.map((t: TutorCard) => t.lowestFee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const page = (await app.inject('/api/tutors/all-tutors?limit=100')).json() as { tutors: TutorCard[] };
    const photos = new Set(page.tutors.map((t) => t.photo));
    expect(photos.size).toBeLessThanOrEqual(64);
    const files = readdirSync(path.join(app.config.uploadsDir, 'seed')).filter((f) => f.startsWith('pool-'));
    expect(files.length).toBeLessThanOrEqual(64 + 16);
    for (const photo of photos) expect(existsSync(path.join(app.config.uploadsDir, '..', photo))).toBe(true);
    const found = (await app.inject('/api/search?q=mathmatics')).json();
    expect(found.tutors).toHaveLength(20);
    expect(found.tutors.every((t: TutorCard) => t.subjects.includes('Mathematics'))).toBe(true);
    // 1,800 profiles, each counted in about 200 cells of listing_facet_counts and keyed as many
    // times in the GIN index: 12–22 s here on PGlite, past the default 30 s on a busy machine.
  }, 120_000);
});
