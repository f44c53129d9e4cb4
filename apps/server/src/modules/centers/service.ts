import type { CenterCard, CenterListQuery, CenterListResponse, CenterProfile } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { withTypoTolerance } from '../search/text-match.ts';
import {
  type CenterFilter,
  findCenterPage,
  findCenterReviews,
  findCourseSpellings,
  findLatestCenterIds,
  loadCenterCards,
  searchCenterIds,
} from './repository.ts';

export const LATEST_COUNT = 12;
export const SEARCH_LIMIT = 20;

/** GET /all: filters, sort and one page, with the total of all matches. */
export async function findCenters(db: Db, query: CenterListQuery): Promise<CenterListResponse> {
  const q = query.q?.trim() || undefined;
  const run = async (tx: Db): Promise<CenterListResponse> => {
    const empty = { tuitionCenters: [], total: 0, page: query.page, pageSize: query.limit };
    const filter: CenterFilter = {
      ...(query.maxFee !== undefined ? { maxFee: query.maxFee } : {}),
      ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
      ...(q ? { q } : {}),
    };
    if (query.course) {
      filter.courses = await findCourseSpellings(tx, query.course);
      if (filter.courses.length === 0) return empty;
    }
    const { ids, total } = await findCenterPage(
      tx,
      filter,
      query.sort,
      query.limit,
      (query.page - 1) * query.limit,
    );
    return {
      tuitionCenters: await loadCenterCards(tx, ids),
      total,
      page: query.page,
      pageSize: query.limit,
    };
  };
  return q ? withTypoTolerance(db, run) : run(db);
}

export async function findLatestCenters(db: Db): Promise<CenterCard[]> {
  return loadCenterCards(db, await findLatestCenterIds(db, LATEST_COUNT));
}

export async function getCenterProfile(db: Db, id: string): Promise<CenterProfile> {
  const [center] = await loadCenterCards(db, [id]);
  if (!center) throw notFound('Tuition center not found');
  return { ...center, reviews: await findCenterReviews(db, id) };
}

/** Free-text center search, best match first; blank text finds nothing rather than everything. */
export async function searchCenters(db: Db, text: string, limit = SEARCH_LIMIT): Promise<CenterCard[]> {
  const q = text.trim();
  if (!q) return [];
  return withTypoTolerance(db, async (tx) => loadCenterCards(tx, await searchCenterIds(tx, q, limit)));
}
