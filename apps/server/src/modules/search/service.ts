import { centerKind, type SearchResponse, tutorKind } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { matchProfiles } from '../profiles/service.ts';
import { withTypoTolerance } from '../profiles/text-match-repository.ts';

/** The header's search box: tutors and centers, each best match first. Blank text finds nothing. */
export async function searchCatalogue(db: Db, text: string): Promise<SearchResponse> {
  const q = text.trim();
  if (!q) return { tutors: [], tuitionCenters: [] };
  return withTypoTolerance(db, async (tx) => ({
    tutors: await matchProfiles(tx, tutorKind, q),
    tuitionCenters: await matchProfiles(tx, centerKind, q),
  }));
}
