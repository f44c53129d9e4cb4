import { formatIndian } from './format.ts';

/**
 * What a listing may be sorted by, how far it counts and what it says when a page is out of reach:
 * no Zod here, the catalogue's first screens read them (decision 022; the schemas: catalogue.ts).
 */

/** `response`: fastest usual reply first (profiles without a figure last). */
export const tutorSorts = ['name', 'ratings', 'fees', 'distance', 'response'] as const;

/** LISTING_COUNT_CAP's default: the server's config and callers without it (Home's lists) count this far. */
export const DEFAULT_LISTING_COUNT_CAP = 1_000;

/** An `after` this listing did not give (altered, or from another sort or a listing near a place). */
export const staleCursorMessage = 'This link to the next page no longer works. Go back to the first page.';

/** A listing page that starts past the counted matches (decision 017): the 400 naming `page` says this. */
export const pageBeyondCapMessage = (cap: number) =>
  `Only the first ${formatIndian(cap)} matches can be browsed. Narrow the search with a filter to see others.`;
