import {
  boardLabels,
  classLevelLabels,
  type Requirement,
  requirementLimits,
  type TeachingMode,
  teachingModeLabels,
} from '@tuitionhub/contracts';

/**
 * '2.4 km away' ('Less than 100 m away' for the same pincode); null when the server knows no
 * distance (an online-only match without a place).
 */
export const formatDistance = (km: number | null | undefined) =>
  km == null
    ? null
    : km < 0.1
      ? 'Less than 100 m away'
      : `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km away`;

export { formatResponseTime } from '../../../lib/format.ts';

/** 'Class IX–X · CBSE' — the class level and the board, if any. */
export const levelAndBoard = (r: Pick<Requirement, 'classLevel' | 'board'>) =>
  [classLevelLabels[r.classLevel], r.board ? boardLabels[r.board] : null].filter(Boolean).join(' · ');

/** The ways of learning as the student who posted reads them. */
export const studentModeLabels: Record<TeachingMode, string> = {
  Home: 'At my home',
  Online: 'Online',
  AtTutor: "At the tutor's place",
};

/** "At the student's home, Online" (to a tutor) or 'At my home, Online' (to its student). */
export const modesText = (r: Pick<Requirement, 'modes'>, asStudent = false) =>
  r.modes.map((m) => (asStudent ? studentModeLabels : teachingModeLabels)[m]).join(', ');

/** 'Kothrud, Pune' */
export const placeText = (r: Pick<Requirement, 'locality' | 'city'>) =>
  [r.locality, r.city].filter(Boolean).join(', ');

/** '3 of 5 responses' */
export const responsesText = (count: number) => `${count} of ${requirementLimits.maxResponses} responses`;
