import { kindOfRole, profileKinds, type ReviewStatus, type User } from '@tuitionhub/contracts';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centerProfiles, type DbRole, tutorProfiles, users } from '../../db/schema/index.ts';
import { containsPattern, type PageInput } from '../../lib/paging.ts';
import { findPage } from '../../lib/query-repository.ts';
import { wireRole } from '../../lib/roles.ts';
import { findOfferings } from '../profile-rows/repository.ts';

/** A profile's place fields as the account answer shows them to its owner (and admins). */
interface Place {
  city: string | null;
  locality: string | null;
  pincode: string | null;
  classLevels: User['classLevels'];
  boards: User['boards'];
}

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

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  photo: users.photo,
  profileInfo: users.profileInfo,
  createdAt: users.createdAt,
  bio: tutorProfiles.bio,
  availability: tutorProfiles.availability,
  travelKm: tutorProfiles.travelKm,
  modes: tutorProfiles.modes,
  sessionsPerWeek: tutorProfiles.sessionsPerWeek,
  sessionMinutes: tutorProfiles.sessionMinutes,
  tutorPlace: sql<Place | null>`case when ${tutorProfiles.userId} is null then null else json_build_object(
    'city', ${tutorProfiles.city}, 'locality', ${tutorProfiles.locality}, 'pincode', ${tutorProfiles.pincode},
    'classLevels', ${tutorProfiles.classLevels}, 'boards', ${tutorProfiles.boards}) end`,
  centerPlace: sql<Place | null>`case when ${centerProfiles.userId} is null then null else json_build_object(
    'city', ${centerProfiles.city}, 'locality', ${centerProfiles.locality}, 'pincode', ${centerProfiles.pincode},
    'classLevels', ${centerProfiles.classLevels}, 'boards', ${centerProfiles.boards}) end`,
  address: centerProfiles.address,
  tutorRatings: tutorProfiles.ratings,
  tutorReviewCount: tutorProfiles.reviewCount,
  location: centerProfiles.location,
  description: centerProfiles.description,
  contactNumber: centerProfiles.contactNumber,
  centerRatings: centerProfiles.ratings,
  centerReviewCount: centerProfiles.reviewCount,
  qualification: tutorProfiles.qualification,
  experienceYears: tutorProfiles.experienceYears,
  languages: tutorProfiles.languages,
  review: sql<ProfileReviewRow | null>`case
    when ${tutorProfiles.userId} is not null then json_build_object(
      'status', ${tutorProfiles.reviewStatus}, 'reason', ${tutorProfiles.reviewReason},
      'identity', ${tutorProfiles.verifiedIdentity}, 'qualification', ${tutorProfiles.verifiedQualification},
      'at', ${tutorProfiles.verifiedAt})
    when ${centerProfiles.userId} is not null then json_build_object(
      'status', ${centerProfiles.reviewStatus}, 'reason', ${centerProfiles.reviewReason},
      'identity', ${centerProfiles.verifiedIdentity}, 'qualification', ${centerProfiles.verifiedQualification},
      'at', ${centerProfiles.verifiedAt}) end`,
};

/** A profile's review state as the account query reads it (json: the time is a string). */
interface ProfileReviewRow {
  status: ReviewStatus;
  reason: string | null;
  identity: boolean;
  qualification: boolean;
  at: string | null;
}

const selectAccounts = (db: DbOrTx) =>
  db
    .select(accountColumns)
    .from(users)
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .leftJoin(centerProfiles, eq(centerProfiles.userId, users.id))
    .$dynamic();

type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

/** The `user` objects of api.md: each account plus its tutor or center profile. Never the hash. */
async function toUsers(db: DbOrTx, rows: AccountRow[]): Promise<User[]> {
  const all = await Promise.all(
    profileKinds.map((kind) =>
      findOfferings(
        db,
        kind,
        rows.filter((r) => r.role === kind).map((r) => r.id),
      ),
    ),
  );
  const offerings = (id: string) => all.flat().filter((o) => o.ownerId === id);
  return rows.map((r) => {
    const user: User = {
      _id: r.id,
      name: r.name,
      email: r.email,
      role: wireRole(r.role),
      photo: r.photo,
      profileInfo: r.profileInfo,
      createdAt: r.createdAt.toISOString(),
    };
    const kind = kindOfRole(r.role);
    // A tutor's or center's profile row (its ratings are never null) joins its account.
    const ratings = r.tutorRatings ?? r.centerRatings;
    if (!kind || ratings === null) return user;
    const own = offerings(r.id);
    return Object.assign(
      user,
      kind.kind === 'tutor'
        ? {
            bio: r.bio ?? '',
            availability: r.availability,
            ...r.tutorPlace,
            travelKm: r.travelKm ?? 0,
            modes: (r.modes ?? []) as User['modes'],
            sessionsPerWeek: r.sessionsPerWeek ?? 3,
            sessionMinutes: r.sessionMinutes ?? 60,
            qualification: r.qualification ?? '',
            experienceYears: r.experienceYears,
            languages: r.languages ?? [],
          }
        : {
            location: r.location,
            description: r.description ?? '',
            contactNumber: r.contactNumber ?? '',
            ...r.centerPlace,
            address: r.address,
          },
      {
        [kind.offeringsField]: own.map((o) => o.name),
        fees: Object.fromEntries(own.map((o) => [o.name, o.fee])),
        ratings,
        reviewCount: r.tutorReviewCount ?? r.centerReviewCount ?? 0,
      },
      r.review
        ? {
            reviewStatus: r.review.status,
            reviewReason: r.review.reason,
            verified: r.review.at
              ? {
                  identity: r.review.identity,
                  qualification: r.review.qualification,
                  at: new Date(r.review.at).toISOString(),
                }
              : null,
          }
        : {},
    );
  });
}

export async function loadUser(db: DbOrTx, id: string): Promise<User | null> {
  const [user] = await toUsers(db, await selectAccounts(db).where(eq(users.id, id)));
  return user ?? null;
}

/** Accounts newest first, optionally of one role and matching `q` in name or e-mail. */
export async function findAccounts(
  db: DbOrTx,
  input: PageInput & { role?: DbRole | undefined },
): Promise<{ rows: User[]; total: number }> {
  const pat = containsPattern(input.q);
  const where = and(
    input.role ? eq(users.role, input.role) : undefined,
    pat ? or(ilike(users.name, pat), ilike(users.email, pat)) : undefined,
  );
  const { rows, total } = await findPage(db, selectAccounts(db).where(where), users, input);
  return { rows: await toUsers(db, rows), total };
}

/**
 * Locks an account for the rest of the transaction (nothing can attach to it while it goes). An
 * admin is locked together with every other admin, in one order, so two admins deleting each other
 * at once serialise instead of deadlocking; `lastAdmin` tells whether it is the only one.
 */
export async function lockAccount(
  tx: DbOrTx,
  id: string,
): Promise<(Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'photo'> & { lastAdmin: boolean }) | null> {
  const [found] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!found) return null;
  let lastAdmin = false;
  if (found.role === 'admin') {
    const locked = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    if (!locked.some((a) => a.id === id)) return null;
    lastAdmin = locked.length <= 1;
  }
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, photo: users.photo })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ? { ...row, lastAdmin } : null;
}

/** Whether an account other than `exceptId` shows this photo. */
export async function photoInUse(db: DbOrTx, photo: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.photo, photo), ne(users.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes the account row; everything hanging on it by ON DELETE CASCADE (or SET NULL) follows. */
export async function deleteUserRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export interface NewAccount {
  name: string;
  email: string;
  passwordHash: string;
  role: DbRole;
  photo: string;
  profileInfo: string | null;
  /** When the user agreed to the terms at sign-up; null for accounts the admin makes. */
  termsAcceptedAt: Date | null;
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
