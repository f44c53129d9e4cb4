import type { PlacesResponse } from '@tuitionhub/contracts';
import type { Db } from '../../db/client.ts';
import { findPlaces } from './repository.ts';

/** At most this many suggestions (api-2 §1). */
export const PLACES_LIMIT = 10;

/** The place box's suggestions: pincode, locality or city, best first. Blank text finds nothing. */
export async function suggestPlaces(db: Db, q: string): Promise<PlacesResponse> {
  const text = q.trim();
  if (!text) return { places: [] };
  return { places: await findPlaces(db, text, PLACES_LIMIT) };
}
