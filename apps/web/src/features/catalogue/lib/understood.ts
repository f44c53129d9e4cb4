import {
  boardLabels,
  type ClassLevel,
  classLevelLabels,
  teachingModeLabels,
  type Understood,
} from '@tuitionhub/contracts';

/** One part of what a search understood, as a chip: its kind, its words, and how it reads. */
export type UnderstoodPart = keyof Understood;
export interface UnderstoodChip {
  part: UnderstoodPart;
  kind: string;
  label: string;
}

const kinds: Record<UnderstoodPart, string> = {
  subject: 'Subject',
  city: 'City',
  locality: 'Locality',
  pincode: 'Pincode',
  classLevel: 'Class',
  board: 'Board',
  mode: 'Teaches',
};
const order: UnderstoodPart[] = ['subject', 'classLevel', 'board', 'mode', 'locality', 'city', 'pincode'];

/** The understood parts in reading order, each with its label ('Class 9 and 10', 'State board'). */
export function understoodChips(u: Understood): UnderstoodChip[] {
  return order.flatMap((part) => {
    const value = u[part];
    if (!value) return [];
    const label =
      part === 'classLevel'
        ? classLevelLabels[value as ClassLevel]
        : part === 'board'
          ? boardLabels[value as keyof typeof boardLabels]
          : part === 'mode'
            ? teachingModeLabels[value as keyof typeof teachingModeLabels]
            : value;
    return [{ part, kind: kinds[part], label }];
  });
}

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the page says it found, from what the search understood: 'Maths tutors in Pune',
 * 'Online CBSE Chemistry tutors for Class 11 and 12 near 411038'. Null when it understood nothing.
 */
export function understoodHeading(u: Understood): string | null {
  if (!Object.values(u).some(Boolean)) return null;
  const words = [
    u.mode === 'Online' ? 'online' : u.mode === 'Home' ? 'home' : '',
    u.board ? boardLabels[u.board] : '',
    u.subject ?? '',
    'tutors',
    u.classLevel ? `for ${classLevelLabels[u.classLevel]}` : '',
  ];
  const place =
    u.locality && u.city
      ? `in ${u.locality}, ${u.city}`
      : u.locality || u.city
        ? `in ${u.locality || u.city}`
        : u.pincode
          ? `near ${u.pincode}`
          : '';
  words.push(place, u.mode === 'AtTutor' ? "at the tutor's place" : '');
  return capitalFirst(words.filter(Boolean).join(' '));
}

// --- Removing a part: the query text again, without the words that said it. ---

const romans = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
/** A class number from a word: '10', '10th', 'x', 'xii'. */
function classNumber(word: string): number | null {
  const digits = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]);
  const roman = romans.indexOf(word);
  return roman >= 0 ? roman + 1 : null;
}
const classRanges: Partial<Record<ClassLevel, [number, number]>> = {
  'KG-V': [1, 5],
  'VI-VIII': [6, 8],
  'IX-X': [9, 10],
  'XI-XII': [11, 12],
};
const classWords: Record<ClassLevel, string[]> = {
  'KG-V': ['kg', 'lkg', 'ukg', 'nursery', 'primary'],
  'VI-VIII': [],
  'IX-X': ['ssc'],
  'XI-XII': ['hsc', 'puc'],
  College: ['college', 'degree', 'graduation', 'university'],
  Competitive: ['competitive', 'exam', 'exams'],
  Hobby: ['hobby', 'hobbies'],
};
const classLead = new Set(['class', 'std', 'standard', 'grade']);
/** Words that only lead into a place ('in Pune', 'near 411038'). */
const placeLead = new Set(['in', 'near', 'at', 'around']);
/** City names people write either way (the directory knows both, api-2 / issue 11). */
const cityAliases: Record<string, string[]> = {
  bengaluru: ['bangalore'],
  gurugram: ['gurgaon'],
  mumbai: ['bombay'],
  chennai: ['madras'],
  kolkata: ['calcutta'],
  thiruvananthapuram: ['trivandrum'],
  puducherry: ['pondicherry'],
  prayagraj: ['allahabad'],
};

const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/** 'maths' and 'Mathematics' say the same subject: equal, or sharing their first 4 letters. */
const sameWord = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

/** Whether the word (normalised) is one of the ones that said this part. */
function says(part: UnderstoodPart, u: Understood, word: string): boolean {
  const value = u[part];
  if (!value || !word) return false;
  switch (part) {
    case 'pincode':
      return word === value;
    case 'classLevel': {
      const level = value as ClassLevel;
      const n = classNumber(word);
      const range = classRanges[level];
      return (
        (range !== undefined && n !== null && n >= range[0] && n <= range[1]) ||
        classWords[level].includes(word)
      );
    }
    case 'board':
      return word === norm(value) || (value === 'State' && word === 'state');
    case 'mode':
      return value === 'AtTutor' ? false : word === norm(value);
    default: {
      const names = value.split(/\s+/).map(norm);
      const aliases = part === 'city' ? (cityAliases[norm(value)] ?? []) : [];
      return names.some((n) => sameWord(word, n)) || aliases.includes(word);
    }
  }
}

/** Words a part brings along: 'class' before '10', 'board' after 'cbse', 'in' before 'Pune'. */
function companions(part: UnderstoodPart, words: string[], i: number, drop: Set<number>) {
  const before = words[i - 1];
  const after = words[i + 1];
  if (part === 'classLevel' && before && classLead.has(before)) drop.add(i - 1);
  if (part === 'board' && after === 'board') drop.add(i + 1);
  if ((part === 'city' || part === 'locality' || part === 'pincode') && before && placeLead.has(before))
    drop.add(i - 1);
}

/** The words a query would have had for the parts that are left, when no word of it can be found. */
function partWords(u: Understood): string[] {
  const classSay: Record<ClassLevel, string> = {
    'KG-V': 'class 5',
    'VI-VIII': 'class 8',
    'IX-X': 'class 10',
    'XI-XII': 'class 12',
    College: 'college',
    Competitive: 'competitive',
    Hobby: 'hobby',
  };
  return order.flatMap((part) => {
    const value = u[part];
    if (!value) return [];
    if (part === 'classLevel') return [classSay[value as ClassLevel]];
    if (part === 'mode') return value === 'AtTutor' ? [] : [value.toLowerCase()];
    return [value];
  });
}

/**
 * The query again without one understood part: the words that said it are taken out ('maths tutor
 * in pune' without the city is 'maths tutor'), so the parent sees the search they would have typed.
 * When none of its words can be found (a spelling the page does not know), the query is rebuilt
 * from the parts that are left.
 */
export function queryWithout(query: string, u: Understood, part: UnderstoodPart): string {
  const raw = query.trim().split(/\s+/).filter(Boolean);
  const words = raw.map(norm);
  const drop = new Set<number>();
  words.forEach((w, i) => {
    if (says(part, u, w)) {
      drop.add(i);
      companions(part, words, i, drop);
    }
  });
  if (drop.size) return raw.filter((_, i) => !drop.has(i)).join(' ');
  const { [part]: _removed, ...rest } = u;
  return partWords(rest).join(' ');
}
