import { asc, eq, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import { centerProfiles, demoAvailability, tutorProfiles } from '../schema/index.ts';

type Mode = 'Home' | 'Online' | 'AtTutor';
type Row = typeof demoAvailability.$inferInsert;

/** A tutor's two demo hours on a teaching day, by the part of the day it teaches (India time). */
const hoursByAvailability: Record<string, [number, number][]> = {
  Morning: [
    [7 * 60, 8 * 60],
    [8 * 60 + 30, 9 * 60 + 30],
  ],
  Afternoon: [
    [14 * 60, 15 * 60],
    [15 * 60 + 30, 16 * 60 + 30],
  ],
  Evening: [
    [17 * 60, 18 * 60],
    [18 * 60 + 30, 19 * 60 + 30],
  ],
};
/** Alternate tutors teach demos on Mon/Wed/Fri or Tue/Thu/Sat; every third also on Sunday morning. */
const dayPlans = [
  [1, 3, 5],
  [2, 4, 6],
];

/**
 * Gives every seeded tutor and center without one a weekly demo pattern, so a fresh product shows
 * open demo slots: tutors two hours on three days in their part of the day, in the ways they teach
 * (in turn); centers weekday afternoons and Saturday mornings at the center. Deterministic: the
 * same catalogue gets the same pattern. Returns how many slots were written.
 */
export async function seedDemoAvailability(db: DbOrTx): Promise<number> {
  const noSlots = (id: AnyPgColumn) =>
    notExists(db.select({ one: sql`1` }).from(demoAvailability).where(eq(demoAvailability.ownerId, id)));
  const tutors = await db
    .select({
      id: tutorProfiles.userId,
      availability: tutorProfiles.availability,
      modes: tutorProfiles.modes,
    })
    .from(tutorProfiles)
    .where(noSlots(tutorProfiles.userId))
    .orderBy(asc(tutorProfiles.createdAt), asc(tutorProfiles.userId));
  const centers = await db
    .select({ id: centerProfiles.userId })
    .from(centerProfiles)
    .where(noSlots(centerProfiles.userId))
    .orderBy(asc(centerProfiles.createdAt), asc(centerProfiles.userId));

  const rows: Row[] = [];
  tutors.forEach((t, i) => {
    const modes = (t.modes.length ? t.modes : ['Online']) as Mode[];
    const days = [...dayPlans[i % 2]!, ...(i % 3 === 0 ? [0] : [])];
    let turn = i;
    for (const weekday of days) {
      const hours =
        weekday === 0 ? [[10 * 60, 11 * 60] as [number, number]] : hoursByAvailability[t.availability]!;
      for (const [startMinute, endMinute] of hours)
        rows.push({
          ownerId: t.id,
          entityType: 'Tutor',
          weekday,
          startMinute,
          endMinute,
          mode: modes[turn++ % modes.length]!,
        });
    }
  });
  for (const c of centers) {
    for (const weekday of [1, 2, 3, 4, 5])
      rows.push({
        ownerId: c.id,
        entityType: 'TuitionCenter',
        weekday,
        startMinute: 16 * 60,
        endMinute: 17 * 60,
        mode: 'AtTutor',
      });
    rows.push({
      ownerId: c.id,
      entityType: 'TuitionCenter',
      weekday: 6,
      startMinute: 10 * 60,
      endMinute: 11 * 60,
      mode: 'AtTutor',
    });
  }
  for (let at = 0; at < rows.length; at += 1000)
    await db.insert(demoAvailability).values(rows.slice(at, at + 1000));
  return rows.length;
}
