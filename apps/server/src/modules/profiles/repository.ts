import type {
  Availability,
  CenterCard,
  ProfileKind,
  ProfileKindDescriptor,
  TutorCard,
} from '@tuitionhub/contracts';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import {
  centerCourses,
  centerProfiles,
  tutorProfiles,
  tutorSubjects,
  watchlistItems,
} from '../../db/schema/index.ts';
import { findListingPage, findSpellings, type ListSort, listOrder, sqlList } from './listing-repository.ts';
import { findRankedMatchIds, textMatches } from './text-match-repository.ts';

export type CardOf<K extends ProfileKind> = { tutor: TutorCard; center: CenterCard }[K];

/**
 * What differs between the two kinds in SQL: the tables, the kind's own card columns, and what its
 * own text adds to the search columns. Every query reads the profile table as `p`.
 */
const tables = {
  tutor: {
    profiles: tutorProfiles,
    offerings: tutorSubjects,
    owner: tutorSubjects.tutorId,
    offering: tutorSubjects.subject,
    columns: sql`p.bio, p.availability`,
    /** Beyond the name and subjects (weight A). */
    vector: sql`setweight(to_tsvector('english', p.bio), 'C')`,
    /** Beyond the name and subjects, lower-cased for typo matches. */
    trigram: sql``,
  },
  center: {
    profiles: centerProfiles,
    offerings: centerCourses,
    owner: centerCourses.centerId,
    offering: centerCourses.course,
    columns: sql`p.location, p.description, p.contact_number as "contactNumber"`,
    vector: sql`setweight(to_tsvector('english', p.location), 'B')
             || setweight(to_tsvector('english', p.description), 'C')`,
    trigram: sql` || ' ' || p.location`,
  },
} as const;

const ids = (values: string[]) => sqlList(values, 'uuid');

/**
 * Recomputes what listings and search read from a profile's own rows: name copy, lowest fee, the
 * full-text vector and the trigram text. Call after any write to a profile, its user row or its
 * subjects/courses.
 */
export async function refreshProfileDerived(db: DbOrTx, kind: ProfileKind, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const t = tables[kind];
  await db.execute(sql`
    update ${t.profiles} p set
      name = u.name,
      lowest_fee = o.lowest_fee,
      search = setweight(to_tsvector('english', u.name), 'A')
            || setweight(to_tsvector('english', coalesce(o.names, '')), 'A')
            || ${t.vector},
      search_text = lower(u.name || ' ' || coalesce(o.names, '')${t.trigram})
    from users u
    left join lateral (
      select min(fee) as lowest_fee, string_agg(${t.offering}, ' ' order by ${t.offering}) as names
      from ${t.offerings} where ${t.owner} = u.id
    ) o on true
    where u.id = p.user_id and p.user_id in ${ids(userIds)}`);
}

export interface ProfileFilter {
  /** Stored spellings of the requested subject/course (see findOfferingSpellings); any of them matches. */
  offerings?: string[];
  /** Tutors only. */
  availability?: Availability;
  maxFee?: number;
  minRating?: number;
  q?: string;
}

function where(kind: ProfileKind, f: ProfileFilter): SQL {
  const t = tables[kind];
  const parts: SQL[] = [];
  if (f.offerings)
    parts.push(
      sql`p.user_id in (select ${t.owner} from ${t.offerings} where ${t.offering} in ${sqlList(f.offerings)})`,
    );
  if (f.availability) parts.push(sql`p.availability = ${f.availability}`);
  if (f.maxFee !== undefined) parts.push(sql`p.lowest_fee <= ${f.maxFee}`);
  if (f.minRating !== undefined) parts.push(sql`p.ratings >= ${f.minRating}`);
  if (f.q) parts.push(textMatches(f.q));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export const findOfferingSpellings = (db: DbOrTx, kind: ProfileKind, name: string) =>
  findSpellings(db, tables[kind].offerings, tables[kind].offering, name);

/** One page of profile ids in listing order, and how many match in all. */
export const findProfilePage = (
  db: DbOrTx,
  kind: ProfileKind,
  filter: ProfileFilter,
  page: { sort: ListSort | undefined; limit: number; offset: number },
) => findListingPage(db, tables[kind].profiles, where(kind, filter), { hasText: Boolean(filter.q), ...page });

export async function findLatestProfileIds(db: DbOrTx, kind: ProfileKind, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.user_id as id from ${tables[kind].profiles} p order by ${listOrder(undefined)} limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Best matches first (see findRankedMatchIds); runs inside withTypoTolerance. */
export const searchProfileIds = (db: DbOrTx, kind: ProfileKind, q: string, limit: number) =>
  findRankedMatchIds(db, tables[kind].profiles, q, limit);

/** The public card of each profile, in the order of `ids` (ids of other kinds or roles are left out). */
export async function loadProfileCards<K extends ProfileKind>(
  db: DbOrTx,
  kind: ProfileKindDescriptor<K>,
  userIds: string[],
): Promise<CardOf<K>[]> {
  if (userIds.length === 0) return [];
  const t = tables[kind.kind];
  const rows = await queryRows<{
    id: string;
    createdMs: number;
    offerings: { name: string; fee: number }[] | null;
  }>(
    db,
    sql`select p.user_id as id, p.name, u.photo, ${t.columns},
          p.lowest_fee as "lowestFee", p.ratings::float8 as ratings, p.review_count as "reviewCount",
          (extract(epoch from p.created_at) * 1000)::float8 as "createdMs",
          (select json_agg(json_build_object('name', ${t.offering}, 'fee', fee) order by ${t.offering})
             from ${t.offerings} where ${t.owner} = p.user_id) as offerings
        from ${t.profiles} p join users u on u.id = p.user_id
        where p.user_id in ${ids(userIds)}`,
  );
  const byId = new Map(
    rows.map(({ id, createdMs, offerings, ...own }) => {
      const list = offerings ?? [];
      const card = {
        _id: id,
        ...own,
        [kind.offeringsField]: list.map((o) => o.name),
        fees: Object.fromEntries(list.map((o) => [o.name, o.fee])),
        createdAt: new Date(createdMs).toISOString(),
      };
      // The row holds exactly the card fields of this kind (the columns above); the answer's schema checks them.
      return [id, card as unknown as CardOf<K>];
    }),
  );
  return userIds.flatMap((id) => byId.get(id) ?? []);
}

/** The kind's own profile columns (bio, availability / location, description, contactNumber). */
export type ProfileRowChanges = Partial<
  Pick<typeof tutorProfiles.$inferInsert, 'bio' | 'availability'> &
    Pick<typeof centerProfiles.$inferInsert, 'location' | 'description' | 'contactNumber'>
>;

export async function updateProfileRow(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
  changes: ProfileRowChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  if (kind === 'tutor') await db.update(tutorProfiles).set(changes).where(eq(tutorProfiles.userId, userId));
  else await db.update(centerProfiles).set(changes).where(eq(centerProfiles.userId, userId));
}

/** Replaces a profile's subjects/courses with the given list. */
export async function replaceOfferings(
  db: DbOrTx,
  kind: ProfileKind,
  userId: string,
  items: { name: string; fee: number }[],
): Promise<void> {
  const t = tables[kind];
  await db.execute(sql`delete from ${t.offerings} where ${t.owner} = ${userId}::uuid`);
  if (items.length === 0) return;
  const values = items.map((i) => sql`(${userId}::uuid, ${i.name}, ${i.fee})`);
  await db.execute(
    sql`insert into ${t.offerings} (${sql.identifier(t.owner.name)}, ${sql.identifier(t.offering.name)}, fee)
        values ${sql.join(values, sql`, `)}`,
  );
}

/** Removes shortlist entries of a tutor's subjects that are not in `subjects` any more. */
export async function deleteShortlistedOutside(
  db: DbOrTx,
  tutorId: string,
  subjects: string[],
): Promise<void> {
  await db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.tutorId, tutorId), notInArray(watchlistItems.subject, subjects)));
}
