import type { FastifyInstance } from 'fastify';
import {
  centerCourses,
  centerProfiles,
  type DbRole,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { refreshProfileDerived } from '../../src/modules/profiles/repository.ts';
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

export async function createTutor(
  app: FastifyInstance,
  input: {
    name?: string;
    email?: string;
    bio?: string;
    availability?: 'Morning' | 'Afternoon' | 'Evening';
    subjects?: Record<string, number>;
    ratings?: number;
    reviewCount?: number;
    createdAt?: Date;
  } = {},
): Promise<Actor> {
  const actor = await createUser(app, {
    role: 'tutor',
    ...(input.name ? { name: input.name } : {}),
    ...(input.email ? { email: input.email } : {}),
    photo: '/images/tutor-placeholder.svg',
  });
  await app.db.insert(tutorProfiles).values({
    userId: actor.id,
    name: actor.name,
    bio: input.bio ?? 'Experienced tutor',
    availability: input.availability ?? 'Morning',
    ratings: input.ratings ?? 0,
    reviewCount: input.reviewCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const subjects = input.subjects ?? { Mathematics: 500 };
  const rows = Object.entries(subjects).map(([subject, fee]) => ({ tutorId: actor.id, subject, fee }));
  if (rows.length) await app.db.insert(tutorSubjects).values(rows);
  await refreshProfileDerived(app.db, 'tutor', [actor.id]);
  return actor;
}

export async function createCenter(
  app: FastifyInstance,
  input: {
    name?: string;
    email?: string;
    location?: string;
    description?: string;
    contactNumber?: string;
    courses?: Record<string, number>;
    ratings?: number;
    reviewCount?: number;
    createdAt?: Date;
  } = {},
): Promise<Actor> {
  const actor = await createUser(app, {
    role: 'center',
    ...(input.name ? { name: input.name } : {}),
    ...(input.email ? { email: input.email } : {}),
    photo: '/images/center-placeholder.svg',
  });
  await app.db.insert(centerProfiles).values({
    userId: actor.id,
    name: actor.name,
    location: input.location ?? 'Pune',
    description: input.description ?? 'A friendly tuition center',
    contactNumber: input.contactNumber ?? '+91 98765 43210',
    ratings: input.ratings ?? 0,
    reviewCount: input.reviewCount ?? 0,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  const courses = input.courses ?? { 'IIT-JEE': 2500 };
  const rows = Object.entries(courses).map(([course, fee]) => ({ centerId: actor.id, course, fee }));
  if (rows.length) await app.db.insert(centerCourses).values(rows);
  await refreshProfileDerived(app.db, 'center', [actor.id]);
  return actor;
}
