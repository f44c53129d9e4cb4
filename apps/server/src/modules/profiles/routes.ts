import {
  centerListQuery,
  centerListResponse,
  centerProfileSchema,
  centerWriteResponseSchema,
  createCenterSchema,
  createTutorSchema,
  idParams,
  latestCentersResponse,
  latestTutorsResponse,
  type ProfileKindDescriptor,
  type RegisterBody,
  successSchema,
  tutorCardSchema,
  tutorKind,
  tutorListQuery,
  tutorListResponse,
  tutorSearchQuery,
  tutorSearchResponse,
  tutorWriteResponseSchema,
  type User,
  updateCenterSchema,
  updateTutorSchema,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sentenceBodyValidator } from '../../http/body-validator.ts';
import { clearSessionCookie } from '../../http/session-cookie.ts';
import { coalesced } from '../../http/shared-answer.ts';
import { signedInUser } from '../../http/signed-in-user.ts';
import { registerUser } from '../users/register-user.ts';
import {
  deleteProfile,
  findLatestProfiles,
  findProfiles,
  getProfile,
  searchProfiles,
  seesUnlisted,
  updateProfile,
} from './service.ts';

/** The request and answer schemas of each kind (their fields differ; the routes do not). */
const schemas = {
  tutor: {
    tags: ['tutors'],
    listQuery: tutorListQuery,
    list: tutorListResponse,
    latest: latestTutorsResponse,
    profile: tutorCardSchema,
    create: createTutorSchema,
    update: updateTutorSchema,
    written: tutorWriteResponseSchema,
  },
  center: {
    tags: ['tuition-centers'],
    listQuery: centerListQuery,
    list: centerListResponse,
    latest: latestCentersResponse,
    profile: centerProfileSchema,
    create: createCenterSchema,
    update: updateCenterSchema,
    written: centerWriteResponseSchema,
  },
} as const;

/**
 * The routes of one profile kind (api.md "Tutors", "Tuition centers"), registered under its
 * `apiBase`: listing, latest, profile and, for tutors, name search; create (admin), update and
 * delete (the profile's owner, or an admin).
 */
export const profileRoutes =
  (kind: ProfileKindDescriptor): FastifyPluginAsyncZod =>
  async (app) => {
    const s = schemas[kind.kind];
    const { tags } = s;
    const label = kind.label.toLowerCase();
    const deps = { db: app.db, storage: app.storage };
    // The answers name their data after the kind (`latestTutors`, `tutor`, …): one cast each, checked by the schema.
    const written = (message: string, user: User) =>
      ({ success: true, message, [kind.writeKey]: user }) as z.infer<typeof s.written>;

    // Listings and the latest profiles are the same for every visitor: identical requests that
    // arrive together share one run, one serialisation and one compression (the query as
    // validated is the key).
    const listing = coalesced(s.list);
    app.get(
      kind.paths.list,
      { schema: { tags, querystring: s.listQuery, response: { 200: s.list } } },
      async (request, reply) =>
        listing(request, reply, JSON.stringify(request.query), () =>
          findProfiles(app.db, kind, request.query, app.config.LISTING_COUNT_CAP),
        ),
    );

    const latest = coalesced(s.latest);
    app.get(kind.paths.latest, { schema: { tags, response: { 200: s.latest } } }, async (request, reply) =>
      latest(request, reply, 'latest', async () => ({
        [kind.latestKey]: await findLatestProfiles(app.db, kind),
      })),
    );

    // A public profile is the same for everyone who may see it, so readers share it like a listing.
    // Its own owner and admins also see it while it is under review: theirs is read apart.
    const profile = coalesced(s.profile);
    app.get(
      kind.paths.profile,
      { schema: { tags, params: idParams, response: { 200: s.profile } } },
      async (request, reply) => {
        const { id } = request.params;
        if (seesUnlisted(request.user, id)) return getProfile(app.db, kind, id, request.user);
        return profile(request, reply, id, () => getProfile(app.db, kind, id, null));
      },
    );

    if (kind.kind === 'tutor') {
      app.get(
        '/search',
        { schema: { tags, querystring: tutorSearchQuery, response: { 200: tutorSearchResponse } } },
        async (request) => searchProfiles(app.db, tutorKind, request.query.name),
      );
    }

    app.post(
      kind.paths.create,
      {
        schema: {
          tags,
          summary: `Create a ${label} account and profile (admin)`,
          body: s.create,
          response: { 201: s.written },
        },
        validatorCompiler: sentenceBodyValidator,
        preHandler: app.requireRole('Admin'),
      },
      async (request, reply) => {
        const admin = signedInUser(request);
        const body = { ...request.body, role: kind.role } as RegisterBody;
        const user = await registerUser({ db: app.db, profileReview: app.config.PROFILE_REVIEW }, body, {
          id: admin.id,
          email: admin.email,
        });
        return reply.status(201).send(written(kind.messages.created, user));
      },
    );

    app.put(
      kind.paths.update,
      {
        schema: {
          tags,
          summary: `Edit a ${label}'s public profile (that ${label}, or an admin)`,
          params: idParams,
          body: s.update,
          response: { 200: s.written },
        },
        validatorCompiler: sentenceBodyValidator,
        preHandler: app.requireUser,
      },
      async (request) =>
        written(
          kind.messages.updated,
          await updateProfile(deps, kind, signedInUser(request), request.params.id, request.body),
        ),
    );

    app.delete(
      kind.paths.delete,
      {
        schema: {
          tags,
          summary: `Delete a ${label} account (that ${label}, or an admin)`,
          params: idParams,
          response: { 200: successSchema },
        },
        preHandler: app.requireUser,
      },
      async (request, reply) => {
        const actor = signedInUser(request);
        await deleteProfile(deps, kind, actor, request.params.id);
        if (actor.id === request.params.id) clearSessionCookie(reply, app.config);
        return { success: true as const, message: kind.messages.deleted };
      },
    );
  };
