import { requirementLimits } from '@tuitionhub/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, prepared, queryRows } from '../../db/client.ts';
import {
  centerCourses,
  centerProfiles,
  requirementResponses,
  requirements,
  tutorProfiles,
  tutorSubjects,
  users,
} from '../../db/schema/index.ts';
import { capTotal, pageOffset } from '../../lib/paging.ts';
import { profileTables } from '../profile-rows/repository.ts';

export type RequirementRow = typeof requirements.$inferSelect;
export type ResponseRow = typeof requirementResponses.$inferSelect;
export type ListedKind = 'tutor' | 'center';

/** Metres between the requirement `r` and the profile `p` (null when either has no place). */
const metres = sql`earth_distance(ll_to_earth(r.lat, r.lng), ll_to_earth(p.lat, p.lng))`;
/** Kilometres in a degree of latitude (one of longitude: less by the cosine), and the box's spare (2%). */
const KM_PER_DEGREE = sql.raw('111');
const SPARE = 1.02;
/**
 * Whether `r` is within `km` of `p`: first the box around `p` that holds every such point, a few
 * comparisons that turn most requirements away, then the distance itself for those inside it.
 */
const within = (km: SQL) =>
  sql`abs(r.lat - p.lat) * ${KM_PER_DEGREE} <= ${km} * ${sql.raw(String(SPARE))}
    and abs(r.lng - p.lng) * ${KM_PER_DEGREE} * cos(radians(abs(p.lat) + 1)) <= ${km} * ${sql.raw(String(SPARE))}
    and ${metres} <= ${km} * 1000`;

/**
 * Whether requirement `r` matches profile `p` (api-2 §3, docs/decisions/013):
 * - a tutor teaches the subject (any case) and lists the class level, and one of the modes fits:
 *   `Online` both ways (anywhere); `Home` when the requirement is within the tutor's own travelKm;
 *   `AtTutor` when the tutor is within 10 km (the student travels);
 * - a center offers the course and lists the class level, the requirement accepts learning at the
 *   teacher's place (`AtTutor`), and the center is in the same city or within 10 km;
 * - either way, only a listed (approved) profile gets leads (api-2 §6): one waiting for review does not.
 * `walked`: the subject and class level are already the profile's own (leadWalks walks each of
 * them), so they are not tested again (a probe of the offerings per lead).
 */
function matches(kind: ListedKind, walked = false): SQL {
  const placed = sql`r.lat is not null and p.lat is not null`;
  const t = profileTables[kind];
  const column = (c: PgColumn) => sql`s.${sql.identifier(c.name)}`;
  const teaches = walked
    ? sql``
    : sql`
      and exists (select 1 from ${t.offerings} s
                  where ${column(t.owner)} = p.user_id and lower(${column(t.offering)}) = lower(r.subject))
      and r.class_level = any(p.class_levels)`;
  if (kind === 'tutor')
    return sql`p.review_status = 'approved'${teaches}
      and (('Online' = any(r.modes) and 'Online' = any(p.modes))
        or ('Home' = any(r.modes) and 'Home' = any(p.modes) and ${placed} and ${within(sql`p.travel_km`)})
        or ('AtTutor' = any(r.modes) and 'AtTutor' = any(p.modes) and ${placed}
            and ${within(sql.raw(String(requirementLimits.atTutorRadiusKm)))}))`;
  return sql`p.review_status = 'approved'${teaches}
    and 'AtTutor' = any(r.modes)
    and (lower(p.city) = lower(r.city) or (${placed} and ${within(sql.raw(String(requirementLimits.centerRadiusKm)))}))`;
}
const profileTable = (kind: ListedKind) => (kind === 'tutor' ? tutorProfiles : centerProfiles);

/**
 * The viewer's leads as walks of the leads index (requirements_leads_idx: lower(subject), class
 * level, then created_at): one per subject/course and class level the viewer teaches (each pair
 * once, whatever the spellings), newest first, each stopping after `depth` matches of `matches`.
 * So the candidates are found from what `matches` asks of `r` alone, and no walk reads further
 * than the page or the count needs of it. A center's pairs are walked by centerWalks. Rows: `w.id`,
 * `w.created_at`, `w.distance_m`.
 */
function leadWalks(viewer: { id: string; kind: ListedKind }, depth: number): SQL {
  const offerings =
    viewer.kind === 'tutor'
      ? sql`select lower(s.subject) from ${tutorSubjects} s where s.tutor_id = ${viewer.id}`
      : sql`select lower(s.course) from ${centerCourses} s where s.center_id = ${viewer.id}`;
  const profiles = profileTable(viewer.kind);
  const pairs = sql`(select distinct o.subject from (${offerings}) o(subject)) k
    cross join (select distinct l.level from ${profiles} v, unnest(v.class_levels) l(level)
                where v.user_id = ${viewer.id}) c`;
  if (viewer.kind === 'center') return centerWalks(pairs, viewer.id, depth);
  return sql`${pairs}
    cross join lateral (
      select r.id, r.created_at, ${metres} as distance_m
      from ${requirements} r join ${profiles} p on p.user_id = ${viewer.id}
      where ${openLead} and lower(r.subject) = k.subject and r.class_level = c.level and ${matches(viewer.kind, true)}
      order by r.created_at desc, r.id desc limit ${depth}) w`;
}

/** An open requirement with room for responses (the leads indexes' own predicate, constants inlined). */
const openLead = sql`r.status = 'open' and r.response_count < ${sql.raw(String(requirementLimits.maxResponses))}`;

/**
 * A center's leads (its `matches`: learning at the teacher's place, in the center's city or within
 * centerRadiusKm) per subject and class level, as two walks of indexes over the requirements that
 * accept learning at the teacher's place: those of the center's city, newest first
 * (requirements_leads_city_idx), and those of other cities in the band of latitude the radius
 * spans (requirements_leads_lat_idx), tested for the distance and sorted. So a walk reads the
 * center's leads and the few requirements near its city's edge, not every requirement of the
 * subject and class level across the country (at 1M tutors, 539 leads from 8 walks of 813 entries
 * each before). The rule itself is `matches('center')` (findMatch reads a single lead by it);
 * requirements.test.ts checks that both agree case by case.
 */
function centerWalks(pairs: SQL, centerId: string, depth: number): SQL {
  const km = requirementLimits.centerRadiusKm;
  // The box's latitude side (within), as degrees either side of the center.
  const band = sql`(${sql.raw(String(km * SPARE))} / ${KM_PER_DEGREE})`;
  const teaching = sql`${openLead} and 'AtTutor' = any(r.modes) and lower(r.subject) = k.subject and r.class_level = c.level`;
  return sql`${pairs}
    cross join (select * from ${centerProfiles} p where p.user_id = ${centerId} and p.review_status = 'approved') p
    cross join lateral (
      (select r.id, r.created_at, ${metres} as distance_m from ${requirements} r
       where ${teaching} and lower(r.city) = lower(p.city)
       order by r.created_at desc, r.id desc limit ${depth})
      union all
      (select r.id, r.created_at, ${metres} as distance_m from ${requirements} r
       where ${teaching} and r.lat between p.lat - ${band} and p.lat + ${band}
         and lower(r.city) is distinct from lower(p.city) and ${within(sql.raw(String(km)))}
       order by r.created_at desc, r.id desc limit ${depth})) w`;
}

/** A requirement row from raw SQL (snake_case, r.*) in Drizzle's shape. */
interface RawRequirement {
  id: string;
  student_id: string;
  subject: string;
  class_level: string;
  board: string | null;
  modes: string[];
  city: string;
  locality: string | null;
  pincode: string;
  lat: number | null;
  lng: number | null;
  budget: number;
  schedule: string;
  details: string;
  status: 'open' | 'closed';
  response_count: number;
  created_at: Date | string;
}
export interface LeadRow extends RequirementRow {
  distanceKm: number | null;
  responded: boolean;
}
const fromRaw = (r: RawRequirement & { distance_m?: number | null; responded?: boolean }): LeadRow => ({
  id: r.id,
  studentId: r.student_id,
  subject: r.subject,
  classLevel: r.class_level,
  board: r.board,
  modes: r.modes,
  city: r.city,
  locality: r.locality,
  pincode: r.pincode,
  lat: r.lat,
  lng: r.lng,
  budget: r.budget,
  schedule: r.schedule,
  details: r.details,
  status: r.status,
  responseCount: r.response_count,
  createdAt: new Date(r.created_at),
  distanceKm:
    r.distance_m === null || r.distance_m === undefined ? null : Math.round(r.distance_m / 100) / 10,
  responded: Boolean(r.responded),
});

export async function insertRequirement(
  db: DbOrTx,
  input: Omit<typeof requirements.$inferInsert, 'id' | 'status' | 'responseCount' | 'createdAt'>,
): Promise<string> {
  const [row] = await db.insert(requirements).values(input).returning({ id: requirements.id });
  return row!.id;
}

export async function findRequirement(db: DbOrTx, id: string, lock = false): Promise<RequirementRow | null> {
  const q = db.select().from(requirements).where(eq(requirements.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/**
 * Leads of a tutor or center: open requirements with room for responses that match it, newest
 * first, and how many there are, counted up to `countCap` (issue 16: like a listing's, the count
 * stops there, so a tutor of a subject half the country asks for does not count every request).
 * Both merge the viewer's leadWalks: they read what the page or the count needs, not every match
 * (at 1M tutors a Pune Mathematics tutor has 2,236 leads among 3,480 candidates).
 */
export async function findLeads(
  db: DbOrTx,
  viewer: { id: string; kind: ListedKind },
  page: { page: number; limit: number },
  countCap: number,
): Promise<{ rows: LeadRow[]; total: number; capped: boolean }> {
  const offset = pageOffset(page);
  const [rows, [counted]] = await Promise.all([
    // Only the page's own rows are then read whole.
    queryRows<RawRequirement & { distance_m: number | null; responded: boolean }>(
      db,
      prepared(sql`select r.*, page.distance_m,
          exists (select 1 from ${requirementResponses} x where x.requirement_id = r.id and x.responder_id = ${viewer.id}) as responded
        from (select w.id, w.created_at, w.distance_m from ${leadWalks(viewer, offset + page.limit)}
              order by w.created_at desc, w.id desc limit ${page.limit} offset ${offset}) page
        join ${requirements} r on r.id = page.id
        order by page.created_at desc, page.id desc`),
    ),
    queryRows<{ n: number }>(
      db,
      prepared(
        sql`select count(*)::int as n from (select 1 from ${leadWalks(viewer, countCap + 1)} limit ${countCap + 1}) c`,
      ),
    ),
  ]);
  return { rows: rows.map(fromRaw), ...capTotal(counted?.n ?? 0, countCap) };
}

/** Whether the requirement matches the tutor/center (any status), with the distance between them. */
export async function findMatch(
  db: DbOrTx,
  requirementId: string,
  viewer: { id: string; kind: ListedKind },
): Promise<{ matches: boolean; distanceKm: number | null }> {
  const [row] = await queryRows<{ matches: boolean; distance_m: number | null }>(
    db,
    sql`select ${matches(viewer.kind)} as matches, ${metres} as distance_m
      from ${requirements} r join ${profileTable(viewer.kind)} p on p.user_id = ${viewer.id}
      where r.id = ${requirementId}`,
  );
  if (!row) return { matches: false, distanceKm: null };
  return {
    matches: Boolean(row.matches),
    distanceKm: row.distance_m === null ? null : Math.round(row.distance_m / 100) / 10,
  };
}

/** A student's own requirements (or everyone's for the admin), newest first. */
export async function findRequirements(
  db: DbOrTx,
  input: { page: number; limit: number; studentId?: string; status?: 'open' | 'closed' | undefined },
): Promise<{ rows: (RequirementRow & { studentName: string })[]; total: number }> {
  const where = and(
    input.studentId ? eq(requirements.studentId, input.studentId) : undefined,
    input.status ? eq(requirements.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: requirements, studentName: users.name })
      .from(requirements)
      .innerJoin(users, eq(users.id, requirements.studentId))
      .where(where)
      .orderBy(desc(requirements.createdAt), desc(requirements.id))
      .limit(input.limit)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(requirements).where(where),
  ]);
  return { rows: rows.map((x) => ({ ...x.r, studentName: x.studentName })), total: total?.n ?? 0 };
}

export async function findStudent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export interface ResponseView extends ResponseRow {
  name: string;
  photo: string;
  role: 'tutor' | 'center';
  ratings: number;
  responseMinutes: number | null;
  distanceKm: number | null;
}

/** A requirement's responses (or only `responderId`'s), oldest first, with each responder's card facts. */
export async function findResponses(
  db: DbOrTx,
  requirementId: string,
  responderId?: string,
): Promise<ResponseView[]> {
  const rows = await queryRows<{
    id: string;
    requirement_id: string;
    responder_id: string;
    responder_type: 'Tutor' | 'TuitionCenter';
    message: string;
    fee: number;
    accepted_at: Date | string | null;
    created_at: Date | string;
    name: string;
    photo: string;
    role: 'tutor' | 'center';
    ratings: string | number | null;
    response_minutes: number | null;
    distance_m: number | null;
  }>(
    db,
    sql`select x.*, u.name, u.photo, u.role,
        coalesce(t.ratings, c.ratings, 0) as ratings,
        coalesce(t.response_minutes, c.response_minutes) as response_minutes,
        earth_distance(ll_to_earth(r.lat, r.lng), ll_to_earth(coalesce(t.lat, c.lat), coalesce(t.lng, c.lng))) as distance_m
      from ${requirementResponses} x
      join ${requirements} r on r.id = x.requirement_id
      join ${users} u on u.id = x.responder_id
      left join ${tutorProfiles} t on t.user_id = x.responder_id
      left join ${centerProfiles} c on c.user_id = x.responder_id
      where x.requirement_id = ${requirementId} ${responderId ? sql`and x.responder_id = ${responderId}` : sql``}
      order by x.created_at asc, x.id asc`,
  );
  return rows.map((x) => ({
    id: x.id,
    requirementId: x.requirement_id,
    responderId: x.responder_id,
    responderType: x.responder_type,
    message: x.message,
    fee: x.fee,
    acceptedAt: x.accepted_at ? new Date(x.accepted_at) : null,
    createdAt: new Date(x.created_at),
    name: x.name,
    photo: x.photo,
    role: x.role,
    ratings: Number(x.ratings ?? 0),
    responseMinutes: x.response_minutes,
    distanceKm: x.distance_m === null ? null : Math.round(x.distance_m / 100) / 10,
  }));
}

export async function hasResponded(db: DbOrTx, requirementId: string, responderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: requirementResponses.id })
    .from(requirementResponses)
    .where(
      and(
        eq(requirementResponses.requirementId, requirementId),
        eq(requirementResponses.responderId, responderId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Adds a response and counts it (call with the requirement row locked). */
export async function insertResponse(
  db: DbOrTx,
  input: Pick<ResponseRow, 'requirementId' | 'responderId' | 'responderType' | 'message' | 'fee'>,
): Promise<string> {
  const [row] = await db
    .insert(requirementResponses)
    .values(input)
    .returning({ id: requirementResponses.id });
  await db
    .update(requirements)
    .set({ responseCount: sql`${requirements.responseCount} + 1` })
    .where(eq(requirements.id, input.requirementId));
  return row!.id;
}

export async function findResponse(db: DbOrTx, requirementId: string, responseId: string) {
  const [row] = await db
    .select()
    .from(requirementResponses)
    .where(
      and(eq(requirementResponses.id, responseId), eq(requirementResponses.requirementId, requirementId)),
    );
  return row ?? null;
}

export async function acceptResponseRow(db: DbOrTx, responseId: string, at: Date): Promise<void> {
  await db
    .update(requirementResponses)
    .set({ acceptedAt: sql`coalesce(${requirementResponses.acceptedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(requirementResponses.id, responseId));
}

export async function closeRequirement(db: DbOrTx, id: string): Promise<void> {
  await db.update(requirements).set({ status: 'closed' }).where(eq(requirements.id, id));
}
