import { centerKind, type SearchResponse, tutorKind } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { loadProfileCards, searchProfileIds } from '../profiles/repository.ts';
import { SEARCH_LIMIT } from '../profiles/service.ts';
import { withTypoTolerance } from '../profiles/text-match-repository.ts';

/** The header's search box: tutors and centers, each best match first. Blank text finds nothing. */
export async function searchCatalogue(db: Db, text: string): Promise<SearchResponse> {
  const q = text.trim();
  if (!q) return { tutors: [], tuitionCenters: [] };
  return withTypoTolerance(db, async (tx) => ({
    tutors: await loadProfileCards(tx, tutorKind, await searchProfileIds(tx, 'tutor', q, SEARCH_LIMIT)),
    tuitionCenters: await loadProfileCards(
      tx,
      centerKind,
      await searchProfileIds(tx, 'center', q, SEARCH_LIMIT),
    ),
  }));
}
