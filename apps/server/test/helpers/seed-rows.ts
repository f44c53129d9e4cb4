import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';

/** Raw reads of a seeded database that the seed test compares: no route exposes them this way. */

/** Tutors and centers by e-mail with what a visitor sees of them, for comparing two seeded databases. */
export const catalogueSnapshot = (db: Db) =>
  queryRows<{ email: string; name: string; items: string; ratings: string; review_count: number }>(
    db,
    sql`select u.email, u.name, u.photo,
          coalesce(tp.bio, cp.description) as text,
          (select string_agg(subject || '=' || fee, ',' order by subject) from tutor_subjects where tutor_id = u.id)
            || (select string_agg(course || '=' || fee, ',' order by course) from center_courses where center_id = u.id)
            as items,
          coalesce(tp.ratings, cp.ratings)::text as ratings, coalesce(tp.review_count, cp.review_count) as review_count
        from users u
        left join tutor_profiles tp on tp.user_id = u.id
        left join center_profiles cp on cp.user_id = u.id
        order by u.email`,
  );

/** Profiles whose stored rating or review count differs from their reviews. */
export const profilesWithStaleRatings = (db: Db) =>
  queryRows(
    db,
    sql`select p.user_id from (
          select user_id, ratings, review_count, 'Tutor' as t from tutor_profiles
          union all select user_id, ratings, review_count, 'TuitionCenter' from center_profiles) p
        left join lateral (
          select coalesce(round(avg(r.rating)::numeric, 1), 0) as mean, count(*)::int as n
          from reviews r where r.entity_type = p.t and r.entity_id = p.user_id) r on true
        where p.ratings <> r.mean or p.review_count <> r.n`,
  );

/** How many students wrote a review, and how many students there are. */
export async function reviewerStats(db: Db) {
  const [row] = await queryRows<{ reviewers: number; students: number }>(
    db,
    sql`select count(distinct r.user_id)::int as reviewers,
          (select count(*)::int from users where role = 'student') as students
        from reviews r join users u on u.id = r.user_id where u.role = 'student'`,
  );
  return row!;
}

export async function reviewCount(db: Db) {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reviews`);
  return row!.n;
}

/** Every index definition of the schema, by name. */
export const indexDefinitions = (db: Db) =>
  queryRows<{ indexdef: string }>(
    db,
    sql`select indexdef from pg_indexes where schemaname = current_schema() order by indexname`,
  );

/**
 * The pages an index holds now, and the pages the same definition holds when built afresh from the
 * table's live rows (a copy is built under another name, measured and dropped).
 */
export async function indexPagesAgainstFresh(db: Db, name: string) {
  const [index] = await queryRows<{ indexdef: string }>(
    db,
    sql`select indexdef from pg_indexes where schemaname = current_schema() and indexname = ${name}`,
  );
  const copy = `${name}_fresh`;
  await db.execute(sql.raw(index!.indexdef.replace(`INDEX ${name} `, `INDEX ${copy} `)));
  const pages = async (index: string) =>
    (
      await queryRows<{ n: number }>(db, sql`select (pg_relation_size(${index}::regclass) / 8192)::int as n`)
    )[0]!.n;
  const sizes = { now: await pages(name), fresh: await pages(copy) };
  await db.execute(sql`drop index ${sql.identifier(copy)}`);
  return sizes;
}
