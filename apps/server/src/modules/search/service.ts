import type { SearchResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { loadCenterCards, searchCenterIds } from '../centers/repository.ts';
import { loadTutorCards, searchTutorIds } from '../tutors/repository.ts';
import { withTypoTolerance } from './text-match.ts';

export const SEARCH_LIMIT = 20;

/** The header's search box: tutors and centers, each best match first. Blank text finds nothing. */
export async function searchCatalogue(db: Db, text: string): Promise<SearchResponse> {
  const q = text.trim();
  if (!q) return { tutors: [], tuitionCenters: [] };
  return withTypoTolerance(db, async (tx) => ({
    tutors: await loadTutorCards(tx, await searchTutorIds(tx, q, SEARCH_LIMIT)),
    tuitionCenters: await loadCenterCards(tx, await searchCenterIds(tx, q, SEARCH_LIMIT)),
  }));
}
