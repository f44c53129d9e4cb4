import type {
  CenterCard,
  CenterListQuery,
  CenterListResponse,
  CenterProfile,
  ProfileKind,
  ProfileKindDescriptor,
  TutorCard,
  TutorListQuery,
  TutorListResponse,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  type CardOf,
  findLatestProfileIds,
  findOfferingSpellings,
  findProfilePage,
  findProfileReviews,
  loadProfileCards,
  type ProfileFilter,
  searchProfileIds,
} from './repository.ts';
import { withTypoTolerance } from './text-match-repository.ts';

export const LATEST_COUNT = 12;
export const SEARCH_LIMIT = 20;

export type ListQuery = TutorListQuery | CenterListQuery;
export type ListResponse = TutorListResponse | CenterListResponse;

/** GET a listing (`/all-tutors`, `/all`): filters, sort and one page, with the total of all matches. */
export async function findProfiles(
  db: Db,
  kind: ProfileKindDescriptor,
  query: ListQuery,
): Promise<ListResponse> {
  const q = query.q?.trim() || undefined;
  const offering = (query as Partial<Record<typeof kind.offeringFilter, string>>)[kind.offeringFilter];
  const answer = (cards: CardOf<ProfileKind>[], total: number) =>
    ({ [kind.listKey]: cards, total, page: query.page, pageSize: query.limit }) as unknown as ListResponse;
  const run = async (tx: Db): Promise<ListResponse> => {
    const filter: ProfileFilter = {
      ...('availability' in query && query.availability ? { availability: query.availability } : {}),
      ...(query.maxFee !== undefined ? { maxFee: query.maxFee } : {}),
      ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
      ...(q ? { q } : {}),
    };
    if (offering) {
      filter.offerings = await findOfferingSpellings(tx, kind.kind, offering);
      if (filter.offerings.length === 0) return answer([], 0);
    }
    const page = { sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit };
    const { ids, total } = await findProfilePage(tx, kind.kind, filter, page);
    return answer(await loadProfileCards(tx, kind, ids), total);
  };
  return q ? withTypoTolerance(db, run) : run(db);
}

export async function findLatestProfiles<K extends ProfileKind>(
  db: Db,
  kind: ProfileKindDescriptor<K>,
): Promise<CardOf<K>[]> {
  return loadProfileCards(db, kind, await findLatestProfileIds(db, kind.kind, LATEST_COUNT));
}

/** The spec's words when a profile page asks for an id that is not of this kind. */
const missingProfile = { tutor: 'Tutor not found', center: 'Tuition center not found' } as const;

/** A profile page: the card, and for centers the reviews shown beside it. */
export async function getProfile(
  db: Db,
  kind: ProfileKindDescriptor,
  id: string,
): Promise<TutorCard | CenterProfile> {
  const [card] = await loadProfileCards(db, kind, [id]);
  if (!card) throw notFound(missingProfile[kind.kind]);
  if (kind.kind === 'tutor') return card as TutorCard;
  return { ...(card as CenterCard), reviews: await findProfileReviews(db, kind, id) };
}

/** Free-text search, best match first; blank text finds nothing rather than everything. */
export async function searchProfiles<K extends ProfileKind>(
  db: Db,
  kind: ProfileKindDescriptor<K>,
  text: string,
  limit = SEARCH_LIMIT,
): Promise<CardOf<K>[]> {
  const q = text.trim();
  if (!q) return [];
  return withTypoTolerance(db, async (tx) =>
    loadProfileCards(tx, kind, await searchProfileIds(tx, kind.kind, q, limit)),
  );
}
