import { availabilities, type ProfileKind, profileKindDescriptors } from '@tuitionhub/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../lib/password.ts';
import { sqlList } from '../../lib/query-repository.ts';
import { refreshProfileDerived } from '../../modules/profile-rows/repository.ts';
import { type EntityRef as ReviewTarget, recomputeRatings } from '../../modules/reviews/repository.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { type Db, type DbOrTx, queryRows } from '../client.ts';
import {
  centerCourses,
  centerProfiles,
  reviews,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import {
  centerBrands,
  centerComments,
  centerFocuses,
  centerSuffixes,
  cities,
  DEMO_STUDENT,
  femaleFirstNames,
  maleFirstNames,
  type SubjectInfo,
  students as studentList,
  subjects,
  surnames,
  tutorComments,
} from './data.ts';
import { type ImageJob, seedPhotoUrl, writeSeedImages } from './images.ts';
import {
  drawLevels,
  drawPlace,
  drawTeaching,
  levelsFromBio,
  loadSeedPlaces,
  type SeedPlace,
} from './places.ts';
import { createRandom, type Random } from './random.ts';
import { seedRequirements, TUTORS_PER_REQUIREMENT } from './requirements.ts';
import { centerDescription, tutorBio } from './text.ts';

/** The narrow logger the seed needs; Fastify's logger and the CLI's console logger both fit. */
export interface SeedLog {
  info(obj: object, msg: string): void;
}

export interface SeedOptions {
  tutors: number;
  centers: number;
  /** Where `/uploads/` is served from; photos go to its `seed/` folder. */
  storage: StorageProvider;
  log: SeedLog;
  /** Do nothing when the catalogue already has tutors (checked under a lock, so two starting servers seed once). */
  onlyIfEmpty?: boolean;
  /** The seed is drawn relative to this instant ("joined 3 weeks ago"); default now. */
  now?: Date;
}

export interface SeedResult {
  tutors: number;
  centers: number;
  students: number;
  reviews: number;
  requirements: number;
  ms: number;
}

const SEED = 20_240_601;
const DAY = 86_400_000;
/** How far back profiles were "created", so newest-first lists have a real spread. */
const HISTORY_DAYS = 240;
/** Tutors/centers generated and written per step of a large seed (bounded memory). */
const CHUNK = 5000;
/** Above this many tutors + centers, people share a pool of pictures instead of one each. */
const POOL_FROM = 400;
const POOL_PER_GENDER = 32;
const CENTER_POOL = 16;

interface ReviewShape {
  /** Share of tutors/centers that have any review. */
  reviewedShare: number;
  maxReviews: number;
}
/** The demo is browsed by people: most profiles have a few reviews to read. */
const DEMO_REVIEWS: ReviewShape = { reviewedShare: 0.75, maxReviews: 8 };
/** A large catalogue exists to be measured: fewer reviews keep it quick to build, ratings still vary. */
const LARGE_REVIEWS: ReviewShape = { reviewedShare: 0.4, maxReviews: 4 };

const SEED_EMAIL_DOMAINS = {
  tutor: 'tutors.tuitionhub.local',
  center: 'centers.tuitionhub.local',
  student: 'students.tuitionhub.local',
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const round50 = (n: number) => Math.min(3000, Math.max(300, Math.round(n / 50) * 50));
const subjectByName = new Map(subjects.map((s) => [s.name, s]));

type UserRow = typeof users.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
interface Drawn<T extends PgTable, O extends PgTable> {
  user: UserRow;
  profile: T['$inferInsert'];
  offerings: O['$inferInsert'][];
  reviews: ReviewRow[];
}

/**
 * Writes a deterministic catalogue: tutors, tuition centers, student accounts and their reviews,
 * with ratings aggregated from those reviews and the listing/search columns refreshed. The same
 * options give the same people, subjects, fees and reviews on every run.
 */
export async function seedCatalogue(db: Db, opts: SeedOptions): Promise<SeedResult | null> {
  const started = performance.now();
  const now = (opts.now ?? new Date()).getTime();
  const r = createRandom(SEED);
  const pooled = opts.tutors + opts.centers > POOL_FROM;
  const reviewShape = pooled ? LARGE_REVIEWS : DEMO_REVIEWS;
  // One hash for every seeded account: argon2 is slow on purpose, and these are demo logins.
  const passwordHash = await hashPassword(DEMO_STUDENT.password);
  const images = new Map<string, ImageJob>();
  const photo = (job: ImageJob) => {
    images.set(job.file, job);
    return seedPhotoUrl(job.file);
  };
  const personPhoto = (kind: 'female' | 'male', key: string) => {
    const file = pooled ? `pool-${kind}-${r.int(1, POOL_PER_GENDER)}.webp` : `${key}.webp`;
    return photo({ file, seed: file, kind });
  };
  const centerPhoto = (file: string) => photo({ file, seed: file, kind: 'center' });
  const createdAt = () => new Date(now - Math.floor(r.next() * HISTORY_DAYS * DAY));

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED})`);
    if (opts.onlyIfEmpty) {
      const any = await tx.select({ id: tutorProfiles.userId }).from(tutorProfiles).limit(1);
      if (any.length > 0) return null;
    }

    const studentIds = await insertStudents(tx, r, opts, passwordHash, personPhoto, createdAt);
    // Places and teaching facts draw from their own sequence, so the people, subjects and fees stay
    // the same as before places existed.
    const rp = createRandom(SEED + 1);
    const cityPlaces = await loadSeedPlaces(tx);
    const placeOf = (i: number, offset: number) =>
      placeColumns(drawPlace(rp, cityPlaces, i + offset, pooled));
    const restoreIndexes = pooled ? await dropSecondaryIndexes(tx) : async () => {};
    const restoreFacetCounts = await pauseFacetCounts(tx);
    let reviewCount = 0;
    const writeReviews = async (rows: ReviewRow[]) => {
      await bulkInsert(tx, reviews, rows);
      reviewCount += rows.length;
      const targets = new Map<string, ReviewTarget>();
      for (const row of rows)
        targets.set(row.entityId, { entityType: row.entityType, entityId: row.entityId });
      // Ratings are never drawn at random: they are the mean of the reviews just written.
      await recomputeRatings(tx, [...targets.values()]);
    };

    /** Writes `count` profiles of one kind, CHUNK at a time: accounts, profiles, offerings, reviews. */
    const seedKind = async <T extends PgTable, O extends PgTable>(
      kind: ProfileKind,
      count: number,
      tables: { profiles: T; offerings: O },
      draw: (i: number) => Drawn<T, O>,
    ) => {
      for (let start = 0; start < count; start += CHUNK) {
        const drawn = Array.from({ length: Math.min(count - start, CHUNK) }, (_, k) => draw(start + k));
        const rows = {
          users: drawn.map((d) => d.user),
          profiles: drawn.map((d) => d.profile),
          offerings: drawn.flatMap((d) => d.offerings),
          reviews: drawn.flatMap((d) => d.reviews),
        };
        const ids = rows.users.map((u) => u.id as string);
        await bulkInsert(tx, users, rows.users);
        await bulkInsert(tx, tables.profiles, rows.profiles);
        await bulkInsert(tx, tables.offerings, rows.offerings);
        await writeReviews(rows.reviews);
        // Last, so the GIN indexes see each row's search columns filled once, not once per update.
        await refreshProfileDerived(tx, kind, ids);
        opts.log.info(
          { [`${kind}s`]: start + drawn.length },
          `seeding ${profileKindDescriptors[kind].labelPlural.toLowerCase()}`,
        );
      }
    };
    type Account = Pick<UserRow, 'id' | 'name' | 'photo' | 'createdAt'>;
    const account = (kind: ProfileKind, i: number, u: Account): UserRow => ({
      ...u,
      email: `${slug(u.name).replace(/-/g, '.')}.${i + 1}@${SEED_EMAIL_DOMAINS[kind]}`,
      passwordHash,
      role: kind,
      updatedAt: u.createdAt,
    });

    const tutorNames = new Set<string>();
    await seedKind('tutor', opts.tutors, { profiles: tutorProfiles, offerings: tutorSubjects }, (i) => {
      const female = r.chance(0.5);
      const name = personName(r, female, pooled ? null : tutorNames);
      const id = r.uuid();
      const at = createdAt();
      // The first tutors walk the subject list and the availabilities, so the demo covers all of them.
      const main = i < subjects.length ? subjects[i]! : r.pick(subjects);
      const taught = pickSubjects(r, main);
      const photo = personPhoto(female ? 'female' : 'male', `tutor-${i + 1}-${slug(name)}`);
      const bio = tutorBio(
        r,
        main,
        taught.map((s) => s.name),
      );
      return {
        user: account('tutor', i, { id, name, photo, createdAt: at }),
        profile: {
          userId: id,
          name,
          bio,
          availability: i < availabilities.length ? availabilities[i]! : r.pick(availabilities),
          createdAt: at,
          ...placeOf(i, 0),
          ...drawTeaching(rp, bio),
          ...(levelsFromBio(bio) ?? drawLevels(rp, main)),
          sessionsPerWeek: rp.pick([2, 3, 3, 4, 5]),
          sessionMinutes: rp.pick([45, 60, 60, 90]),
        },
        offerings: taught.map((s) => ({
          tutorId: id,
          subject: s.name,
          fee: round50(r.int(s.fee[0], s.fee[1])),
        })),
        reviews: makeReviews(r, 'Tutor', id, at.getTime(), now, studentIds, tutorComments, reviewShape),
      };
    });

    const centerNames = new Set<string>();
    await seedKind('center', opts.centers, { profiles: centerProfiles, offerings: centerCourses }, (i) => {
      const name = centerName(r, pooled ? null : centerNames);
      const id = r.uuid();
      const at = createdAt();
      const place = i < cities.length ? cities[i]! : r.pick(cities);
      // The same walk as tutors', a step apart, so centers sit in other localities than the first tutors.
      const located = placeOf(i, 3);
      const focus = i < centerFocuses.length ? centerFocuses[i]! : r.pick(centerFocuses);
      const offered = r.shuffle(focus.courses).slice(0, r.int(2, Math.min(5, focus.courses.length)));
      const key = `center-${i + 1}-${slug(name)}`;
      const photo = centerPhoto(pooled ? `pool-center-${r.int(1, CENTER_POOL)}.webp` : `${key}.webp`);
      return {
        user: account('center', i, { id, name, photo, createdAt: at }),
        profile: {
          userId: id,
          name,
          location: `${r.pick(place.areas)}, ${place.city}`,
          description: centerDescription(r, name, focus.focus, place.city),
          ...located,
          ...(located.locality ? { location: `${located.locality}, ${located.city}` } : {}),
          address: located.locality ? `${rp.int(1, 240)}, ${located.locality} Main Road` : null,
          ...centerLevels(rp, focus.courses),
          contactNumber: phoneNumber(r),
          createdAt: at,
        },
        offerings: offered.map((course) => {
          const [lo, hi] = subjectByName.get(course)?.fee ?? [800, 2500];
          return { centerId: id, course, fee: round50(r.int(lo, hi)) };
        }),
        reviews: makeReviews(
          r,
          'TuitionCenter',
          id,
          at.getTime(),
          now,
          studentIds,
          centerComments,
          reviewShape,
        ),
      };
    });

    await restoreIndexes();
    await restoreFacetCounts();
    // What a large catalogue's tutors and centers see as leads (the demo's students post their own).
    const requirementCount = pooled
      ? await seedRequirements(tx, Math.round(opts.tutors / TUTORS_PER_REQUIREMENT), now)
      : 0;
    // Inside the transaction: if drawing fails, no catalogue points at missing pictures.
    await writeSeedImages(opts.storage, [...images.values()]);
    return { students: studentIds.length, reviews: reviewCount, requirements: requirementCount };
  });
  if (!result) return null;
  // Clears the dead row versions the rating and search-column updates left, marks pages
  // all-visible (so counts and leads can be index-only) and gathers planner statistics: the first
  // queries are then as fast as later ones. PGlite has no autovacuum to do it later. (Unvacuumed,
  // a tutor's leads at 1M took 21.7 ms p95 against 13.9: every index entry sent to the table.)
  await db.execute(
    sql`vacuum analyze users, tutor_profiles, tutor_subjects, center_profiles, center_courses, reviews, requirements,
      listing_facet_counts`,
  );
  // The indexes were rebuilt inside the seed's transaction, which also indexes the row versions its
  // own rating and search-column updates replaced (the transaction could still need them); the
  // vacuum then left their pages half empty. Built again from the live rows only: at 1M tutors the
  // wide listing indexes are ~250 MB instead of ~550, and a count near a place that read 10,010
  // index pages for 10,400 entries (13.4 ms) reads 395 (5 ms). About 90 s at 1M.
  if (pooled)
    await db.transaction(async (tx) => {
      await tx.execute(INDEX_BUILD_MEMORY);
      for (const table of BULK_TABLES) await tx.execute(sql`reindex table ${sql.identifier(table)}`);
    });
  const summary = {
    tutors: opts.tutors,
    centers: opts.centers,
    ...result,
    ms: Math.round(performance.now() - started),
  };
  opts.log.info(summary, 'demo catalogue seeded');
  return summary;
}

const placeColumns = (p: SeedPlace | null) =>
  p ? { city: p.city, locality: p.locality, pincode: p.pincode, lat: p.lat, lng: p.lng } : {};

/** A center's classes and boards follow its courses. */
const centerLevels = (r: Random, courses: readonly string[]) => {
  const first = subjectByName.get(courses[0] ?? '');
  return first ? drawLevels(r, first) : { classLevels: ['XI-XII' as const], boards: [] };
};

async function insertStudents(
  tx: DbOrTx,
  r: Random,
  opts: SeedOptions,
  passwordHash: string,
  personPhoto: (kind: 'female' | 'male', key: string) => string,
  createdAt: () => Date,
): Promise<string[]> {
  // A large catalogue gets more reviewers, so ratings spread like a real market's.
  const extra = Math.max(0, Math.round(opts.tutors / 500) - studentList.length);
  const people = [
    ...studentList,
    ...Array.from({ length: extra }, () => {
      const female = r.chance(0.5);
      return {
        name: personName(r, female, null),
        gender: female ? 'f' : 'm',
        profileInfo: 'Student',
      } as const;
    }),
  ];
  const rows: UserRow[] = people.map((p, i) => {
    const at = new Date(createdAt().getTime() - 30 * DAY);
    return {
      id: r.uuid(),
      name: p.name,
      email:
        i === 0
          ? DEMO_STUDENT.email
          : `${slug(p.name).replace(/-/g, '.')}.${i + 1}@${SEED_EMAIL_DOMAINS.student}`,
      passwordHash,
      role: 'student',
      // Students always get their own picture (there are few of them).
      photo: personPhoto(p.gender === 'f' ? 'female' : 'male', `student-${i + 1}-${slug(p.name)}`),
      profileInfo: p.profileInfo,
      createdAt: at,
      updatedAt: at,
    };
  });
  // An account someone already registered with a seed address is kept as it is (and still reviews).
  await bulkInsert(tx, users, rows, { onConflictDoNothing: true });
  const emails = rows.map((row) => row.email);
  const found = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(found.map((f) => [f.email, f.id]));
  return emails.flatMap((e) => byEmail.get(e) ?? []);
}

function personName(r: Random, female: boolean, taken: Set<string> | null): string {
  for (;;) {
    const name = `${r.pick(female ? femaleFirstNames : maleFirstNames)} ${r.pick(surnames)}`;
    if (!taken?.has(name)) {
      taken?.add(name);
      return name;
    }
  }
}

function centerName(r: Random, taken: Set<string> | null): string {
  for (;;) {
    const name = `${r.pick(centerBrands)} ${r.pick(centerSuffixes)}`;
    if (!taken?.has(name)) {
      taken?.add(name);
      return name;
    }
  }
}

/** Tables a large seed fills; reviews keep their indexes because recomputeRatings reads through them. */
/** Memory for building the bulk tables' indexes (set for one transaction). */
const INDEX_BUILD_MEMORY = sql`set local maintenance_work_mem = '256MB'`;

const BULK_TABLES = ['users', 'tutor_profiles', 'tutor_subjects', 'center_profiles', 'center_courses'];

/**
 * The classic bulk load: drop the secondary indexes, load, rebuild them once. Building an index
 * from all rows is several times cheaper than updating it row by row (GIN most of all). The
 * definitions are read from the database itself and restored in the same transaction, so a
 * failure rolls everything back and the schema is exactly what the migrations made.
 * Constraint indexes (primary keys, which foreign keys and the seed's own updates use) stay.
 */
export async function dropSecondaryIndexes(tx: DbOrTx): Promise<() => Promise<void>> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema() and i.tablename in ${sqlList(BULK_TABLES)}
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  return async () => {
    await tx.execute(INDEX_BUILD_MEMORY);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  };
}

/** The statement triggers that keep listing_facet_counts (migrations 0026, 0029, 0030), per profile table. */
const FACET_COUNT_TRIGGERS = ['tutor_profiles', 'center_profiles'].flatMap((table) =>
  ['insert', 'update', 'delete'].map((event) => ({ table, trigger: `${table}_facet_counts_${event}` })),
);

/**
 * Turns off the triggers that keep listing_facet_counts for the load, each of whose statements
 * (an insert, then the derived columns' update) would expand every row's combinations twice, and
 * returns what turns them on again and counts every combination once from the loaded profiles.
 */
export async function pauseFacetCounts(tx: DbOrTx): Promise<() => Promise<void>> {
  const each = async (action: 'disable' | 'enable') => {
    for (const { table, trigger } of FACET_COUNT_TRIGGERS)
      await tx.execute(
        sql`alter table ${sql.identifier(table)} ${sql.raw(action)} trigger ${sql.identifier(trigger)}`,
      );
  };
  await each('disable');
  return async () => {
    await each('enable');
    await tx.execute(sql`select listing_facet_counts_rebuild()`);
  };
}

/** 1–4 subjects: the main one and ones its tutors usually teach too. */
function pickSubjects(r: Random, main: SubjectInfo): SubjectInfo[] {
  const count = r.pick([1, 1, 2, 2, 2, 3, 3, 4]);
  const related = r
    .shuffle(main.related)
    .slice(0, count - 1)
    .flatMap((n) => subjectByName.get(n) ?? []);
  return [main, ...related];
}

function phoneNumber(r: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  return `+91 ${r.pick(['98', '97', '99', '96', '88', '70', '81', '90'])}${digits(3)} ${digits(5)}`;
}

/**
 * Most tutors and centers have reviews, some have none. Each has a "true quality" and its reviewers
 * scatter around it, so averages differ from one another the way real ones do.
 */
function makeReviews(
  r: Random,
  entityType: 'Tutor' | 'TuitionCenter',
  entityId: string,
  createdMs: number,
  now: number,
  studentIds: string[],
  comments: readonly (readonly string[])[],
  shape: ReviewShape,
): ReviewRow[] {
  if (studentIds.length === 0 || !r.chance(shape.reviewedShare)) return [];
  const quality = 2.2 + r.next() * 2.8;
  const count = r.int(1, Math.min(shape.maxReviews, studentIds.length));
  const reviewers = new Set<string>();
  while (reviewers.size < count) reviewers.add(r.pick(studentIds));
  return [...reviewers].map((userId) => {
    const rating = Math.min(5, Math.max(1, Math.round(quality + (r.next() - 0.5) * 1.6)));
    const at = new Date(createdMs + Math.floor(r.next() * (now - createdMs)));
    return {
      id: r.uuid(),
      userId,
      entityType,
      entityId,
      rating,
      reviewText: r.pick(comments[rating - 1]!),
      createdAt: at,
      updatedAt: at,
    };
  });
}

/**
 * Removes the catalogue (tutors, centers, their subjects, courses and reviews) and the seeded
 * student accounts, keeping admins and everyone else. Payments keep their rows (their tutor becomes null).
 */
export async function wipeCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from reviews`);
    await tx.execute(sql`delete from tutor_subjects`);
    await tx.execute(sql`delete from center_courses`);
    await tx.execute(sql`delete from tutor_profiles`);
    await tx.execute(sql`delete from center_profiles`);
    await tx.execute(sql`delete from users where role in ('tutor', 'center')
      or email = ${DEMO_STUDENT.email} or email like ${`%@${SEED_EMAIL_DOMAINS.student}`}`);
  });
}
