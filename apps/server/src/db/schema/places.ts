import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/**
 * The offline place directory: one row per post office (locality) with its pincode, normalised
 * city, state and the pincode's coordinates. Loaded once from the shipped npm data
 * (modules/places/directory.ts); never written by requests.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    /** The post office's name without its office suffix (`Kothrud`). */
    locality: text('locality').notNull(),
    /** Normalised city or district (`Bengaluru`, `Gurugram`, `Delhi`). */
    city: text('city').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** 1 = head or sub office (a town or city area), 2 = branch office (a village): towns rank first. */
    rank: integer('rank').notNull().default(1),
  },
  (t) => [
    index('places_pincode_idx').on(t.pincode),
    index('places_locality_prefix_idx').using('btree', sql`lower(${t.locality}) text_pattern_ops`),
    index('places_city_prefix_idx').using('btree', sql`lower(${t.city}) text_pattern_ops`),
    /** The pincodes within a radius (`near`): earthdistance's cube of the coordinates on GiST. */
    index('places_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
  ],
);
