import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { demoBookings, tutorProfiles, tutorSubjects, users } from '../schema/index.ts';
import { DEMO_STUDENT } from './data.ts';

const HOUR = 3_600_000;
const IST_OFFSET = 5.5 * HOUR;

/** 17:00 India time on the day before `now` (India's calendar). */
function yesterdayAtFive(now: Date): Date {
  const indiaMidnight = Math.floor((now.getTime() + IST_OFFSET) / (24 * HOUR)) * 24 * HOUR - IST_OFFSET;
  return new Date(indiaMidnight - 24 * HOUR + 17 * HOUR);
}

/**
 * The demo student's online demo of yesterday with the first seeded online tutor, confirmed two
 * days before and not yet marked done: a fresh product shows what happens after a demo (the tutor
 * marks it done, the parent says whether they liked it). Skipped when the student or a tutor is
 * missing, or the student already has a demo.
 */
export async function seedPastDemo(db: DbOrTx, now = new Date()): Promise<boolean> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STUDENT.email));
  if (!student) return false;
  const [already] = await db
    .select({ id: demoBookings.id })
    .from(demoBookings)
    .where(eq(demoBookings.studentId, student.id))
    .limit(1);
  if (already) return false;
  const [tutor] = await db
    .select({ id: tutorProfiles.userId, subject: tutorSubjects.subject })
    .from(tutorProfiles)
    .innerJoin(tutorSubjects, eq(tutorSubjects.tutorId, tutorProfiles.userId))
    .where(sql`${tutorProfiles.modes} @> array['Online']::text[]`)
    .orderBy(asc(tutorProfiles.createdAt), asc(tutorProfiles.userId), asc(tutorSubjects.subject))
    .limit(1);
  if (!tutor) return false;
  const start = yesterdayAtFive(now);
  const requested = new Date(start.getTime() - 48 * HOUR);
  await db.insert(demoBookings).values({
    entityType: 'Tutor',
    entityId: tutor.id,
    studentId: student.id,
    startAt: start,
    endAt: new Date(start.getTime() + HOUR),
    mode: 'Online',
    subject: tutor.subject,
    note: 'Class 10, CBSE: help with algebra before the mid-terms',
    status: 'confirmed',
    createdAt: requested,
    respondedAt: new Date(requested.getTime() + 2 * HOUR),
    remindedAt: new Date(start.getTime() - 2 * HOUR),
  });
  return true;
}
