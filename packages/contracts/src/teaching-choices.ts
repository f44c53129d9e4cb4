/**
 * What a tutor or center offers and a listing filters by, with the words the cards show for each: no
 * Zod here, so the catalogue's first screens load none (decision 022; the schemas: places.ts).
 */

/** When a tutor teaches. */
export const availabilities = ['Morning', 'Afternoon', 'Evening'] as const;
export type Availability = (typeof availabilities)[number];

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
