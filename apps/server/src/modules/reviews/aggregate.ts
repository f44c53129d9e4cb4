import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface ReviewTarget {
  entityType: 'Tutor' | 'TuitionCenter';
  entityId: string;
}

const idList = (ids: string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Sets `ratings` (mean, one decimal) and `review_count` of tutors/centers from their reviews.
 * Call in the same transaction as any change to reviews (create, update, delete, account deletion).
 */
export async function recomputeRatings(db: DbOrTx, targets: ReviewTarget[]): Promise<void> {
  const tutors = [...new Set(targets.filter((t) => t.entityType === 'Tutor').map((t) => t.entityId))];
  const centers = [
    ...new Set(targets.filter((t) => t.entityType === 'TuitionCenter').map((t) => t.entityId)),
  ];
  if (tutors.length) {
    await db.execute(sql`
      update tutor_profiles tp set
        ratings = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r
                            where r.entity_type = 'Tutor' and r.entity_id = tp.user_id), 0),
        review_count = (select count(*)::int from reviews r where r.entity_type = 'Tutor' and r.entity_id = tp.user_id)
      where tp.user_id in (${idList(tutors)})`);
  }
  if (centers.length) {
    await db.execute(sql`
      update center_profiles cp set
        ratings = coalesce((select round(avg(r.rating)::numeric, 1) from reviews r
                            where r.entity_type = 'TuitionCenter' and r.entity_id = cp.user_id), 0),
        review_count = (select count(*)::int from reviews r where r.entity_type = 'TuitionCenter' and r.entity_id = cp.user_id)
      where cp.user_id in (${idList(centers)})`);
  }
}
