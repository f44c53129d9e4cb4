import type { EntityType, Role } from './roles.ts';

/**
 * The two kinds of listed profile — a tutor and a tuition center — described once. Server and web
 * read every difference between the two from here instead of keeping parallel code.
 */
export const profileKinds = ['tutor', 'center'] as const;
export type ProfileKind = (typeof profileKinds)[number];

export interface ProfileKindDescriptor<K extends ProfileKind = ProfileKind> {
  kind: K;
  /** The account role (wire spelling) and its stored value. */
  role: Extract<Role, 'Tutor' | 'Tuition Center'>;
  dbRole: K;
  /** The entity type reviews and enquiries name. */
  entityType: EntityType;
  /** What the profile offers, each with a fee: a subject or a course. */
  offering: K extends 'tutor' ? 'subject' : 'course';
  /** The body/list field holding the offerings (`subjects` / `courses`). */
  offeringsField: K extends 'tutor' ? 'subjects' : 'courses';
  /** The listing filter naming one offering (`?subject=` / `?course=`). */
  offeringFilter: K extends 'tutor' ? 'subject' : 'course';
  /** Whether a profile must list at least one offering (a tutor must; a center may list none). */
  offeringsRequired: boolean;
  /** Display names. */
  label: string;
  labelPlural: string;
  /** API base path (api.md) and its routes. */
  apiBase: '/api/tutors' | '/api/tuition-centers';
  paths: { list: string; latest: string; profile: string; update: string; create: string; delete: string };
  /** The key of the list in a listing answer, of the latest list, and of the profile in a write answer. */
  listKey: 'tutors' | 'tuitionCenters';
  latestKey: 'latestTutors' | 'latesttuitionCenters';
  writeKey: 'tutor' | 'tuitionCenter';
  /** The web app's public pages. */
  web: {
    list: string;
    profile: (id: string) => string;
    dashboard: string;
    adminDetails: (id: string) => string;
  };
  /** The spec's messages. */
  messages: {
    created: string;
    updated: string;
    deleted: string;
    deleteFailed: string;
    notFound: string;
    /** A read (profile page, reviews, enquiry) naming an id that is not of this kind. */
    missing: string;
  };
  /** The audit action for an admin's delete. */
  auditDelete: 'tutor.delete' | 'center.delete';
}

export const tutorKind: ProfileKindDescriptor<'tutor'> = {
  kind: 'tutor',
  role: 'Tutor',
  dbRole: 'tutor',
  entityType: 'Tutor',
  offering: 'subject',
  offeringsField: 'subjects',
  offeringFilter: 'subject',
  offeringsRequired: true,
  label: 'Tutor',
  labelPlural: 'Tutors',
  apiBase: '/api/tutors',
  paths: {
    list: '/all-tutors',
    latest: '/latest-tutors',
    profile: '/get-tutor/:id',
    update: '/update-tutor/:id',
    create: '/create',
    delete: '/delete/:id',
  },
  listKey: 'tutors',
  latestKey: 'latestTutors',
  writeKey: 'tutor',
  web: {
    list: '/all-tutors',
    profile: (id) => `/tutor/${id}`,
    dashboard: '/tutor-dashboard',
    adminDetails: (id) => `/tutors/${id}`,
  },
  messages: {
    created: 'Tutor created successfully',
    updated: 'Tutor updated successfully',
    deleted: 'Tutor deleted successfully',
    deleteFailed: 'Failed to delete tutor',
    notFound: 'Tutor not found',
    missing: 'Tutor not found',
  },
  auditDelete: 'tutor.delete',
};

export const centerKind: ProfileKindDescriptor<'center'> = {
  kind: 'center',
  role: 'Tuition Center',
  dbRole: 'center',
  entityType: 'TuitionCenter',
  offering: 'course',
  offeringsField: 'courses',
  offeringFilter: 'course',
  offeringsRequired: false,
  label: 'Tuition Center',
  labelPlural: 'Tuition Centers',
  apiBase: '/api/tuition-centers',
  paths: {
    list: '/all',
    latest: '/latest',
    profile: '/get-profile/:id',
    update: '/update/:id',
    create: '/create',
    delete: '/delete/:id',
  },
  listKey: 'tuitionCenters',
  latestKey: 'latesttuitionCenters',
  writeKey: 'tuitionCenter',
  web: {
    list: '/all-tuition-centers',
    profile: (id) => `/tuition-center/${id}`,
    dashboard: '/tuition-center-dashboard',
    adminDetails: (id) => `/profile/${id}`,
  },
  messages: {
    created: 'Tuition Center created successfully',
    updated: 'Tuition Center updated successfully',
    deleted: 'Tuition Center deleted successfully',
    deleteFailed: 'Failed to delete Tuition Center',
    notFound: 'Tuition Center not found',
    missing: 'Tuition center not found',
  },
  auditDelete: 'center.delete',
};

export const profileKindDescriptors = { tutor: tutorKind, center: centerKind } as const;

export const kindOfEntity = (entityType: EntityType): ProfileKindDescriptor =>
  entityType === 'Tutor' ? tutorKind : centerKind;
export const kindOfRole = (role: string): ProfileKindDescriptor | undefined =>
  role === 'Tutor' || role === 'tutor'
    ? tutorKind
    : role === 'Tuition Center' || role === 'center'
      ? centerKind
      : undefined;
