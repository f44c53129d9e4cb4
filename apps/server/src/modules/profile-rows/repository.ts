import { type EntityType, kindOfEntity, type ProfileKind, type ReviewStatus } from '@tuitionhub/contracts';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centerCourses, centerProfiles, tutorProfiles, tutorSubjects, users } from '../../db/schema/index.ts';
import { sqlList } from '../../lib/query-repository.ts';
import { noteWrite } from '../../lib/single-flight.ts';

/**
 * The rows every tutor or center account has beside its user row: the kind's profile table and its
 * subjects/courses. Accounts (users) write them; listings and profile edits (profiles) read them.
 *
 * What differs between the two kinds in SQL: the tables, the kind's own card columns, and what its
 * own text adds to the search columns. Every query reads the profile table as `p`.
 */
/** The place columns both kinds' cards show (api-2 §1); never the coordinates. */
const placeColumns = sql`p.city, p.locality, p.class_levels as "classLevels", p.boards,
  p.response_minutes as "responseMinutes"`;

export const profileTables = {
  tutor: {
    profiles: tutorProfiles,
    offerings: tutorSubjects,
    owner: tutorSubjects.tutorId,
    offering: tutorSubjects.subject,
    /** The kind's own profile columns, as the request bodies name them. */
    own: [
      'bio',
      'availability',
      'city',
      'locality',
      'pincode',
      'travelKm',
      'modes',
      'classLevels',
      'boards',
      'sessionsPerWeek',
      'sessionMinutes',
      'qualification',
      'experienceYears',
      'languages',
    ],
    columns: sql`p.bio, p.availability, ${placeColumns}, p.modes, p.travel_km as "travelKm",
      p.sessions_per_week as "sessionsPerWeek", p.session_minutes as "sessionMinutes",
      p.qualification, p.experience_years as "experienceYears", p.languages`,
    /** Beyond the name and subjects (weight A). */
    vector: sql`setweight(to_tsvector('english', p.bio), 'C')`,
    /** Beyond the name and subjects, lower-cased for typo matches. */
    trigram: sql``,
    /** The profile's own text whose words go into the search dictionary (beside name and subjects). */
    prose: sql`p.bio`,
  },
  center: {
    profiles: centerProfiles,
    offerings: centerCourses,
    owner: centerCourses.centerId,
    offering: centerCourses.course,
    own: [
      'location',
      'description',
      'contactNumber',
      'city',
      'locality',
      'pincode',
      'address',
      'classLevels',
      'boards',
    ],
    columns: sql`p.location, p.description, p.contact_number as "contactNumber", ${placeColumns}, p.address`,
    vector: sql`setweight(to_tsvector('english', p.location), 'B')
             || setweight(to_tsvector('english', p.description), 'C')`,
    trigram: sql` || ' ' || p.location`,
    prose: sql`p.description`,
  },
} as const;

/** The kind's own profile columns (bio, availability / location, description, contactNumber, and the place). */
export type ProfileRowChanges = Partial<
  Pick<
    typeof tutorProfiles.$inferInsert,
    | 'bio'
    | 'availability'
    | 'travelKm'
    | 'modes'
    | 'sessionsPerWeek'
    | 'sessionMinutes'
    | 'city'
    | 'locality'
    | 'pincode'
    | 'lat'
    | 'lng'
    | 'classLevels'
    | 'boards'
    | 'qualification'
    | 'experienceYears'
    | 'languages'
    | 'reviewStatus'
  > &
    Pick<typeof centerProfiles.$inferInsert, 'location' | 'description' | 'contactNumber' | 'address'>
>;

/** Optional text a form leaves empty is stored as null ("not given"). */
const emptyAsNull = new Set(['locality', 'pincode', 'address']);

/**
 * The kind's own profile fields that a request body gives (the rest is the account and the
 * offerings). The coordinates are not among them: the place fields' resolver adds them.
 */
export const ownProfileFields = (kind: ProfileKind, body: object): ProfileRowChanges =>
  Object.fromEntries(
    profileTables[kind].own.flatMap((f) => {
      const value = (body as Record<string, unknown>)[f];
      if (value === undefined) return [];
      return [[f, emptyAsNull.has(f) && value === '' ? null : value]];
    }),
  );

/** A tutor's stored modes and travel radius (to check a change of one against the other). */
export async function findTeachingReach(
  db: DbOrTx,
  userId: string,
): Promise<{ modes: string[]; travelKm: number } | null> {
  const [row] = await db
    .select({ modes: tutorProfiles.modes, travelKm: tutorProfiles.travelKm })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, userId));
  return row ?? null;
}

/** A tutor or center as reviews and enquiries name it, with its address and stored aggregates; null when none. */
export async function findListedEntity(
  db: DbOrTx,
  ref: { entityType: EntityType; entityId: string },
): Promise<{ id: string; name: string; email: string; ratings: number; reviewCount: number } | null> {
  // One table per kind, with the same columns read here.
  const profile = profileTables[kindOfEntity(ref.entityType).kind].profiles as typeof tutorProfiles;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      ratings: profile.ratings,
      reviewCount: profile.reviewCount,
    })
    .from(profile)
    .innerJoin(users, eq(users.id, profile.userId))
    .where(eq(profile.userId, ref.entityId))
    .limit(1);
  return row ?? null;
}

export async function insertProfileRow(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
  row: ProfileRowChanges & { name: string; reviewStatus: ReviewStatus },
): Promise<void> {
  // One table per kind; the row holds that kind's columns (ownProfileFields).
  await db.insert(profileTables[kind].profiles as typeof tutorProfiles).values({ userId, ...row } as never);
}

/** The subjects/courses of these profiles, each by name. */
export async function findOfferings(
  db: DbOrTx,
  kind: ProfileKind,
  ownerIds: string[],
): Promise<{ ownerId: string; name: string; fee: number }[]> {
  if (ownerIds.length === 0) return [];
  const t = profileTables[kind];
  return db
    .select({ ownerId: t.owner, name: t.offering, fee: t.offerings.fee })
    .from(t.offerings)
    .where(inArray(t.owner, ownerIds))
    .orderBy(asc(t.offering));
}

/** Replaces a profile's subjects/courses with the given list. */
export async function replaceOfferings(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
  items: { name: string; fee: number }[],
): Promise<void> {
  const t = profileTables[kind];
  await db.execute(sql`delete from ${t.offerings} where ${t.owner} = ${userId}::uuid`);
  if (items.length === 0) return;
  const values = items.map((i) => sql`(${userId}::uuid, ${i.name}, ${i.fee})`);
  await db.execute(
    sql`insert into ${t.offerings} (${sql.identifier(t.owner.name)}, ${sql.identifier(t.offering.name)}, fee)
        values ${sql.join(values, sql`, `)}`,
  );
}

/**
 * Recomputes what listings and search read from a profile's own rows: name copy, lowest fee, the
 * full-text vectors (all of it, and without the subjects' words), the trigram text and the subjects/courses copy. Call after any write to a profile, its user row or its
 * subjects/courses.
 */
export async function refreshProfileDerived(db: DbOrTx, kind: ProfileKind, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const t = profileTables[kind];
  await db.execute(sql`
    update ${t.profiles} p set
      name = u.name,
      lowest_fee = o.lowest_fee,
      search = setweight(to_tsvector('english', u.name), 'A')
            || setweight(to_tsvector('english', coalesce(o.names, '')), 'A')
            || ${t.vector},
      mention_search = ts_delete(setweight(to_tsvector('english', u.name), 'A') || ${t.vector},
            tsvector_to_array(to_tsvector('english', coalesce(o.names, '')))),
      search_text = lower(u.name || ' ' || coalesce(o.names, '')${t.trigram}),
      offering_names = coalesce(o.list, '{}')
    from users u
    left join lateral (
      select min(fee) as lowest_fee, string_agg(${t.offering}, ' ' order by ${t.offering}) as names,
        array_agg(${t.offering} order by ${t.offering}) as list
      from ${t.offerings} where ${t.owner} = u.id
    ) o on true
    where u.id = p.user_id and p.user_id in ${sqlList(userIds, 'uuid')}`);
  await addSearchWords(db, kind, sql`p.user_id in ${sqlList(userIds, 'uuid')}`);
  // What searches keep of the catalogue's words and places (readUntilWrite) is read again; in a
  // request's transaction its answered write (app.ts) forgets it again once committed.
  noteWrite();
}

/**
 * Adds the words of the matching profiles (`where` reads the table as `p`) to the search
 * dictionary (schema `search_words`): letters only, 3 to 40 of them, as typo correction compares.
 */
async function addSearchWords(db: DbOrTx, kind: ProfileKind, where: SQL): Promise<void> {
  const t = profileTables[kind];
  await db.execute(sql`
    insert into search_words (word)
    select distinct w from ${t.profiles} p,
      regexp_split_to_table(p.search_text || ' ' || lower(${t.prose}), '[^[:alpha:]]+') w
    where ${where} and length(w) between 3 and 40
    on conflict do nothing`);
}

/** An account's stored role (`tutor`, `center`, …); null when there is no such account. */
export async function findAccountRole(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role ?? null;
}
