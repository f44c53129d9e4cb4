import type { TutorCard, TutorListQuery, TutorListResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { withTypoTolerance } from '../search/text-match.ts';
import {
  findLatestTutorIds,
  findSubjectSpellings,
  findTutorPage,
  loadTutorCards,
  searchTutorIds,
  type TutorFilter,
} from './repository.ts';

export const LATEST_COUNT = 12;
export const SEARCH_LIMIT = 20;

/** GET /all-tutors: filters, sort and one page, with the total of all matches. */
export async function findTutors(db: Db, query: TutorListQuery): Promise<TutorListResponse> {
  const q = query.q?.trim() || undefined;
  const run = async (tx: Db): Promise<TutorListResponse> => {
    const empty = { tutors: [], total: 0, page: query.page, pageSize: query.limit };
    const filter: TutorFilter = {
      ...(query.availability ? { availability: query.availability } : {}),
      ...(query.maxFee !== undefined ? { maxFee: query.maxFee } : {}),
      ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
      ...(q ? { q } : {}),
    };
    if (query.subject) {
      filter.subjects = await findSubjectSpellings(tx, query.subject);
      if (filter.subjects.length === 0) return empty;
    }
    const { ids, total } = await findTutorPage(
      tx,
      filter,
      query.sort,
      query.limit,
      (query.page - 1) * query.limit,
    );
    return { tutors: await loadTutorCards(tx, ids), total, page: query.page, pageSize: query.limit };
  };
  return q ? withTypoTolerance(db, run) : run(db);
}

export async function findLatestTutors(db: Db): Promise<TutorCard[]> {
  return loadTutorCards(db, await findLatestTutorIds(db, LATEST_COUNT));
}

export async function getTutor(db: Db, id: string): Promise<TutorCard> {
  const [tutor] = await loadTutorCards(db, [id]);
  if (!tutor) throw notFound('Tutor not found');
  return tutor;
}

/** Free-text tutor search, best match first; blank text finds nothing rather than everything. */
export async function searchTutors(db: Db, text: string, limit = SEARCH_LIMIT): Promise<TutorCard[]> {
  const q = text.trim();
  if (!q) return [];
  return withTypoTolerance(db, async (tx) => loadTutorCards(tx, await searchTutorIds(tx, q, limit)));
}
