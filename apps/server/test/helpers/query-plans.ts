import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, setLocally, settleLike } from '../../src/db/client.ts';
import { dropSecondaryIndexes, pauseFacetCounts } from '../../src/db/seed/catalogue.ts';
import { explainPlan, type PlanNode } from '../../src/lib/query-repository.ts';
import { noteWrite } from '../../src/lib/single-flight.ts';

/**
 * Query-plan checks (issue 16, explain-plans.test.ts): a large catalogue written with set-based SQL
 * (seconds, where the bulk seed takes a minute), a database wrapper that records the statements a
 * request sends, and the sequential scans of a recorded statement's plan.
 */
export const PLAN_TABLES = [
  'tutor_profiles',
  'center_profiles',
  'tutor_subjects',
  'center_courses',
  'requirements',
];

export interface Statement {
  query: SQL;
  /** The transaction settings (set_config) in force when it ran, if any. */
  settings: SQL | undefined;
}

const dialect = new PgDialect();
export const textOf = (q: SQL) => dialect.sqlToQuery(q).sql;

/**
 * The database as the app sees it, recording every raw statement (listings and search use
 * db.execute); inside a transaction, a `set_config` statement is remembered as the settings the
 * statements after it run under (`settled`: the settings of the connection it records, if any).
 */
export function recording(db: Db, log: Statement[], settled?: SQL): Db {
  let settings = settled;
  const handle = new Proxy(db, {
    get(target, prop) {
      if (prop === 'execute')
        return (query: SQL) => {
          if (textOf(query).includes('set_config(')) settings = query;
          else log.push({ query, settings });
          return target.execute(query);
        };
      if (prop === 'transaction')
        return (fn: (tx: Db) => Promise<unknown>) =>
          target.transaction((tx) => fn(recording(tx as unknown as Db, log)));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Db;
  // On PostgreSQL text search runs on connections opened with its settings (withSettings): those
  // are recorded too, each statement with the settings its connection had.
  settleLike(handle, db, (settledDb, s) => recording(settledDb, log, setLocally(s)));
  return handle;
}

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of (plan.Plans as PlanNode[] | undefined) ?? []) yield* nodes(child);
}

/** Writes `tutors` tutors and `centers` centers over six cities' pincodes, with what refreshProfileDerived derives, and a requirement per ten tutors; answers the seconds taken. */
export async function writePlanCatalogue(db: Db, tutors: number, centers: number): Promise<number> {
  const TUTORS = tutors;
  const CENTERS = centers;
  const t0 = performance.now();
  // As the bulk seed: the profiles' indexes built once and the facet counts counted once from the
  // written rows, not kept on each insert and update (at 10k tutors on PGlite 105 s kept, 79 with
  // the counts paused, the facet keys' GIN index most of the rest).
  const restoreIndexes = await dropSecondaryIndexes(db);
  const resumeFacetCounts = await pauseFacetCounts(db);
  /** A valid (version 4) uuid made from the row number, so subjects find their tutor. */
  const uid = (prefix: string) =>
    sql.raw(`overlay(overlay(md5('${prefix}' || i) placing '4' from 13) placing '8' from 17)::uuid`);
  await db.execute(sql`
    create table pts as
      select d.*, row_number() over (order by d.pincode) - 1 as n from (
        select distinct on (pincode) pincode, locality, city, lat, lng
        from places where city in ('Pune', 'Mumbai', 'Delhi', 'New Delhi', 'Bengaluru', 'Chennai')
        order by pincode, rank) d`);
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role, photo, created_at)
    select ${uid('u')}, 'Tutor ' || i, 'tutor' || i || '@plan.test', 'x', 'tutor', '/p.svg',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${TUTORS}) i`);
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role, photo, created_at)
    select ${uid('c')}, 'Center ' || i, 'center' || i || '@plan.test', 'x', 'center', '/p.svg',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${CENTERS}) i`);
  const subjects = sql`(array['Mathematics','Physics','Chemistry','Biology','English','Hindi','Guitar','Economics','Accountancy','Computer Science'])`;
  await db.execute(sql`
    insert into tutor_subjects (tutor_id, subject, fee)
    select ${uid('u')}, ${subjects}[1 + i % 10], 500 + (i * 37) % 2500 from generate_series(1, ${TUTORS}) i
    union all
    select ${uid('u')}, ${subjects}[1 + (i / 10) % 10], 700 + (i * 53) % 2500
    from generate_series(1, ${TUTORS}) i where (i / 10) % 10 <> i % 10 and i % 2 = 0`);
  await db.execute(sql`
    insert into center_courses (center_id, course, fee)
    select ${uid('c')}, (array['NEET','IIT-JEE','CBSE Board','Spoken English'])[1 + i % 4], 1500 + i % 3000
    from generate_series(1, ${CENTERS}) i`);
  const place = sql`join pts on pts.n = i % (select count(*) from pts)`;
  await db.execute(sql`
    insert into tutor_profiles (user_id, name, bio, availability, city, locality, pincode, lat, lng,
      travel_km, modes, class_levels, boards, ratings, review_count, created_at)
    select ${uid('u')}, 'Tutor ' || i, 'I teach with patience and plenty of practice.',
      (array['Morning','Afternoon','Evening'])[1 + i % 3],
      pts.city, pts.locality, pts.pincode, pts.lat, pts.lng,
      (array[0, 3, 5, 10, 20])[1 + i % 5],
      case i % 5 when 0 then array['Online'] else array['Home','Online'] end,
      array[(array['KG-V','VI-VIII','IX-X','XI-XII','College'])[1 + i % 5]],
      array[(array['CBSE','ICSE','State','IB'])[1 + (i / 5) % 4]],
      round(((i % 50) / 10.0)::numeric, 1), i % 7, now() - (i || ' minutes')::interval
    from generate_series(1, ${TUTORS}) i ${place}`);
  await db.execute(sql`
    insert into center_profiles (user_id, name, location, description, contact_number, city, locality,
      pincode, lat, lng, class_levels, boards, ratings, created_at)
    select ${uid('c')}, 'Center ' || i, pts.locality || ', ' || pts.city,
      'Small batches and weekly tests.', '9800000000', pts.city, pts.locality,
      pts.pincode, pts.lat, pts.lng, array['IX-X','XI-XII'], array['CBSE'],
      round(((i % 50) / 10.0)::numeric, 1), now() - (i || ' minutes')::interval
    from generate_series(1, ${CENTERS}) i ${place}`);
  // Learning requirements, one per ten tutors, from a hundred students: what tutors' and centers' leads read.
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role, photo)
    select ${uid('s')}, 'Student ' || i, 'student' || i || '@plan.test', 'x', 'student', '/p.svg'
    from generate_series(1, 100) i`);
  await db.execute(sql`
    insert into requirements (student_id, subject, class_level, modes, city, locality, pincode, lat, lng,
      budget, schedule, details, status, response_count, created_at)
    select ${sql.raw(`overlay(overlay(md5('s' || (1 + i % 100)) placing '4' from 13) placing '8' from 17)::uuid`)},
      (${subjects} || array['NEET'])[1 + i % 11],
      (array['KG-V','VI-VIII','IX-X','XI-XII','College'])[1 + (i / 11) % 5],
      case i % 3 when 0 then array['Home','Online'] when 1 then array['Online'] else array['AtTutor','Home'] end,
      pts.city, pts.locality, pts.pincode, pts.lat, pts.lng, 1000, 'Weekday evenings', 'Regular classes.',
      case when i % 6 = 0 then 'closed' else 'open' end, i % 6, now() - (i || ' minutes')::interval
    from generate_series(1, ${Math.round(TUTORS / 10)}) i ${place}`);
  // What refreshProfileDerived keeps (lowest fee, search columns, the subjects copy, the dictionary), set-based.
  for (const [profiles, offerings, owner, offering, prose] of [
    ['tutor_profiles', 'tutor_subjects', 'tutor_id', 'subject', 'bio'],
    ['center_profiles', 'center_courses', 'center_id', 'course', 'description'],
  ] as const) {
    await db.execute(
      sql.raw(`
      update ${profiles} p set lowest_fee = o.low, offering_names = o.list,
        search = setweight(to_tsvector('english', p.name || ' ' || o.names), 'A') || setweight(to_tsvector('english', p.${prose}), 'C'),
        search_text = lower(p.name || ' ' || o.names),
        mention_search = ts_delete(setweight(to_tsvector('english', p.name), 'A') || setweight(to_tsvector('english', p.${prose}), 'C'),
          tsvector_to_array(to_tsvector('english', o.names)))
      from (select ${owner} as id, min(fee) as low, array_agg(${offering} order by ${offering}) as list,
              string_agg(${offering}, ' ') as names
            from ${offerings} group by ${owner}) o
      where o.id = p.user_id`),
    );
    await db.execute(
      sql.raw(`insert into search_words (word)
        select distinct w from ${profiles} p, regexp_split_to_table(p.search_text || ' ' || lower(p.${prose}), '[^[:alpha:]]+') w
        where length(w) between 3 and 40 on conflict do nothing`),
    );
  }
  await db.execute(sql`drop table pts`);
  await restoreIndexes();
  await resumeFacetCounts();
  await db.execute(sql`analyze`);
  return (performance.now() - t0) / 1000;
}

/** How many tutors and centers there are. */
export async function countProfiles(db: Db): Promise<{ t: number; c: number }> {
  const result = (await db.execute(
    sql`select (select count(*) from tutor_profiles)::int as t, (select count(*) from center_profiles)::int as c`,
  )) as unknown as { rows: { t: number; c: number }[] };
  return result.rows[0]!;
}

/** The id of the tutor or center writePlanCatalogue named `name` ('Tutor 3', 'Center 4'). */
export async function profileIdNamed(db: Db, kind: 'tutor' | 'center', name: string): Promise<string> {
  const result = (await db.execute(
    sql`select user_id as id from ${sql.raw(`${kind}_profiles`)} where name = ${name}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

/** Whether a recorded statement reads one of PLAN_TABLES (an EXPLAIN, a row estimate, reads nothing). */
export const readsProfiles = (s: Statement) => {
  const text = textOf(s.query).toLowerCase();
  return (
    !text.trimStart().startsWith('explain') &&
    PLAN_TABLES.some((t) => text.includes(`"${t}"`) || text.includes(` ${t} `))
  );
};

/** A recorded statement's plan (explainPlan), made under its transaction's settings as it ran. */
const planAsRun = (db: Db, s: Statement, opts: { analyze?: boolean } = {}) =>
  db.transaction(async (tx) => {
    if (s.settings) await tx.execute(s.settings);
    return explainPlan(tx, s.query, opts);
  });

/** The PLAN_TABLES a recorded statement's plan scans sequentially, EXPLAINed as it ran (under its transaction's settings). */
export async function sequentialScans(db: Db, s: Statement): Promise<string[]> {
  const plan = await planAsRun(db, s);
  return [...nodes(plan)]
    .filter((n) => n['Node Type'] === 'Seq Scan' && PLAN_TABLES.includes(String(n['Relation Name'])))
    .map((n) => String(n['Relation Name']));
}

/**
 * How many rows of `table` a recorded statement read when it ran (EXPLAIN ANALYZE, under its
 * transaction's settings): what each scan of it returned plus what its filters threw away.
 */
export async function rowsRead(db: Db, s: Statement, table: string): Promise<number> {
  const plan = await planAsRun(db, s, { analyze: true });
  const n = (node: PlanNode, key: string) => Number(node[key] ?? 0);
  return [...nodes(plan)]
    .filter((node) => node['Relation Name'] === table)
    .reduce(
      (sum, node) =>
        sum +
        (n(node, 'Actual Rows') +
          n(node, 'Rows Removed by Filter') +
          n(node, 'Rows Removed by Index Recheck')) *
          Math.max(1, n(node, 'Actual Loops')),
      0,
    );
}

/** VACUUM ANALYZE of the whole database, as maintenance (or the bench) runs it between requests. */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
  // New statistics: free-text estimates kept until a write (readUntilWrite) are read again.
  noteWrite();
}
