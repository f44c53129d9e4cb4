import {
  type CenterCard,
  type CenterListQuery,
  type CenterListResponse,
  type CenterProfile,
  feeEntries,
  type ProfileKind,
  type ProfileKindDescriptor,
  type TutorCard,
  type TutorListQuery,
  type TutorListResponse,
  type UpdateCenterInput,
  type UpdateTutorInput,
  type User,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Actor, assertCanManage, auditedAdmin } from '../../lib/permissions.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { recordAudit } from '../audit/repository.ts';
import { ownProfileFields, refreshProfileDerived, replaceOfferings } from '../profile-rows/repository.ts';
import { findReviews } from '../reviews/repository.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { findUserById, loadUser, updateUserRow } from '../users/repository.ts';
import {
  type CardOf,
  deleteShortlistedOutside,
  findLatestProfileIds,
  findOfferingSpellings,
  findProfilePage,
  loadProfileCards,
  type ProfileFilter,
  searchProfileIds,
  updateProfileRow,
} from './repository.ts';
import { withTypoTolerance } from './text-match-repository.ts';

const LATEST_COUNT = 12;
const SEARCH_LIMIT = 20;
/** Shown on a profile page: newest first, capped so one popular profile cannot make the page unbounded. */
const PROFILE_REVIEWS_LIMIT = 100;

type ListQuery = TutorListQuery | CenterListQuery;
type ListResponse = TutorListResponse | CenterListResponse;

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

/** A profile page: the card, and for centers the reviews shown beside it. */
export async function getProfile(
  db: Db,
  kind: ProfileKindDescriptor,
  id: string,
): Promise<TutorCard | CenterProfile> {
  const [card] = await loadProfileCards(db, kind, [id]);
  if (!card) throw notFound(kind.messages.missing);
  if (kind.kind === 'tutor') return card as TutorCard;
  const { reviews } = await findReviews(
    db,
    { entityType: kind.entityType, entityId: id },
    { limit: PROFILE_REVIEWS_LIMIT, offset: 0 },
  );
  return { ...(card as CenterCard), reviews };
}

/** Free-text search inside withTypoTolerance: the best matches first. */
export const matchProfiles = async <K extends ProfileKind>(
  tx: Db,
  kind: ProfileKindDescriptor<K>,
  q: string,
) => loadProfileCards(tx, kind, await searchProfileIds(tx, kind.kind, q, SEARCH_LIMIT));

/** Free-text search, best match first; blank text finds nothing rather than everything. */
export async function searchProfiles<K extends ProfileKind>(
  db: Db,
  kind: ProfileKindDescriptor<K>,
  text: string,
): Promise<CardOf<K>[]> {
  const q = text.trim();
  return q ? withTypoTolerance(db, (tx) => matchProfiles(tx, kind, q)) : [];
}

type UpdateProfileInput = UpdateTutorInput | UpdateCenterInput;

async function getTarget(db: Db, kind: ProfileKindDescriptor, actor: Actor, id: string) {
  assertCanManage(actor, id);
  const target = await findUserById(db, id);
  if (target?.role !== kind.dbRole) throw notFound(kind.messages.notFound);
  return target;
}

/**
 * PUT `/update-tutor/:id`, `/update/:id` — the profile's owner or an admin edits the public profile.
 * Subjects/courses (or `fees` alone) replace the list as a whole; the derived columns (name copy,
 * lowest fee, search vectors) are recomputed and, for a tutor, shortlist entries of dropped
 * subjects are removed, all in the same transaction.
 */
export async function updateProfile(
  deps: { db: Db; storage: StorageProvider },
  kind: ProfileKindDescriptor,
  actor: Actor,
  id: string,
  input: UpdateProfileInput,
): Promise<User> {
  const target = await getTarget(deps.db, kind, actor, id);
  const fields: Partial<Record<string, unknown>> = input;
  const listed = fields[kind.offeringsField] as string[] | undefined;
  const offerings = listed ?? (input.fees ? Object.keys(input.fees).map((s) => s.trim()) : undefined);

  let released: string | null = null;
  await deps.db.transaction(async (tx) => {
    await updateUserRow(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.photo !== undefined ? { photo: input.photo } : {}),
    });
    if (input.photo !== undefined) released = await setAccountPhoto(tx, id, input.photo, target.photo);
    await updateProfileRow(tx, kind.kind, id, ownProfileFields(kind.kind, input));
    if (offerings) {
      await replaceOfferings(tx, kind.kind, id, feeEntries(offerings, input.fees));
      if (kind.kind === 'tutor') await deleteShortlistedOutside(tx, id, offerings);
    }
    await refreshProfileDerived(tx, kind.kind, [id]);
    const admin = auditedAdmin(actor, id);
    if (admin) {
      await recordAudit(tx, {
        actor: admin,
        action: `${kind.kind}.update`,
        targetType: kind.kind,
        targetId: id,
        details: { fields: Object.keys(input) },
      });
    }
  });
  await deleteUploadFile(deps.storage, released);
  return (await loadUser(deps.db, id))!;
}

/** DELETE `/delete/:id` — the profile's owner or an admin (audited) removes the account. */
export async function deleteProfile(
  deps: { db: Db; storage: StorageProvider },
  kind: ProfileKindDescriptor,
  actor: Actor,
  id: string,
): Promise<void> {
  const target = await getTarget(deps.db, kind, actor, id);
  const admin = auditedAdmin(actor, target.id);
  const options = admin ? { audit: { actor: admin, action: kind.auditDelete } } : {};
  if (!(await deleteAccount(deps, target.id, options))) throw notFound(kind.messages.notFound);
}
