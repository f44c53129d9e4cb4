import { centerKind, type SearchResponse, tutorKind } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { matchProfiles } from '../profiles/service.ts';
import { withTextSearch } from '../profiles/text-match-repository.ts';
import { understandQuery } from '../profiles/understand.ts';

/**
 * The header's search box: tutors and centers, each best match first, and what the words were
 * understood as (api-2 §1), so the page can say "Mathematics tutors in Pune". Blank text finds nothing.
 */
export async function searchCatalogue(db: Db, text: string): Promise<SearchResponse> {
  const q = text.trim();
  if (!q) return { tutors: [], tuitionCenters: [], understood: {} };
  const words = await withTextSearch(db, (tx) => understandQuery(tx, q));
  // Tutors and centers are found at the same time, each on its own connection (on PostgreSQL).
  const [tutors, tuitionCenters] = await Promise.all([
    withTextSearch(db, (tx) => matchProfiles(tx, tutorKind, words)),
    withTextSearch(db, (tx) => matchProfiles(tx, centerKind, words)),
  ]);
  return { tutors, tuitionCenters, understood: words.understood };
}
