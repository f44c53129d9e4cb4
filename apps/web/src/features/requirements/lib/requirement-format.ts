import {
  boardLabels,
  classLevelLabels,
  type Requirement,
  requirementLimits,
  type TeachingMode,
  teachingModeLabels,
} from '@tuitionhub/contracts';

/** '2.4 km away'; null when the server knows no distance (an online-only match without a place). */
export const formatDistance = (km: number | null | undefined) =>
  km == null ? null : `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km away`;

/**
 * 'Usually replies within 2 hours' from the median minutes to a first reply (issue 13); null when
 * there are too few replies to say.
 */
export function formatResponseTime(minutes: number | null | undefined): string | null {
  if (minutes == null) return null;
  if (minutes <= 60) {
    const m = Math.max(5, Math.ceil(minutes / 5) * 5);
    return m >= 60 ? 'Usually replies within an hour' : `Usually replies within ${m} minutes`;
  }
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

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
