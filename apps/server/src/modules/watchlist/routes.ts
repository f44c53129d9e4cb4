import {
  addToWatchlistBody,
  watchlistParams,
  watchlistResponse,
  watchlistWriteResponse,
} from '@tuitionhub/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addToWatchlist, getWatchlist, removeFromWatchlist } from './service.ts';

const security: { [label: string]: string[] }[] = [{ bearer: [] }, { cookie: [] }];

/** HTTP routes of the watchlist domain (api.md "Watchlist"): the signed-in user's own shortlist. */
export const watchlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor gets 401 before any validation of what it sent.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      schema: {
        tags: ['watchlist'],
        summary: "The signed-in user's watchlist with current fees and their total",
        security,
        response: { 200: watchlistResponse },
      },
    },
    async (request) => getWatchlist(app.db, request.user!.id),
  );

  app.put(
    '/:tutorId',
    {
      schema: {
        tags: ['watchlist'],
        summary:
          'Add a tutor + subject, or replace the item for that tutor (fee from the tutor, never the client)',
        security,
        params: watchlistParams,
        body: addToWatchlistBody,
        response: { 200: watchlistWriteResponse },
      },
    },
    async (request) => {
      const list = await addToWatchlist(app.db, {
        userId: request.user!.id,
        tutorId: request.params.tutorId,
        subject: request.body?.subject,
      });
      return { success: true as const, message: 'Added to your watchlist', ...list };
    },
  );

  app.delete(
    '/:tutorId',
    {
      schema: {
        tags: ['watchlist'],
        summary: 'Remove the item for a tutor',
        security,
        params: watchlistParams,
        response: { 200: watchlistWriteResponse },
      },
    },
    async (request) => {
      const list = await removeFromWatchlist(app.db, request.user!.id, request.params.tutorId);
      return { success: true as const, message: 'Removed from your watchlist', ...list };
    },
  );
};
