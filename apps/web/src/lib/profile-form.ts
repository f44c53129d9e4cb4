import {
  type Availability,
  accountMessages,
  addressSchema,
  availabilitySchema,
  type Board,
  bioSchema,
  boardsSchema,
  type ClassLevel,
  centerKind,
  citySchema,
  classLevelsSchema,
  contactNumberSchema,
  descriptionSchema,
  homeWithoutTravel,
  localitySchema,
  locationSchema,
  modesSchema,
  type ProfileKind,
  type ProfileKindDescriptor,
  parseFee,
  pincodeSchema,
  placeLimits,
  placeMessages,
  qualificationSchema,
  sessionMinutesSchema,
  sessionsPerWeekSchema,
  type TeachingMode,
  travelKmSchema,
  tutorKind,
  tutorLimits,
  type UpdateCenterInput,
  type UpdateTutorInput,
  type User,
} from '@tuitionhub/contracts';
import { z } from 'zod';
import { capital } from './format.ts';

/**
 * The public-profile part of a form (sign-up, the owner's dashboard, the admin's edit), for either
 * kind, built from the field schemas the server validates with (packages/contracts/src/users.ts).
 * Offerings are held as name + fee rows; `profileBody` turns them into the API's list and `fees` map.
 */

/** One subject or course with its fee as typed (the text of a number input). */
export interface OfferingRow {
  name: string;
  fee: string;
}

/**
 * How a kind's forms take offerings (spec §2): a tutor fills in subject + fee rows ('Add Subject'
 * adds a blank one); a center types one course + fee that 'Add Course' moves to a list.
 */
export const offeringEntry: Record<ProfileKind, 'rows' | 'list'> = { tutor: 'rows', center: 'list' };

/** 'Subject' / 'Course'. */
export const offeringLabel = (kind: ProfileKindDescriptor) => capital(kind.offering);
/** spec §5: a subject without a fee, or a course entry missing either half. */
const feeMissing = (kind: ProfileKindDescriptor) =>
  kind.offeringsRequired ? accountMessages.feesForAllSubjects : accountMessages.courseNameAndFee;
const MAX_NAME = 80;

/** Every row named once, with a fee; runs on the list so its messages show with the other fields'. */
const offeringRowsSchema = (kind: ProfileKindDescriptor) =>
  z.array(z.object({ name: z.string(), fee: z.string() })).superRefine((rows, ctx) => {
    if (rows.length === 0 && kind.offeringsRequired) {
      ctx.addIssue({ code: 'custom', path: [], message: `Please add at least one ${kind.offering}` });
      return;
    }
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const name = row.name.trim();
      if (!name) {
        const message = `Please enter a name for every ${kind.offering}`;
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message });
      } else if (seen.has(name.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${name} is listed twice` });
      }
      seen.add(name.toLowerCase());
      if (!row.fee.trim()) {
        ctx.addIssue({ code: 'custom', path: [i, 'fee'], message: feeMissing(kind) });
      } else if (parseFee(row.fee) === null) {
        ctx.addIssue({ code: 'custom', path: [i, 'fee'], message: 'Enter whole rupees from 1 to 1000000' });
      }
    });
  });

/**
 * The list entry ('Add Course'): both a name and a fee, else the spec's sentence. Returns the row to
 * add, or the sentence to show.
 */
export function parseOfferingEntry(
  kind: ProfileKindDescriptor,
  entry: OfferingRow,
  existing: OfferingRow[],
): { row: OfferingRow } | { error: string } {
  const name = entry.name.trim();
  if (!name || !entry.fee.trim()) return { error: feeMissing(kind) };
  const fee = parseFee(entry.fee);
  if (fee === null) return { error: 'Enter the fee in whole rupees from 1 to 1000000' };
  if (existing.some((r) => r.name.toLowerCase() === name.toLowerCase())) {
    return { error: `${name} is already in the list` };
  }
  if (name.length > MAX_NAME) {
    return { error: `${offeringLabel(kind)} names must be at most ${MAX_NAME} characters` };
  }
  return { row: { name, fee: String(fee) } };
}

/** Where and what a profile teaches (api-2 §1): the same field schemas the server checks. */
const placeShape = {
  city: citySchema,
  locality: localitySchema,
  pincode: pincodeSchema,
  classLevels: classLevelsSchema,
  boards: boardsSchema,
};

/** 'Hindi, English , marathi' → ['Hindi', 'English', 'marathi'] (blanks and repeats dropped). */
export const splitLanguages = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  ),
];

/** Each kind's own fields; a kind's schema checks (and keeps) only these. */
export const profileSchemas = {
  tutor: z.object({
    bio: bioSchema,
    availability: availabilitySchema,
    offerings: offeringRowsSchema(tutorKind),
    ...placeShape,
    travelKm: travelKmSchema,
    modes: modesSchema,
    sessionsPerWeek: sessionsPerWeekSchema,
    sessionMinutes: sessionMinutesSchema,
    qualification: qualificationSchema,
    experienceYears: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) <= tutorLimits.experienceMax),
        `Years of experience: a whole number from 0 to ${tutorLimits.experienceMax}`,
      ),
    languages: z
      .string()
      .refine(
        (v) => splitLanguages(v).length <= tutorLimits.maxLanguages,
        `List at most ${tutorLimits.maxLanguages} languages`,
      )
      .refine(
        (v) => splitLanguages(v).every((l) => l.length >= 2 && l.length <= 30),
        'Write each language in full, separated by commas',
      ),
  }),
  center: z.object({
    location: locationSchema,
    description: descriptionSchema,
    contactNumber: contactNumberSchema,
    offerings: offeringRowsSchema(centerKind),
    ...placeShape,
    address: addressSchema,
  }),
} satisfies Record<ProfileKind, z.ZodObject>;

/**
 * A kind's form schema with the form's other fields (`extra`: the account's, the admin's name) and
 * the rules that read two fields: a tutor teaching at students' homes says how far they travel.
 */
export function listedProfileSchema(kind: ProfileKindDescriptor, extra: z.ZodRawShape = {}) {
  const schema = z.object({ ...extra, ...profileSchemas[kind.kind].shape });
  if (kind.kind !== 'tutor') return schema;
  const pair = ['modes', 'travelKm'];
  return schema.refine(
    (v) => {
      const { modes, travelKm } = v as { modes?: unknown; travelKm?: unknown };
      return !(Array.isArray(modes) && typeof travelKm === 'number' && homeWithoutTravel(modes, travelKm));
    },
    {
      path: ['travelKm'],
      message: placeMessages.homeNeedsTravel,
      // Said together with the form's other messages, once the two fields themselves are right.
      when: ({ issues }) => !issues.some((issue) => pair.includes(String(issue.path?.[0]))),
    },
  );
}

/**
 * The fields of either kind, as a form holds them (availability is '' until one is chosen; numbers
 * are the text of their inputs).
 */
export interface ProfileValues {
  bio: string;
  availability: Availability | '';
  location: string;
  description: string;
  contactNumber: string;
  offerings: OfferingRow[];
  city: string;
  locality: string;
  pincode: string;
  address: string;
  travelKm: string;
  modes: TeachingMode[];
  classLevels: ClassLevel[];
  boards: Board[];
  sessionsPerWeek: string;
  sessionMinutes: string;
  /** A tutor's trust facts (issue 15); languages as typed, comma-separated. */
  qualification: string;
  experienceYears: string;
  languages: string;
}

/** A profile's current values, or a new one's blanks (rows start with one blank row to fill in). */
export function profileValues(kind: ProfileKindDescriptor, user?: User): ProfileValues {
  const names = user?.[kind.offeringsField] ?? [];
  return {
    bio: user?.bio ?? '',
    availability: user?.availability ?? (user ? 'Morning' : ''),
    location: user?.location ?? '',
    description: user?.description ?? '',
    contactNumber: user?.contactNumber ?? '',
    offerings: user
      ? names.map((name) => ({ name, fee: String(user.fees?.[name] ?? '') }))
      : offeringEntry[kind.kind] === 'rows'
        ? [{ name: '', fee: '' }]
        : [],
    city: user?.city ?? '',
    locality: user?.locality ?? '',
    pincode: user?.pincode ?? '',
    address: user?.address ?? '',
    travelKm: String(user?.travelKm ?? 0),
    modes: user?.modes ?? [],
    classLevels: user?.classLevels ?? [],
    boards: user?.boards ?? [],
    sessionsPerWeek: String(user?.sessionsPerWeek ?? placeLimits.sessionsPerWeekDefault),
    sessionMinutes: String(user?.sessionMinutes ?? placeLimits.sessionMinutesDefault),
    qualification: user?.qualification ?? '',
    experienceYears: user?.experienceYears == null ? '' : String(user.experienceYears),
    languages: (user?.languages ?? []).join(', '),
  };
}

export type ProfileBody = UpdateTutorInput | UpdateCenterInput;

/** The checked values → the kind's body (api.md, api-2 §1): its own fields, the offerings list and `fees`. */
export function profileBody(kind: ProfileKindDescriptor, v: ProfileValues): ProfileBody {
  const names = v.offerings.map((r) => r.name.trim());
  const fees = Object.fromEntries(v.offerings.map((r) => [r.name.trim(), parseFee(r.fee) ?? 0]));
  const place = {
    city: v.city.trim(),
    locality: v.locality.trim(),
    pincode: v.pincode.trim(),
    classLevels: v.classLevels,
    boards: v.boards,
  };
  return kind.kind === 'tutor'
    ? {
        bio: v.bio,
        availability: v.availability as Availability,
        subjects: names,
        fees,
        ...place,
        travelKm: Number(v.travelKm),
        modes: v.modes,
        sessionsPerWeek: Number(v.sessionsPerWeek),
        sessionMinutes: Number(v.sessionMinutes),
        qualification: v.qualification.trim(),
        experienceYears: v.experienceYears.trim() === '' ? null : Number(v.experienceYears),
        languages: splitLanguages(v.languages),
      }
    : {
        location: v.location,
        description: v.description,
        contactNumber: v.contactNumber,
        courses: names,
        fees,
        ...place,
        address: v.address.trim(),
      };
}
