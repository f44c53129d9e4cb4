import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { centerProfiles } from '../../db/schema/index.ts';

/**
 * Recomputes what listings and search read from a center's own rows: name copy, lowest fee,
 * the full-text vector and the trigram text. Call after any write to a center, its user row or its courses.
 */
export async function refreshCenterDerived(db: DbOrTx, centerIds: string[]): Promise<void> {
  if (centerIds.length === 0) return;
  await db.execute(sql`
    update ${centerProfiles} cp set
      name = u.name,
      lowest_fee = c.lowest_fee,
      search = setweight(to_tsvector('english', u.name), 'A')
            || setweight(to_tsvector('english', coalesce(c.courses, '')), 'A')
            || setweight(to_tsvector('english', cp.location), 'B')
            || setweight(to_tsvector('english', cp.description), 'C'),
      search_text = lower(u.name || ' ' || coalesce(c.courses, '') || ' ' || cp.location)
    from users u
    left join lateral (
      select min(fee) as lowest_fee, string_agg(course, ' ' order by course) as courses
      from center_courses where center_id = u.id
    ) c on true
    where u.id = cp.user_id and cp.user_id in (${sql.join(
      centerIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
