import { z } from 'zod';
import { idSchema, text } from './common.ts';

export const watchlistParams = z.object({ tutorId: idSchema });

/**
 * PUT /api/watchlist/:tutorId. Only the subject is read: the fee always comes from the tutor's
 * current fees on the server (anything else in the body is dropped by the schema).
 */
export const addToWatchlistBody = z.object({ subject: text('Subject').max(200).optional() }).nullish();
export type AddToWatchlistBody = z.infer<typeof addToWatchlistBody>;

export const watchlistItemSchema = z.object({
  tutorId: idSchema,
  tutorName: z.string(),
  tutorPhoto: z.string(),
  subject: z.string(),
  fee: z.number(),
});
export type WatchlistItem = z.infer<typeof watchlistItemSchema>;

export const watchlistResponse = z.object({
  items: z.array(watchlistItemSchema),
  /** Sum of the items' current fees, in whole rupees. */
  total: z.number(),
});
export type WatchlistResponse = z.infer<typeof watchlistResponse>;

export const watchlistWriteResponse = watchlistResponse.extend({
  success: z.literal(true),
  message: z.string(),
});
export type WatchlistWriteResponse = z.infer<typeof watchlistWriteResponse>;
