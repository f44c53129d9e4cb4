import { hasUnsafeChars } from './text-checks.ts';

/**
 * The rules about places that need no Zod — limits, messages, pincodes and coordinates — for the
 * schemas (places.ts) and for the catalogue's first screens, which load no Zod (decision 022).
 */

export const placeLimits = {
  travelKmMax: 50,
  radiusKmMin: 1,
  radiusKmMax: 50,
  radiusKmDefault: 10,
  sessionsPerWeekDefault: 3,
  sessionMinutesDefault: 60,
} as const;

export const placeMessages = {
  pincode: 'Please enter a 6-digit pincode, like 411038',
  unknownPincode: 'We do not know this pincode. Please check it, or leave it empty and choose your city',
  homeNeedsTravel:
    "To teach at students' homes, say how far you will travel (1 to 50 km), or untick “At the student's home”",
  modes: 'Please choose at least one way you teach',
  classLevels: 'Please choose at least one class level',
  near: 'Please give a 6-digit pincode or coordinates (lat,lng)',
  unknownNear: 'We do not know this pincode',
  distanceNeedsNear: 'Sorting by distance needs a place (near)',
  radius: `The radius must be from ${placeLimits.radiusKmMin} to ${placeLimits.radiusKmMax} km`,
} as const;

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** Body fields a multipart form sends as JSON text. */
export const placeJsonFields = ['modes', 'classLevels', 'boards'] as const;

/** `Home` needs a travel distance: checked where both are known (the body, or the body over the stored row). */
export const homeWithoutTravel = (modes: readonly string[] | undefined, travelKm: number | undefined) =>
  Boolean(modes?.includes('Home')) && (travelKm ?? 0) < 1;

export function parseLatLng(value: string): { lat: number; lng: number } | null {
  const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  // India and its islands, with a margin.
  return lat >= 5 && lat <= 38 && lng >= 66 && lng <= 99 ? { lat, lng } : null;
}

/**
 * A listing's `near`, trimmed: a pincode, or `lat,lng` inside India's bounding box; null for anything
 * else and for a character `text()` refuses. `nearSchema` (places.ts) accepts exactly these; the web
 * reads the URL's with this, without Zod.
 */
export function readNear(value: string): string | null {
  const near = value.trim();
  return !hasUnsafeChars(value) && (PINCODE_PATTERN.test(near) || parseLatLng(near) !== null) ? near : null;
}
