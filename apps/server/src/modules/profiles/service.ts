import {
  type CenterCard,
  type CenterListQuery,
  type CenterListResponse,
  type CenterProfile,
  DEFAULT_LISTING_COUNT_CAP,
  feeEntries,
  type ProfileKind,
  type ProfileKindDescriptor,
  pageBeyondCapMessage,
  parseLatLng,
  placeLimits,
  placeMessages,
  type TutorCard,
  type TutorListQuery,
  type TutorListResponse,
  type UpdateCenterInput,
  type UpdateTutorInput,
  type User,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { type Actor, assertCanManage, auditedAdmin } from '../../lib/permissions.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { recordAudit } from '../audit/repository.ts';
import { locatePincode, normaliseCity } from '../places/repository.ts';
import { checkTeachingReach, resolvePlaceFields } from '../profile-rows/place-fields.ts';
import { ownProfileFields, refreshProfileDerived, replaceOfferings } from '../profile-rows/repository.ts';
import { findReviews } from '../reviews/repository.ts';
import { deleteUploadFile, setAccountPhoto } from '../uploads/photo.ts';
import { deleteAccount } from '../users/delete-account.ts';
import { findUserById, loadUser, updateUserRow } from '../users/repository.ts';
import { readCursor, staleCursor, writeCursor } from './listing-cursor.ts';
import type { GeoPoint, ListingPage } from './listing-repository.ts';
import {
  type CardOf,
  deleteShortlistedOutside,
  findLatestProfileIds,
  findNamePrefixIds,
  findOfferingSpellings,
  findProfilePage,
  findReviewStatus,
  loadProfileCards,
  type ProfileFilter,
  searchProfileIds,
  updateProfileRow,
} from './repository.ts';
import { correctText, withTextSearch } from './text-match-repository.ts';
import { type Understanding, understandQuery } from './understand.ts';

const LATEST_COUNT = 12;
const SEARCH_LIMIT = 20;
/** Shown on a profile page: newest first, capped so one popular profile cannot make the page unbounded. */
const PROFILE_REVIEWS_LIMIT = 100;

type ListQuery = TutorListQuery | CenterListQuery;
type ListResponse = TutorListResponse | CenterListResponse;

/** A listing's `near`: a known pincode or `lat,lng`; an unknown pincode is the client's mistake. */
async function locateNear(db: Db, near: string): Promise<GeoPoint> {
  const point = parseLatLng(near);
  if (point) return point;
  const place = await locatePincode(db, near);
  if (!place)
    throw badRequest(placeMessages.unknownNear, [{ path: 'near', message: placeMessages.unknownNear }]);
  return { lat: place.lat, lng: place.lng };
}

/**
 * The filter a listing's parameters and its understood words make (the parameters win), and the
 * point distances are measured from; null when the subject or course asked for is offered by none.
 * `mode=Online` ignores the place: an online tutor is as near as any. With `mode=Home` a tutor must
 * be within their own travel radius too.
 */
async function profileFilter(
  db: Db,
  kind: ProfileKindDescriptor,
  query: Partial<ListQuery>,
  reading: Promise<Understanding | undefined>,
): Promise<{ filter: ProfileFilter; origin: GeoPoint | undefined } | null> {
  const own = query as Partial<TutorListQuery & CenterListQuery>;
  const tutor = kind.kind === 'tutor';
  const offering = own[kind.offeringFilter];
  // The parameters' own lookups do not wait for the words to be read: on a pool they run beside it.
  const [words, near, spellings] = await Promise.all([
    reading,
    query.near ? locateNear(db, query.near) : undefined,
    offering ? findOfferingSpellings(db, kind.kind, offering) : undefined,
  ]);
  const origin = near ?? words?.near;
  const mode = tutor ? (own.mode ?? words?.understood.mode) : undefined;
  const city = query.city ? normaliseCity(query.city) : words?.understood.city;
  const classLevel = query.classLevel ?? words?.understood.classLevel;
  const board = query.board ?? words?.understood.board;
  const filter: ProfileFilter = {
    ...(tutor && own.availability ? { availability: own.availability } : {}),
    ...(query.maxFee !== undefined ? { maxFee: query.maxFee } : {}),
    ...(query.minRating !== undefined ? { minRating: query.minRating } : {}),
    ...(words?.text ? { q: words.text } : {}),
    ...(origin && mode !== 'Online'
      ? {
          near: {
            ...origin,
            radiusKm: query.radiusKm ?? placeLimits.radiusKmDefault,
            withinTravel: mode === 'Home',
          },
        }
      : {}),
    ...(mode ? { mode } : {}),
    ...(city ? { city } : {}),
    ...(classLevel ? { classLevel } : {}),
    ...(board ? { board } : {}),
  };
  if (spellings) {
    if (spellings.length === 0) return null;
    filter.offerings = [spellings];
  }
  return { filter, origin };
}

/** A listing's page (ListingPage: ids, total up to the cap, next cursor, what forIds read) and the place distances are measured from. */
export interface ListingIds<T = undefined> extends ListingPage<T> {
  origin?: GeoPoint | undefined;
}

/**
 * The ids of a listing's page (filters, sort and one page) and how many match, without their cards:
 * findProfiles shows them all; the demo finder ranks more candidates than it shows.
 */
export async function findProfilePageIds<T = undefined>(
  db: Db,
  kind: ProfileKindDescriptor,
  query: ListQuery,
  countCap = DEFAULT_LISTING_COUNT_CAP,
  /** Read for the page's ids as soon as they are known, beside the count (findListingPage): the cards. */
  forIds?: (tx: Db, ids: string[], origin: GeoPoint | undefined) => Promise<T>,
): Promise<ListingIds<T>> {
  const q = query.q?.trim() || undefined;
  const after = query.after ? readCursor(query.after, query.sort) : undefined;
  // Pages stop where counting stops (decision 017): a page past the cap would walk every row it
  // skips. A keyset page (`after`) walks none, at any depth; its `page` is the client's own count.
  if (!after && (query.page - 1) * query.limit >= countCap) {
    const message = pageBeyondCapMessage(countCap);
    throw badRequest(message, [{ path: 'page', message }]);
  }
  const run = async (tx: Db): Promise<ListingIds<T>> => {
    const reading = q ? understandQuery(tx, q) : Promise.resolve(undefined);
    const found = await profileFilter(tx, kind, query, reading);
    const words = await reading;
    if (!found) return { ids: [], total: 0, capped: false };
    const { filter, origin } = found;
    // A place read from the words sorts nearest first unless a sort was chosen.
    const sort = query.sort ?? (words?.near && !query.near ? 'distance' : undefined);
    // Cursors are given for listings in a sort index's order only; one sent to a listing near a place is stale.
    if (after && (filter.near || sort === 'distance')) throw staleCursor();
    const offset = after ? 0 : (query.page - 1) * query.limit;
    const read = forIds && ((ids: string[]) => forIds(tx, ids, origin));
    const page = { sort, origin, limit: query.limit, offset, after, countCap, forIds: read };
    return { ...(await findProfilePage(tx, kind.kind, filter, page)), origin };
  };
  return q ? withTextSearch(db, run) : run(db);
}

/** GET a listing (`/all-tutors`, `/all`): filters, sort and one page, with the total of all matches (up to the cap). */
export async function findProfiles(
  db: Db,
  kind: ProfileKindDescriptor,
  query: ListQuery,
  countCap = DEFAULT_LISTING_COUNT_CAP,
): Promise<ListResponse> {
  const { ids, total, capped, next, origin, loaded } = await findProfilePageIds(
    db,
    kind,
    query,
    countCap,
    (tx, page, from) => loadProfileCards(tx, kind, page, from),
  );
  return {
    // A listing with no page to read (no such subject, say) has no cards read.
    [kind.listKey]: loaded ?? (await loadProfileCards(db, kind, ids, origin)),
    total,
    page: query.page,
    pageSize: query.limit,
    ...(capped ? { totalCapped: true } : {}),
    ...(next ? { next: writeCursor(next, query.sort) } : {}),
  } as unknown as ListResponse;
}

export async function findLatestProfiles<K extends ProfileKind>(
  db: Db,
  kind: ProfileKindDescriptor<K>,
): Promise<CardOf<K>[]> {
  return loadProfileCards(db, kind, await findLatestProfileIds(db, kind.kind, LATEST_COUNT));
}

/**
 * A profile page: the card, and for centers the reviews shown beside it. A profile not (yet)
 * approved is shown only to its owner and the admin; to anyone else it does not exist.
 */
/**
 * Whether `viewer` sees profile `id` while it is not approved (its owner and admins do); everyone
 * else sees what a visitor sees, which is why their reads of a profile can be shared.
 */
export const seesUnlisted = (viewer: { id: string; role: string } | null, id: string): boolean =>
  viewer?.id === id || viewer?.role === 'admin';

export async function getProfile(
  db: Db,
  kind: ProfileKindDescriptor,
  id: string,
  viewer: { id: string; role: string } | null,
): Promise<TutorCard | CenterProfile> {
  const status = await findReviewStatus(db, kind.kind, id);
  if (status !== 'approved' && !seesUnlisted(viewer, id)) throw notFound(kind.messages.missing);
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

/**
 * The header search for one kind, inside withTextSearch: what the words were understood as
 * filters, then the best text matches among them (or, with no words left, the best rated or the
 * nearest).
 */
export async function matchProfiles<K extends ProfileKind>(
  tx: Db,
  kind: ProfileKindDescriptor<K>,
  words: Understanding,
): Promise<CardOf<K>[]> {
  const found = await profileFilter(tx, kind, {}, Promise.resolve(words));
  if (!found) return [];
  const { filter, origin } = found;
  // Without text ranking: the nearest, or the best rated (a walk of the sort index, no count needed).
  const best = async (f: ProfileFilter) =>
    (
      await findProfilePage(tx, kind.kind, f, {
        sort: origin ? 'distance' : 'ratings',
        origin,
        limit: SEARCH_LIMIT,
        offset: 0,
        countCap: SEARCH_LIMIT,
      })
    ).ids;
  const text = words.text;
  if (!text) return loadProfileCards(tx, kind, await best(filter), origin);
  // The words are just subjects (`maths`, `mathmatics`, `physics chemistry`): those who teach them
  // all, nearest or best rated first, then those whose profile only mentions them (ranked). A
  // common subject is answered from its sort index alone, without ranking every profile that has
  // the word (or, for two common words, the GIN intersection of both).
  const teaching = (words.textSubjects ?? []).map((subject) => subject[kind.kind]);
  const teachers =
    teaching.length > 0 && teaching.every((spellings) => spellings.length > 0)
      ? await best({ ...filter, q: undefined, offerings: teaching })
      : [];
  const ids = await topUp(teachers, () => searchProfileIds(tx, kind.kind, text, SEARCH_LIMIT, filter));
  return loadProfileCards(tx, kind, ids, origin);
}

/** `first`, then, while fewer than SEARCH_LIMIT, those of `more()` not among them: at most SEARCH_LIMIT ids. */
async function topUp(first: string[], more: () => Promise<string[]>): Promise<string[]> {
  if (first.length >= SEARCH_LIMIT) return first.slice(0, SEARCH_LIMIT);
  return [...new Set([...first, ...(await more())])].slice(0, SEARCH_LIMIT);
}

/**
 * The tutor search by name (`/api/tutors/search?name=`), best match first; blank text finds nothing.
 * Names that are the words, or start with them, come first (a range of one index: a common name's
 * answer is read there alone, whatever the catalogue's size); then, when fewer than SEARCH_LIMIT
 * do, the ranked text matches of the words with their typos corrected.
 */
export async function searchProfiles<K extends ProfileKind>(
  db: Db,
  kind: ProfileKindDescriptor<K>,
  text: string,
): Promise<CardOf<K>[]> {
  const q = text.trim();
  if (!q) return [];
  return withTextSearch(db, async (tx) => {
    const named = await findNamePrefixIds(tx, kind.kind, q, SEARCH_LIMIT);
    const ids = await topUp(named, async () =>
      searchProfileIds(tx, kind.kind, await correctText(tx, q), SEARCH_LIMIT),
    );
    return loadProfileCards(tx, kind, ids);
  });
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
    const own = await resolvePlaceFields(tx, ownProfileFields(kind.kind, input));
    if (kind.kind === 'tutor') await checkTeachingReach(tx, id, own);
    await updateProfileRow(tx, kind.kind, id, own);
    if (offerings) {
      await replaceOfferings(tx, kind.kind, id, feeEntries(offerings, input.fees));
      if (kind.kind === 'tutor') await deleteShortlistedOutside(tx, id, offerings);
    }
    await refreshProfileDerived(tx, kind.kind, [id]);
    // An owner who fixes a rejected profile sends it back to the admin's queue (api-2 §6).
    if (actor.id === id && (await findReviewStatus(tx, kind.kind, id)) === 'rejected')
      await updateProfileRow(tx, kind.kind, id, { reviewStatus: 'pending' });
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
