import { homeWithoutTravel, placeMessages } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { findKnownCity, locatePincode } from '../places/repository.ts';
import { findTeachingReach, type ProfileRowChanges } from './repository.ts';

/**
 * Completes a body's place fields from the place directory. A pincode locates the profile: its
 * coordinates, and its city (and locality, when none is given) as the directory names them, so a
 * city filter and a distance agree. Without a pincode a typed city takes the directory's spelling
 * (`bangalore` → `Bengaluru`), or stays as typed when the directory does not know it; such a
 * profile has no coordinates and `near` never finds it. Clearing the pincode clears them.
 */
export async function resolvePlaceFields(db: DbOrTx, changes: ProfileRowChanges): Promise<ProfileRowChanges> {
  if (changes.pincode) {
    const place = await locatePincode(db, changes.pincode);
    if (!place)
      throw badRequest(placeMessages.unknownPincode, [
        { path: 'pincode', message: placeMessages.unknownPincode },
      ]);
    return {
      ...changes,
      city: place.city,
      locality: changes.locality ?? place.locality,
      lat: place.lat,
      lng: place.lng,
    };
  }
  const cleared = changes.pincode === null ? { lat: null, lng: null } : {};
  const city = changes.city ? { city: (await findKnownCity(db, changes.city)) ?? changes.city } : {};
  return { ...changes, ...cleared, ...city };
}

/**
 * `Home` needs a travel radius. The body's schema checks it when it carries both; a change of one
 * alone is checked here against the stored other.
 */
export async function checkTeachingReach(
  db: DbOrTx,
  userId: string,
  changes: ProfileRowChanges,
): Promise<void> {
  if (changes.modes === undefined && changes.travelKm === undefined) return;
  const stored = await findTeachingReach(db, userId);
  const modes = changes.modes ?? stored?.modes;
  const travelKm = changes.travelKm ?? stored?.travelKm;
  if (homeWithoutTravel(modes, travelKm))
    throw badRequest(placeMessages.homeNeedsTravel, [
      { path: 'travelKm', message: placeMessages.homeNeedsTravel },
    ]);
}
