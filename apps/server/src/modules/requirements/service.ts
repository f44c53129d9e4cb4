import {
  type Board,
  type ClassLevel,
  type CreateRequirementBody,
  createRequirementBody,
  DEFAULT_LISTING_COUNT_CAP,
  type EntityType,
  pageBeyondCapMessage,
  placeMessages,
  type Requirement,
  type RequirementDetailResponse,
  type RequirementResponse,
  type RequirementsQuery,
  type RequirementsResponse,
  type RespondBody,
  requirementLimits,
  requirementMessages,
  type TeachingMode,
} from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { Actor } from '../../lib/permissions.ts';
import { wireRole } from '../../lib/roles.ts';
import { maskContacts } from '../conversations/mask-contacts.ts';
import { findConversationOfPair, openConversationFor } from '../conversations/service.ts';
import { locatePincode } from '../places/repository.ts';
import { isUniqueViolation } from '../users/repository.ts';
import {
  acceptResponseRow,
  closeRequirement,
  findLeads,
  findMatch,
  findRequirement,
  findRequirements,
  findResponse,
  findResponses,
  findStudent,
  hasResponded,
  insertRequirement,
  insertResponse,
  type LeadRow,
  type ListedKind,
  type RequirementRow,
  type ResponseView,
} from './repository.ts';

export interface RequirementsDeps {
  db: Db;
  now?: () => Date;
}

const listedKind = (actor: Actor): ListedKind | null =>
  actor.role === 'tutor' ? 'tutor' : actor.role === 'center' ? 'center' : null;
const entityTypeOf = (kind: ListedKind): EntityType => (kind === 'tutor' ? 'Tutor' : 'TuitionCenter');

/**
 * The wire requirement for `viewer`: its student and the admin read the details as written and see
 * the student's name; anyone else (a tutor or center reading a lead) reads them masked, and never
 * the pincode, coordinates or the student's identity.
 */
function toWire(
  r: RequirementRow & { studentName?: string },
  viewer: Actor,
  extra: Partial<LeadRow> = {},
): Requirement {
  const insider = viewer.role === 'admin' || viewer.id === r.studentId;
  return {
    _id: r.id,
    status: r.status,
    subject: r.subject,
    classLevel: r.classLevel as ClassLevel,
    board: (r.board as Board | null) ?? null,
    modes: r.modes as TeachingMode[],
    city: r.city,
    locality: r.locality,
    budget: r.budget,
    schedule: r.schedule,
    details: insider ? r.details : maskContacts(r.details),
    responseCount: r.responseCount,
    createdAt: r.createdAt.toISOString(),
    ...(insider && r.studentName !== undefined ? { student: { _id: r.studentId, name: r.studentName } } : {}),
    ...(!insider && extra.distanceKm !== undefined ? { distanceKm: extra.distanceKm } : {}),
    ...(!insider && extra.responded !== undefined ? { responded: extra.responded } : {}),
  };
}

function toWireResponse(
  x: ResponseView,
  extra: { studentContact?: { name: string; email: string }; conversationId?: string | null } = {},
): RequirementResponse {
  return {
    _id: x.id,
    responder: {
      _id: x.responderId,
      name: x.name,
      photo: x.photo,
      role: wireRole(x.role),
      ratings: x.ratings,
      distanceKm: x.distanceKm,
      responseMinutes: x.responseMinutes,
    },
    message: x.message,
    fee: x.fee,
    accepted: x.acceptedAt !== null,
    createdAt: x.createdAt.toISOString(),
    ...extra,
  };
}

export async function createRequirement(
  deps: RequirementsDeps,
  actor: Actor,
  raw: CreateRequirementBody,
): Promise<Requirement> {
  if (actor.role !== 'student') throw forbidden(requirementMessages.studentsOnly);
  const body = createRequirementBody.parse(raw);
  const place = await locatePincode(deps.db, body.pincode);
  if (!place)
    throw badRequest(placeMessages.unknownPincode, [
      { path: 'pincode', message: placeMessages.unknownPincode },
    ]);
  const id = await insertRequirement(deps.db, {
    studentId: actor.id,
    subject: body.subject,
    classLevel: body.classLevel,
    board: body.board ?? null,
    modes: body.modes,
    city: place.city,
    locality: body.locality || place.locality,
    pincode: body.pincode,
    lat: place.lat,
    lng: place.lng,
    budget: body.budget,
    schedule: body.schedule,
    details: body.details,
  });
  const student = await findStudent(deps.db, actor.id);
  return toWire({ ...(await findRequirement(deps.db, id))!, studentName: student?.name ?? '' }, actor);
}

/**
 * Students: their own; tutors and centers: matching leads, counted up to `countCap` as a listing
 * is (a page starting past it is refused, naming `page`); the admin: all.
 */
export async function listRequirements(
  deps: Pick<RequirementsDeps, 'db'>,
  actor: Actor,
  query: RequirementsQuery,
  countCap = DEFAULT_LISTING_COUNT_CAP,
): Promise<RequirementsResponse> {
  const page = { page: query.page, limit: query.limit };
  const kind = listedKind(actor);
  if (kind && pageOffset(page) >= countCap) {
    const message = pageBeyondCapMessage(countCap);
    throw badRequest(message, [{ path: 'page', message }]);
  }
  const { rows, total, capped } = kind
    ? await findLeads(deps.db, { id: actor.id, kind }, page, countCap)
    : {
        ...(await findRequirements(deps.db, {
          ...page,
          status: query.status,
          ...(actor.role === 'admin' ? {} : { studentId: actor.id }),
        })),
        capped: false,
      };
  return {
    requirements: rows.map((r) => toWire(r, actor, r as Partial<LeadRow>)),
    total,
    page: query.page,
    pageSize: query.limit,
    ...(capped ? { totalCapped: true as const } : {}),
  };
}

/** Who may read it: its student, the admin, a tutor/center it matches or that has responded. */
async function readable(deps: Pick<RequirementsDeps, 'db'>, actor: Actor, id: string) {
  const r = await findRequirement(deps.db, id);
  if (!r) throw notFound(requirementMessages.notFound);
  if (actor.role === 'admin' || actor.id === r.studentId) return { r, kind: null, distanceKm: null };
  const kind = listedKind(actor);
  if (!kind) throw forbidden(requirementMessages.notYours);
  const match = await findMatch(deps.db, id, { id: actor.id, kind });
  if (!match.matches && !(await hasResponded(deps.db, id, actor.id)))
    throw forbidden(requirementMessages.notMatching);
  return { r, kind, distanceKm: match.distanceKm };
}

export async function getRequirement(
  deps: Pick<RequirementsDeps, 'db'>,
  actor: Actor,
  id: string,
): Promise<RequirementDetailResponse> {
  const { r, kind, distanceKm } = await readable(deps, actor, id);
  const student = await findStudent(deps.db, r.studentId);
  const responses = await findResponses(deps.db, id, kind ? actor.id : undefined);
  const wired = await Promise.all(
    responses.map(async (x) => {
      if (!x.acceptedAt) return toWireResponse(x);
      const conversationId = await findConversationOfPair(deps.db, r.studentId, x.responderId);
      // The accepted responder (only) gets the student's contact.
      const contact = kind && student ? { studentContact: { name: student.name, email: student.email } } : {};
      return toWireResponse(x, { conversationId, ...contact });
    }),
  );
  return {
    requirement: toWire(
      { ...r, studentName: student?.name ?? '' },
      actor,
      kind ? { distanceKm, responded: responses.length > 0 } : {},
    ),
    responses: wired,
  };
}

/**
 * A matching tutor or center responds once. The requirement's row is locked while the count is
 * checked and raised, so concurrent responders queue there: exactly five get in, the sixth is 409.
 */
export async function respondToRequirement(
  deps: Pick<RequirementsDeps, 'db'>,
  actor: Actor,
  id: string,
  body: RespondBody,
): Promise<RequirementResponse> {
  const kind = listedKind(actor);
  if (!kind) throw forbidden(requirementMessages.listedOnly);
  if (!(await findRequirement(deps.db, id))) throw notFound(requirementMessages.notFound);
  if (!(await findMatch(deps.db, id, { id: actor.id, kind })).matches)
    throw forbidden(requirementMessages.notMatching);
  let responseId: string;
  try {
    responseId = await deps.db.transaction(async (tx) => {
      const r = (await findRequirement(tx, id, true))!;
      if (r.status !== 'open') throw conflict(requirementMessages.closed);
      if (await hasResponded(tx, id, actor.id)) throw conflict(requirementMessages.alreadyResponded);
      if (r.responseCount >= requirementLimits.maxResponses) throw conflict(requirementMessages.full);
      return insertResponse(tx, {
        requirementId: id,
        responderId: actor.id,
        responderType: entityTypeOf(kind),
        message: body.message,
        fee: body.fee,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(requirementMessages.alreadyResponded);
    throw err;
  }
  const [view] = (await findResponses(deps.db, id, actor.id)).filter((x) => x.id === responseId);
  return toWireResponse(view!);
}

/** Its student accepts a response: contact is shared with that responder and their thread opens. */
export async function acceptResponse(
  deps: RequirementsDeps,
  actor: Actor,
  id: string,
  responseId: string,
): Promise<string> {
  const r = await findRequirement(deps.db, id);
  if (!r) throw notFound(requirementMessages.notFound);
  if (r.studentId !== actor.id) throw forbidden(requirementMessages.notYours);
  const response = await findResponse(deps.db, id, responseId);
  if (!response) throw notFound(requirementMessages.responseNotFound);
  const now = deps.now ? deps.now() : new Date();
  return deps.db.transaction(async (tx) => {
    await acceptResponseRow(tx, response.id, now);
    return openConversationFor(tx, {
      studentId: r.studentId,
      entityId: response.responderId,
      entityType: response.responderType,
    });
  });
}

export async function closeOwnRequirement(
  deps: Pick<RequirementsDeps, 'db'>,
  actor: Actor,
  id: string,
): Promise<Requirement> {
  return deps.db.transaction(async (tx) => {
    const r = await findRequirement(tx, id, true);
    if (!r) throw notFound(requirementMessages.notFound);
    if (r.studentId !== actor.id) throw forbidden(requirementMessages.notYours);
    if (r.status !== 'open') throw conflict(requirementMessages.alreadyClosed);
    await closeRequirement(tx, id);
    const student = await findStudent(tx, actor.id);
    return toWire({ ...r, status: 'closed', studentName: student?.name ?? '' }, actor);
  });
}
