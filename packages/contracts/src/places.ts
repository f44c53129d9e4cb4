import { z } from 'zod';
import { text } from './common.ts';
import { PINCODE_PATTERN, placeLimits, placeMessages, readNear } from './place-rules.ts';
import { boards, classLevels, teachingModes } from './teaching-choices.ts';
import { isBlankText } from './text-checks.ts';

/**
 * The place schemas of bodies, listings and answers. Their choices and labels (teaching-choices.ts)
 * and rules (place-rules.ts) import no Zod: the cards need those, not these (decision 022).
 */

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

/** A listing's `near`: a pincode, or `lat,lng` inside India's bounding box (readNear). */
export const nearSchema = text('near')
  .trim()
  .refine((v) => readNear(v) !== null, placeMessages.near);

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
