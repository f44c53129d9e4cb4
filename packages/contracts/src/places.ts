import { z } from 'zod';
import { isBlankText, text } from './common.ts';

/** Where a tutor teaches (api-2 §1): at the student's home, online, or at the tutor's own place. */
export const teachingModes = ['Home', 'Online', 'AtTutor'] as const;
export type TeachingMode = (typeof teachingModes)[number];
export const teachingModeLabels: Record<TeachingMode, string> = {
  Home: "At the student's home",
  Online: 'Online',
  AtTutor: "At the tutor's place",
};

export const classLevels = ['KG-V', 'VI-VIII', 'IX-X', 'XI-XII', 'College', 'Competitive', 'Hobby'] as const;
export type ClassLevel = (typeof classLevels)[number];
export const classLevelLabels: Record<ClassLevel, string> = {
  'KG-V': 'KG to Class 5',
  'VI-VIII': 'Class 6 to 8',
  'IX-X': 'Class 9 and 10',
  'XI-XII': 'Class 11 and 12',
  College: 'College',
  Competitive: 'Competitive exams',
  Hobby: 'Hobby and skills',
};

export const boards = ['CBSE', 'ICSE', 'State', 'IB', 'IGCSE'] as const;
export type Board = (typeof boards)[number];
export const boardLabels: Record<Board, string> = {
  CBSE: 'CBSE',
  ICSE: 'ICSE',
  State: 'State board',
  IB: 'IB',
  IGCSE: 'IGCSE',
};

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

/** A number from a JSON body or from a form's text. */
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number from ${min} to ${max}` })
      .int(`${label} must be a whole number from ${min} to ${max}`)
      .min(min, `${label} must be a whole number from ${min} to ${max}`)
      .max(max, `${label} must be a whole number from ${min} to ${max}`),
  );

/** A list of choices without repeats (repeats are dropped). */
const choices = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `${label}: choose from ${values.join(', ')}` }), {
      error: `${label} must be a list`,
    })
    .max(values.length * 2)
    .transform((list) => [...new Set(list)]);

export const citySchema = text('City', 'City is required')
  .trim()
  .refine((v) => !isBlankText(v), 'City is required')
  .max(100, 'City must be at most 100 characters');
export const localitySchema = text('Locality').trim().max(100, 'Locality must be at most 100 characters');
/** Empty text means "no pincode". */
export const pincodeSchema = text('Pincode')
  .trim()
  .refine((v) => v === '' || PINCODE_PATTERN.test(v), placeMessages.pincode);
export const addressSchema = text('Address').trim().max(300, 'Address must be at most 300 characters');
export const travelKmSchema = wholeNumber('Travel distance (km)', 0, placeLimits.travelKmMax);
export const modesSchema = choices(teachingModes, 'Modes').refine((v) => v.length > 0, placeMessages.modes);
export const classLevelsSchema = choices(classLevels, 'Class levels').refine(
  (v) => v.length > 0,
  placeMessages.classLevels,
);
export const boardsSchema = choices(boards, 'Boards');
export const sessionsPerWeekSchema = wholeNumber('Sessions per week', 1, 7);
export const sessionMinutesSchema = wholeNumber('Session length (minutes)', 30, 180);

/** The place and teaching fields a tutor's body may carry (sign-up: city, modes, class levels required). */
export const tutorPlaceShape = {
  city: citySchema,
  locality: localitySchema.optional(),
  pincode: pincodeSchema.optional(),
  travelKm: travelKmSchema.optional(),
  modes: modesSchema,
  classLevels: classLevelsSchema,
  boards: boardsSchema.optional(),
  sessionsPerWeek: sessionsPerWeekSchema.optional(),
  sessionMinutes: sessionMinutesSchema.optional(),
};
export const centerPlaceShape = {
  city: citySchema,
  locality: localitySchema.optional(),
  pincode: pincodeSchema.optional(),
  address: addressSchema.optional(),
  classLevels: classLevelsSchema,
  boards: boardsSchema.optional(),
};
/** The same fields, each optional (profile updates). */
export const tutorPlaceUpdateShape = {
  ...tutorPlaceShape,
  city: citySchema.optional(),
  modes: modesSchema.optional(),
  classLevels: classLevelsSchema.optional(),
};
export const centerPlaceUpdateShape = {
  ...centerPlaceShape,
  city: citySchema.optional(),
  classLevels: classLevelsSchema.optional(),
};
/** Body fields a multipart form sends as JSON text. */
export const placeJsonFields = ['modes', 'classLevels', 'boards'] as const;

/** `Home` needs a travel distance: checked where both are known (the body, or the body over the stored row). */
export const homeWithoutTravel = (modes: readonly string[] | undefined, travelKm: number | undefined) =>
  Boolean(modes?.includes('Home')) && (travelKm ?? 0) < 1;

/** GET /api/places?q= */
export const placesQuery = z.object({
  q: text('Place').trim().max(100, 'Place must be at most 100 characters').optional().default(''),
});
export const placeSchema = z.object({
  label: z.string(),
  city: z.string(),
  locality: z.string(),
  pincode: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placesResponse = z.object({ places: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponse>;

/** A listing's `near`: a pincode, or `lat,lng` inside India's bounding box. */
export const nearSchema = text('near')
  .trim()
  .refine((v) => PINCODE_PATTERN.test(v) || parseLatLng(v) !== null, placeMessages.near);
export function parseLatLng(value: string): { lat: number; lng: number } | null {
  const m = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  // India and its islands, with a margin.
  return lat >= 5 && lat <= 38 && lng >= 66 && lng <= 99 ? { lat, lng } : null;
}

/** The place filters both listings accept (api-2 §1). */
export const placeListFilters = {
  near: nearSchema.optional(),
  radiusKm: z.coerce
    .number({ error: placeMessages.radius })
    .int(placeMessages.radius)
    .min(placeLimits.radiusKmMin, placeMessages.radius)
    .max(placeLimits.radiusKmMax, placeMessages.radius)
    .optional(),
  city: text('City').trim().min(1).max(100).optional(),
  classLevel: z.enum(classLevels, { error: `classLevel: choose from ${classLevels.join(', ')}` }).optional(),
  board: z.enum(boards, { error: `board: choose from ${boards.join(', ')}` }).optional(),
};

/** What every card and profile adds (api-2 §1); never the coordinates. */
export const placeCardShape = {
  city: z.string().nullable(),
  locality: z.string().nullable(),
  classLevels: z.array(z.enum(classLevels)),
  boards: z.array(z.enum(boards)),
  /** Present when the query gave a place: kilometres, one decimal. */
  distanceKm: z.number().optional(),
};

/** What a search understood from people's words (api-2 §1). */
export const understoodSchema = z.object({
  subject: z.string().optional(),
  city: z.string().optional(),
  locality: z.string().optional(),
  pincode: z.string().optional(),
  classLevel: z.enum(classLevels).optional(),
  board: z.enum(boards).optional(),
  mode: z.enum(teachingModes).optional(),
});
export type Understood = z.infer<typeof understoodSchema>;
