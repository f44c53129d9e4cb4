import type { User } from '@tuitionhub/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  centerCourses,
  centerProfiles,
  type DbRole,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../db/schema/index.ts';
import { wireRole } from '../../lib/roles.ts';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: DbRole;
  photo: string;
}

const credentialColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  role: users.role,
  photo: users.photo,
};

/** By e-mail, case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const rows = await db
    .select(credentialColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const rows = await db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: string): Promise<boolean> {
  const found = await findUserByEmail(db, email);
  return found !== null && found.id !== exceptUserId;
}

/** True when a write failed on a unique index (PostgreSQL 23505), on pg and PGlite alike. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const toFees = (rows: { name: string; fee: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.name, r.fee])) as Record<string, number>;

/** The `user` object of api.md: the account plus its tutor or center profile. Never the hash. */
export async function loadUser(db: DbOrTx, id: string): Promise<User | null> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      photo: users.photo,
      profileInfo: users.profileInfo,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const u = rows[0];
  if (!u) return null;
  const user: User = {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: wireRole(u.role),
    photo: u.photo,
    profileInfo: u.profileInfo,
    createdAt: new Date(u.createdAt).toISOString(),
  };
  if (u.role === 'tutor') {
    const [p] = await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id)).limit(1);
    const subjects = await db
      .select({ name: tutorSubjects.subject, fee: tutorSubjects.fee })
      .from(tutorSubjects)
      .where(eq(tutorSubjects.tutorId, id))
      .orderBy(asc(tutorSubjects.subject));
    if (p) {
      Object.assign(user, {
        bio: p.bio,
        availability: p.availability,
        subjects: subjects.map((s) => s.name),
        fees: toFees(subjects),
        ratings: Number(p.ratings),
        reviewCount: p.reviewCount,
      });
    }
  } else if (u.role === 'center') {
    const [p] = await db.select().from(centerProfiles).where(eq(centerProfiles.userId, id)).limit(1);
    const courses = await db
      .select({ name: centerCourses.course, fee: centerCourses.fee })
      .from(centerCourses)
      .where(eq(centerCourses.centerId, id))
      .orderBy(asc(centerCourses.course));
    if (p) {
      Object.assign(user, {
        location: p.location,
        description: p.description,
        contactNumber: p.contactNumber,
        courses: courses.map((c) => c.name),
        fees: toFees(courses),
        ratings: Number(p.ratings),
        reviewCount: p.reviewCount,
      });
    }
  }
  return user;
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: DbRole;
  photo: string;
  profileInfo: string | null;
}

/**
 * Drizzle's error message repeats the query's parameters. For writes that carry a password hash,
 * keep only the database's own error so no log line ever holds the hash.
 */
function withoutParams(err: unknown): never {
  const cause = (err as { cause?: unknown }).cause;
  throw cause instanceof Error ? cause : new Error('Account write failed');
}

export async function insertUser(db: DbOrTx, account: NewAccount): Promise<string> {
  try {
    const [row] = await db.insert(users).values(account).returning({ id: users.id });
    return row!.id;
  } catch (err) {
    withoutParams(err);
  }
}

export async function updateUserRow(
  db: DbOrTx,
  id: string,
  changes: Partial<Pick<NewAccount, 'name' | 'email' | 'passwordHash' | 'photo' | 'profileInfo'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  try {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id));
  } catch (err) {
    if (changes.passwordHash) withoutParams(err);
    throw err;
  }
}

export async function insertTutorProfile(
  db: DbOrTx,
  userId: string,
  profile: { name: string; bio: string; availability: 'Morning' | 'Afternoon' | 'Evening' },
): Promise<void> {
  await db.insert(tutorProfiles).values({ userId, ...profile });
}

export async function insertCenterProfile(
  db: DbOrTx,
  userId: string,
  profile: { name: string; location: string; description: string; contactNumber: string },
): Promise<void> {
  await db.insert(centerProfiles).values({ userId, ...profile });
}

/** Replaces a tutor's subjects with the given list. */
export async function replaceTutorSubjects(
  db: DbOrTx,
  tutorId: string,
  items: { name: string; fee: number }[],
): Promise<void> {
  await db.delete(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId));
  if (items.length)
    await db.insert(tutorSubjects).values(items.map((i) => ({ tutorId, subject: i.name, fee: i.fee })));
}

/** Replaces a center's courses with the given list. */
export async function replaceCenterCourses(
  db: DbOrTx,
  centerId: string,
  items: { name: string; fee: number }[],
): Promise<void> {
  await db.delete(centerCourses).where(eq(centerCourses.centerId, centerId));
  if (items.length)
    await db.insert(centerCourses).values(items.map((i) => ({ centerId, course: i.name, fee: i.fee })));
}

export async function updateTutorProfileRow(
  db: DbOrTx,
  userId: string,
  changes: { bio?: string; availability?: 'Morning' | 'Afternoon' | 'Evening' },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(tutorProfiles).set(changes).where(eq(tutorProfiles.userId, userId));
}

export async function updateCenterProfileRow(
  db: DbOrTx,
  userId: string,
  changes: { location?: string; description?: string; contactNumber?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(centerProfiles).set(changes).where(eq(centerProfiles.userId, userId));
}
