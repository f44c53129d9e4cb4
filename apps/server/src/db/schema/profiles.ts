import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './types.ts';
import { users } from './users.ts';

/**
 * What every listed profile (tutor or tuition center) has: its account, and the copies listings
 * sort and search on, kept in step by the profiles repository.
 */
const listedProfile = () => ({
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Mean of the reviews, one decimal; recomputed with every review change. */
  ratings: numeric('ratings', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  lowestFee: integer('lowest_fee'),
  name: text('name').notNull(),
  search: tsvector('search'),
  /**
   * `search` without the words of the profile's own subjects/courses (name, bio / location,
   * description): a one-word listing query is split into who teaches a subject holding the word
   * (the sort indexes' offering_names) and who only mentions it (this, GIN-indexed); decision 018.
   */
  mentionSearch: tsvector('mention_search'),
  /** Name + offerings (+ a center's location), lower-cased: the trigram (typo-tolerant) match target. */
  searchText: text('search_text').notNull().default(''),
  /** The subjects/courses as stored, a copy kept with the search columns: listings filter on it inside their sort indexes. */
  offeringNames: text('offering_names').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  /** Where the profile is (api-2 §1); null on accounts made before places existed ("Location not set"). */
  city: text('city'),
  locality: text('locality'),
  pincode: text('pincode'),
  /** The pincode's coordinates, copied from the place directory; never sent to clients. */
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  classLevels: text('class_levels').array().notNull().default(sql`'{}'::text[]`),
  boards: text('boards').array().notNull().default(sql`'{}'::text[]`),
  /** Median minutes to answer a demo request (night hours not counted); null under 3 answers. */
  responseMinutes: integer('response_minutes'),
  /** Its newest 3 requests were left unanswered 72 h: listings show it below the others until it answers. */
  slowToAnswer: boolean('slow_to_answer').notNull().default(false),
  /**
   * api-2 §6: a new profile waits for the admin (`pending`) unless PROFILE_REVIEW=false; only
   * `approved` ones are listed, searched, shown on Home or bookable. Profiles made before review
   * existed count as approved.
   */
  reviewStatus: text('review_status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('approved'),
  /** The admin's reason, sent to the applicant, when rejected. */
  reviewReason: text('review_reason'),
  /** What the admin checked before marking the profile Verified; `verifiedAt` null = not verified. */
  verifiedIdentity: boolean('verified_identity').notNull().default(false),
  verifiedQualification: boolean('verified_qualification').notNull().default(false),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

type ListedColumns = Record<
  | 'userId'
  | 'search'
  | 'mentionSearch'
  | 'searchText'
  | 'lowestFee'
  | 'ratings'
  | 'name'
  | 'createdAt'
  | 'city'
  | 'pincode'
  | 'locality'
  | 'lat'
  | 'lng'
  | 'classLevels'
  | 'boards'
  | 'responseMinutes'
  | 'slowToAnswer'
  | 'reviewStatus'
  | 'offeringNames',
  ExtraConfigColumn
>;
/**
 * The indexes behind every filter and sort a listing offers. Each sort's index is in the listing's
 * exact order (slow-to-answer profiles last, then the sort key, then the id that breaks ties), so a
 * page walks it and stops after its rows. After the id (unique, so they do not change the order)
 * each sort index carries every column a listing filters on (`filtered`): the filters are tested on
 * the index entries themselves, and the page and its capped count never visit the table.
 */
/** Listings read approved profiles only: their indexes hold those alone (partial), and the queries say so. */
const listed = (t: ListedColumns) => sql`${t.reviewStatus} = 'approved'`;
/** What a center passes for the filters only tutors have (availability, modes) in listing_facet_keys. */
export const NO_TUTOR_FACETS = sql`null::text, '{}'::text[]`;

/**
 * A listed profile's combinations of one or more of the filters no sort index bounds, each with
 * the profile's city (lowercased, or none), fee band (listing_fee_band) and whole stars of rating
 * (listing_rating_stars), as GIN keys (`listing_facet_keys`, migrations 0027, 0029 and 0030; the
 * same cells listing_facet_counts counts): a listing by such filters reads exactly its
 * matches through its keys, however long each filter's own list is, by fee one band at a time,
 * and from a lowest rating only its stars.
 * `tutorOnly` is the availability and modes, or NO_TUTOR_FACETS.
 */
const facetKeysIndex = (table: string, t: ListedColumns, tutorOnly: SQL) =>
  index(`${table}_facet_keys_idx`)
    .using(
      'gin',
      sql`listing_facet_keys(${t.offeringNames}, ${t.classLevels}, ${t.boards}, ${tutorOnly}, ${t.city}, ${t.slowToAnswer}, ${t.lowestFee}, ${t.ratings})`,
    )
    .where(listed(t));

const listingIndexes = (table: string, t: ListedColumns, own: ExtraConfigColumn[]) => {
  const filtered = [
    t.offeringNames,
    t.lowestFee,
    t.ratings,
    t.classLevels,
    t.boards,
    t.city,
    ...own,
  ] as const;
  return [
    // Free text with the filters a listing sets beside it, in one GIN index (btree_gin for the
    // scalars; listed profiles only, as every text query reads): the words' matches are intersected
    // with the filters' inside the index (decision 027), so a count or a page reads the rows that
    // match all of them, not every row that holds the word.
    index(`${table}_text_filters_idx`)
      .using(
        'gin',
        t.search,
        t.mentionSearch,
        t.offeringNames,
        t.classLevels,
        t.boards,
        sql`lower(${t.city})`,
        // As a one-element array: free text near a place asks for the radius's pincodes with one
        // `&&` (one scan of the words' entries), where `pincode = any(…)` scans once per pincode.
        sql`(array[${t.pincode}])`,
        ...own,
      )
      .where(listed(t)),
    index(`${table}_search_text_trgm_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
    index(`${table}_lowest_fee_idx`).on(t.lowestFee).where(listed(t)),
    index(`${table}_fees_order_idx`)
      .on(t.slowToAnswer, t.lowestFee.asc().nullsLast(), t.userId, ...filtered)
      .where(listed(t)),
    index(`${table}_ratings_idx`)
      .on(t.slowToAnswer, t.ratings.desc(), t.userId, ...filtered)
      .where(listed(t)),
    index(`${table}_name_idx`)
      .on(t.slowToAnswer, t.name, t.userId, ...filtered)
      .where(listed(t)),
    index(`${table}_created_idx`)
      .on(t.slowToAnswer, t.createdAt.desc(), t.userId.desc(), ...filtered)
      .where(listed(t)),
    // A city's profiles in one range: a listing filtered by city counts them here (countOrder)
    // instead of walking every city's profiles in a sort order until enough match.
    index(`${table}_city_newest_idx`)
      .on(sql`lower(${t.city})`, t.slowToAnswer, t.createdAt.desc(), t.userId.desc(), ...filtered)
      .where(listed(t)),
    // The name search's first answer (findNamePrefixIds): names that start with the typed words, one
    // range of this index however many profiles there are. Collated "C" so the range is byte order
    // whatever the database's collation, and the walk is already in the ORDER BY's order.
    index(`${table}_name_prefix_idx`).on(sql`lower(${t.name}) collate "C"`, t.userId).where(listed(t)),
    index(`${table}_response_idx`)
      .on(t.slowToAnswer, t.responseMinutes.asc().nullsLast(), t.userId, ...filtered)
      .where(listed(t)),
    index(`${table}_review_idx`).on(t.reviewStatus, t.createdAt).where(sql`${t.reviewStatus} <> 'approved'`),
    check(`${table}_review_status_check`, sql`${t.reviewStatus} in ('pending','approved','rejected')`),
    index(`${table}_city_idx`).using('btree', sql`lower(${t.city})`),
    index(`${table}_locality_idx`).using('btree', sql`lower(${t.locality})`),
    index(`${table}_class_levels_idx`).using('gin', t.classLevels),
    index(`${table}_boards_idx`).using('gin', t.boards),
  ];
};
/**
 * The profiles at one point of the place directory, with what a listing near a place filters and
 * sorts on, so pages and counts near a place read an index alone:
 * - `point_reach_idx`, in id order (the ties of nearest-first pages), also holds what that walk
 *   reads first (`reach`: a tutor's travel distance and modes);
 * - `point_newest_idx`, newest first, for newest-first pages. It leaves out travel_km, so the
 *   nearest-first walk (which reads it) keeps to point_reach_idx's id order.
 * `own` holds the filter columns only one kind of profile has (a tutor's travel, modes, availability).
 * A third, `point_count_idx` ((lat, lng) INCLUDE the filter columns, for the capped count), is
 * written in migration 0022: drizzle's index builder has no INCLUDE.
 */
const pointIndexes = (
  table: string,
  t: ListedColumns,
  own: { reach: ExtraConfigColumn[]; newest: ExtraConfigColumn[]; tail: ExtraConfigColumn[] },
) => {
  const filters = (first: ExtraConfigColumn[], middle: ExtraConfigColumn[]) =>
    [
      ...first,
      t.classLevels,
      t.boards,
      ...middle,
      t.offeringNames,
      ...own.tail,
      t.lowestFee,
      t.ratings,
    ] as const;
  return [
    index(`${table}_point_reach_idx`)
      .on(t.lat, t.lng, t.userId, ...filters(own.reach, [t.createdAt, t.slowToAnswer]))
      .where(listed(t)),
    index(`${table}_point_newest_idx`)
      .on(
        t.lat,
        t.lng,
        t.slowToAnswer,
        t.createdAt.desc().nullsLast(),
        t.userId.desc().nullsLast(),
        ...filters(own.newest, []),
      )
      .where(listed(t)),
  ];
};
const owner = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    ...listedProfile(),
    bio: text('bio').notNull().default(''),
    availability: text('availability', { enum: ['Morning', 'Afternoon', 'Evening'] }).notNull(),
    /** How far the tutor goes to students' homes; 0 = does not travel. */
    travelKm: integer('travel_km').notNull().default(0),
    modes: text('modes').array().notNull().default(sql`'{}'::text[]`),
    sessionsPerWeek: integer('sessions_per_week').notNull().default(3),
    sessionMinutes: integer('session_minutes').notNull().default(60),
    /** Trust facts the tutor states (issue 15): highest qualification, years teaching, languages spoken. */
    qualification: text('qualification').notNull().default(''),
    experienceYears: integer('experience_years'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    ...listingIndexes('tutor_profiles', t, [t.availability, t.modes]),
    ...pointIndexes('tutor_profiles', t, {
      reach: [t.travelKm, t.modes],
      newest: [t.modes],
      tail: [t.availability],
    }),
    index('tutor_profiles_modes_idx').using('gin', t.modes),
    check('tutor_profiles_travel_km_check', sql`${t.travelKm} between 0 and 50`),
    check('tutor_profiles_experience_check', sql`${t.experienceYears} between 0 and 60`),
    check('tutor_profiles_sessions_check', sql`${t.sessionsPerWeek} between 1 and 7`),
    check('tutor_profiles_minutes_check', sql`${t.sessionMinutes} between 30 and 180`),
    index('tutor_profiles_availability_idx').on(t.availability),
    facetKeysIndex('tutor_profiles', t, sql`${t.availability}, ${t.modes}`),
    check('tutor_profiles_availability_check', sql`${t.availability} in ('Morning','Afternoon','Evening')`),
  ],
);

/**
 * What an offering row (a tutor's subject, a center's course) copies from its owner's profile, so
 * that a listing of one subject by fee walks that subject's own rows in the listing's order
 * (`fees_order_idx`: slow-to-answer last, then the owner's lowest fee, then the owner) instead of
 * every profile's until enough teach it (guitar's teachers charge more than most). Kept by triggers
 * (migration 0019) whatever writes the profile or the offerings.
 */
const ownerCopy = () => ({
  ownerListed: boolean('owner_listed').notNull().default(false),
  ownerSlow: boolean('owner_slow').notNull().default(false),
  ownerLowestFee: integer('owner_lowest_fee'),
  /** The owner's created_at (migration 0023): a word beside a subject, newest first, walks newest_order_idx. */
  ownerCreated: timestamp('owner_created', { withTimezone: true }),
});
const offeringOrders = (
  table: string,
  t: {
    ownerListed: ExtraConfigColumn;
    ownerSlow: ExtraConfigColumn;
    ownerLowestFee: ExtraConfigColumn;
    ownerCreated: ExtraConfigColumn;
  },
  offering: ExtraConfigColumn,
  ownerId: ExtraConfigColumn,
) => [
  index(`${table}_fees_order_idx`)
    .on(offering, t.ownerSlow, t.ownerLowestFee.asc().nullsLast(), ownerId)
    .where(sql`${t.ownerListed}`),
  index(`${table}_newest_order_idx`)
    .on(offering, t.ownerSlow, t.ownerCreated.desc().nullsLast(), ownerId.desc().nullsLast())
    .where(sql`${t.ownerListed}`),
];

export const tutorSubjects = pgTable(
  'tutor_subjects',
  {
    tutorId: owner('tutor_id'),
    subject: text('subject').notNull(),
    fee: integer('fee').notNull(),
    ...ownerCopy(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.subject] }),
    index('tutor_subjects_subject_idx').on(t.subject, t.tutorId),
    ...offeringOrders('tutor_subjects', t, t.subject, t.tutorId),
    check('tutor_subjects_fee_check', sql`${t.fee} > 0`),
  ],
);

export const centerProfiles = pgTable(
  'center_profiles',
  {
    ...listedProfile(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    contactNumber: text('contact_number').notNull(),
    /** The street address (optional); `location` stays the line cards show. */
    address: text('address'),
  },
  (t) => [
    ...listingIndexes('center_profiles', t, []),
    ...pointIndexes('center_profiles', t, { reach: [], newest: [], tail: [] }),
    facetKeysIndex('center_profiles', t, NO_TUTOR_FACETS),
  ],
);

export const centerCourses = pgTable(
  'center_courses',
  {
    centerId: owner('center_id'),
    course: text('course').notNull(),
    fee: integer('fee').notNull(),
    ...ownerCopy(),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.course] }),
    index('center_courses_course_idx').on(t.course, t.centerId),
    ...offeringOrders('center_courses', t, t.course, t.centerId),
    check('center_courses_fee_check', sql`${t.fee} > 0`),
  ],
);

/**
 * Every word profiles are searched by (names, subjects/courses, places, bios), lower-cased, once.
 * A search word found nowhere here is a typo: it is corrected to the most similar word here
 * (trigram GIN) before the full-text match, so listings and search never test every profile for
 * word similarity. Words are added as profiles change and never removed: a stale word matches no
 * profile, the answer it would have given.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * How many listed profiles of a kind hold each combination of one or more of the filters no sort
 * index bounds (subject/course, class, board, availability, mode; '' where a combination leaves a
 * filter out), again in the profiles' city (`city`, lowercased; '' for any city), per fee band
 * (`band`: listing_fee_band, in the fee order's sequence) and whole stars of rating (`stars`:
 * listing_rating_stars, 0 to 5): a listing by them, in a city or not, with a fee up to a band's
 * edge and a rating of whole stars, knows its exact total in one probe, how rare its matches are
 * before it reads them, and by fee which bands hold its page (decision 017). Kept by statement
 * triggers on both profile tables (migrations 0026, 0029 and 0030: listing_facet_cells,
 * listing_facet_counts_apply); the bulk seed rebuilds it.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    kind: text('kind', { enum: ['tutor', 'center'] }).notNull(),
    offering: text('offering').notNull(),
    classLevel: text('class_level').notNull(),
    board: text('board').notNull(),
    availability: text('availability').notNull(),
    mode: text('mode').notNull(),
    city: text('city').notNull(),
    band: smallint('band').notNull(),
    stars: smallint('stars').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.kind, t.offering, t.classLevel, t.board, t.availability, t.mode, t.city, t.band, t.stars],
    }),
  ],
);
