import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tutorProfiles } from '../../db/schema/index.ts';

/**
 * Recomputes what listings and search read from a tutor's own rows: name copy, lowest fee,
 * the full-text vector and the trigram text. Call after any write to a tutor, its user row or its subjects.
 */
export async function refreshTutorDerived(db: DbOrTx, tutorIds: string[]): Promise<void> {
  if (tutorIds.length === 0) return;
  await db.execute(sql`
    update ${tutorProfiles} tp set
      name = u.name,
      lowest_fee = s.lowest_fee,
      search = setweight(to_tsvector('english', u.name), 'A')
            || setweight(to_tsvector('english', coalesce(s.subjects, '')), 'A')
            || setweight(to_tsvector('english', tp.bio), 'C'),
      search_text = lower(u.name || ' ' || coalesce(s.subjects, ''))
    from users u
    left join lateral (
      select min(fee) as lowest_fee, string_agg(subject, ' ' order by subject) as subjects
      from tutor_subjects where tutor_id = u.id
    ) s on true
    where u.id = tp.user_id and tp.user_id in (${sql.join(
      tutorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
