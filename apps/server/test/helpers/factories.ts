import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  centerCourses,
  centerProfiles,
  type DbRole,
  places,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { refreshProfileDerived } from '../../src/modules/profile-rows/repository.ts';
import { createSession } from '../../src/modules/users/sessions-repository.ts';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
export const TEST_PASSWORD = 'correct horse battery';
let hashed: Promise<string> | undefined;
const passwordHash = () => {
  hashed ??= hashPassword(TEST_PASSWORD);
  return hashed;
};

export interface Actor {
  id: string;
  email: string;
  name: string;
  role: DbRole;
  /** A valid session token for this user. */
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready for app.inject. */
  headers: { authorization: string };
}

export async function createUser(
  app: FastifyInstance,
  input: { role?: DbRole; name?: string; email?: string; photo?: string; profileInfo?: string } = {},
): Promise<Actor> {
  const id = next();
  const role = input.role ?? 'student';
  const [row] = await app.db
    .insert(users)
    .values({
      name: input.name ?? `${role} ${id}`,
      email: (input.email ?? `${role}-${id}@example.test`).toLowerCase(),
      passwordHash: await passwordHash(),
      role,
      photo: input.photo ?? '/images/default-avatar.svg',
      profileInfo: input.profileInfo ?? null,
    })
    .returning();
  const token = await createSession(app.db, row!.id, 30);
  return {
    id: row!.id,
    email: row!.email,
    name: row!.name,
    role,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

export const createStudent = (app: FastifyInstance, input: { name?: string; email?: string } = {}) =>
  createUser(app, { ...input, role: 'student' });
export const createAdmin = (app: FastifyInstance, input: { name?: string; email?: string } = {}) =>
  createUser(app, { ...input, role: 'admin' });

interface ListedInput {
  name?: string;
  email?: string;
  ratings?: number;
  reviewCount?: number;
  createdAt?: Date;
  /** Place columns as stored (coordinates included); none = "Location not set". */
  city?: string;
  locality?: string;
  pincode?: string;
  lat?: number;
  lng?: number;
  classLevels?: string[];
  boards?: string[];
}

const placeOf = (input: ListedInput) => ({
  ...(input.city !== undefined ? { city: input.city } : {}),
  ...(input.locality !== undefined ? { locality: input.locality } : {}),
  ...(input.pincode !== undefined ? { pincode: input.pincode } : {}),
  ...(input.lat !== undefined ? { lat: input.lat, lng: input.lng } : {}),
  ...(input.classLevels ? { classLevels: input.classLevels } : {}),
  ...(input.boards ? { boards: input.boards } : {}),
});

/**
 * The product places a profile only at its pincode's point in the place directory (listings near a
 * place read the directory's points), so a profile given coordinates stands on a directory point:
 * a test post office (pincode 000000, which no request can name) is added there unless the directory has one.
 */
async function ensureDirectoryPoint(app: FastifyInstance, input: ListedInput & { lat: number; lng: number }) {
  await app.db.execute(sql`insert into ${places} (pincode, locality, city, state, lat, lng)
    select ${input.pincode ?? '000000'}, 'Test point', ${input.city ?? 'Test city'}, 'Test state', ${input.lat}, ${input.lng}
    where not exists (select 1 from ${places} where lat = ${input.lat} and lng = ${input.lng})`);
}

/** A tutor or center account: `insert` writes its profile row and offerings; derived columns follow. */
async function createListed(
  app: FastifyInstance,
  role: 'tutor' | 'center',
  input: ListedInput,
  insert: (profile: {
    userId: string;
    name: string;
    ratings: number;
    reviewCount: number;
    createdAt?: Date;
  }) => Promise<void>,
): Promise<Actor> {
  const photo = role === 'tutor' ? '/images/tutor-placeholder.svg' : '/images/center-placeholder.svg';
  if (input.lat !== undefined && input.lng !== undefined)
    await ensureDirectoryPoint(app, { ...input, lat: input.lat, lng: input.lng });
  const actor = await createUser(app, { role, name: input.name, email: input.email, photo });
  await insert({
    userId: actor.id,
    name: actor.name,
    ratings: input.ratings ?? 0,
    reviewCount: input.reviewCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  await refreshProfileDerived(app.db, role, [actor.id]);
  return actor;
}

export const createTutor = (
  app: FastifyInstance,
  input: ListedInput & {
    bio?: string;
    availability?: 'Morning' | 'Afternoon' | 'Evening';
    subjects?: Record<string, number>;
    modes?: string[];
    travelKm?: number;
  } = {},
) =>
  createListed(app, 'tutor', input, async (profile) => {
    await app.db.insert(tutorProfiles).values({
      ...profile,
      ...placeOf(input),
      ...(input.modes ? { modes: input.modes } : {}),
      ...(input.travelKm !== undefined ? { travelKm: input.travelKm } : {}),
      bio: input.bio ?? 'Experienced tutor',
      availability: input.availability ?? 'Morning',
    });
    const subjects = Object.entries(input.subjects ?? { Mathematics: 500 });
    if (subjects.length)
      await app.db
        .insert(tutorSubjects)
        .values(subjects.map(([subject, fee]) => ({ tutorId: profile.userId, subject, fee })));
  });

export const createCenter = (
  app: FastifyInstance,
  input: ListedInput & {
    location?: string;
    description?: string;
    contactNumber?: string;
    courses?: Record<string, number>;
  } = {},
) =>
  createListed(app, 'center', input, async (profile) => {
    await app.db.insert(centerProfiles).values({
      ...profile,
      ...placeOf(input),
      location: input.location ?? 'Pune',
      description: input.description ?? 'A friendly tuition center',
      contactNumber: input.contactNumber ?? '+91 98765 43210',
    });
    const courses = Object.entries(input.courses ?? { 'IIT-JEE': 2500 });
    if (courses.length)
      await app.db
        .insert(centerCourses)
        .values(courses.map(([course, fee]) => ({ centerId: profile.userId, course, fee })));
  });

/** The place and teaching fields of a tutor's card when createTutor was given none ("Location not set"). */
/** What a new profile's card says about trust (issue 15): nothing verified, no records yet. */
export const newProfileTrustFields = {
  verified: null,
  memberSince: expect.any(String),
  demosHeld: 0,
  studentsHired: 0,
};
export const unplacedTutorCardFields = {
  city: null,
  locality: null,
  classLevels: [],
  boards: [],
  modes: [],
  travelKm: 0,
  sessionsPerWeek: 3,
  sessionMinutes: 60,
  responseMinutes: null,
  ...newProfileTrustFields,
  qualification: '',
  experienceYears: null,
  languages: [],
};

let signUps = 0;
/** What a tutor sends to sign up (POST /api/user/register): every field, a new e-mail address each time. */
export const tutorSignUpBody = (over: Record<string, unknown> = {}) => ({
  role: 'Tutor',
  acceptTerms: true,
  name: `Nisha Kulkarni ${signUps}`,
  email: `review-${Date.now()}-${signUps++}@example.test`,
  password: 'a-long-password',
  bio: 'Chemistry for Class 11 and 12',
  availability: 'Evening',
  subjects: ['Chemistry'],
  fees: { Chemistry: 1800 },
  city: 'Pune',
  pincode: '411038',
  travelKm: 5,
  modes: ['Home', 'Online'],
  classLevels: ['XI-XII'],
  qualification: 'M.Sc. Chemistry',
  experienceYears: 6,
  languages: ['English', 'Marathi', 'English'],
  ...over,
});
