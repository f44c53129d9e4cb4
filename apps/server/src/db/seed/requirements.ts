import type { ClassLevel, TeachingMode } from '@tuitionhub/contracts';
import { requirementLimits } from '@tuitionhub/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { requirements, users } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { subjects } from './data.ts';
import { drawLevels, drawPlace, loadSeedPlaces } from './places.ts';
import { createRandom } from './random.ts';

/** A large catalogue has one learning requirement per this many tutors (100,000 at a million). */
export const TUTORS_PER_REQUIREMENT = 10;
const SEED = 20_240_603;
const DAY = 86_400_000;
/** Requirements were posted over the last two months; most are still open. */
const HISTORY_DAYS = 60;
const CHUNK = 5000;

const MODE_SETS: readonly (readonly TeachingMode[])[] = [
  ['Home'],
  ['Home', 'Online'],
  ['Online'],
  ['AtTutor'],
  ['Home', 'AtTutor'],
  ['Online', 'AtTutor'],
];

/**
 * Writes `count` learning requirements of the catalogue's students (a large catalogue only: what
 * tutors' and centers' lead lists are measured against). Deterministic, like the rest of the seed;
 * about one in six is closed, and some have their five responses already (no longer leads).
 */
export async function seedRequirements(db: DbOrTx, count: number, now = Date.now()): Promise<number> {
  const students = await db.select({ id: users.id }).from(users).where(eq(users.role, 'student'));
  const cityPlaces = await loadSeedPlaces(db);
  if (students.length === 0 || count === 0) return 0;
  const r = createRandom(SEED);
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(count - start, CHUNK) }, () => {
      const subject = r.pick(subjects);
      const place = drawPlace(r, cityPlaces, 0, true);
      const closed = r.chance(1 / 6);
      return {
        studentId: r.pick(students).id,
        subject: subject.name,
        classLevel: r.pick<ClassLevel>(drawLevels(r, subject).classLevels),
        board: subject.kind === 'school' ? r.pick(['CBSE', 'ICSE', 'State']) : null,
        modes: [...r.pick(MODE_SETS)],
        city: place?.city ?? 'Pune',
        locality: place?.locality ?? null,
        pincode: place?.pincode ?? '411038',
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        budget: Math.round(r.int(subject.fee[0], subject.fee[1]) / 100) * 100,
        schedule: r.pick(['Weekday evenings', 'Weekends, mornings', 'Three evenings a week', 'After 6 pm']),
        details: `Looking for a ${subject.name} tutor. Regular classes, tests before the exams.`,
        status: closed ? ('closed' as const) : ('open' as const),
        responseCount: r.chance(0.1) ? requirementLimits.maxResponses : r.int(0, 3),
        createdAt: new Date(now - Math.floor(r.next() * HISTORY_DAYS * DAY)),
      };
    });
    await bulkInsert(db, requirements, rows);
  }
  await db.execute(sql`analyze requirements`);
  return count;
}
