import type { Board, ClassLevel, TeachingMode } from '@tuitionhub/contracts';

/**
 * What a search box's words say before any lookup (api-2 §1): a pincode, a class, a board, a mode,
 * and filler words that must never narrow a search to nothing. What is left are the words naming a
 * subject, a course, a place or a person; the service resolves places against the directory.
 */
export interface ParsedWords {
  pincode?: string;
  classLevel?: ClassLevel;
  board?: Board;
  mode?: TeachingMode;
  /** The remaining words, lower-cased, in their order. */
  words: string[];
}

const FILLER = new Set([
  'tutor',
  'tutors',
  'teacher',
  'teachers',
  'tuition',
  'tuitions',
  'coaching',
  'classes',
  'class',
  'in',
  'near',
  'nearby',
  'me',
  'for',
  'best',
  'good',
  'top',
  'at',
  'a',
  'an',
  'the',
  'of',
  'and',
  'to',
  'my',
  'with',
  'private',
  'sir',
  'madam',
  'maam',
  'std',
  'standard',
  'grade',
  'wanted',
  'needed',
  'required',
]);

/**
 * The word lists are Maps, not object literals: a word like `constructor` or `__proto__` must be
 * an ordinary unknown word, not an inherited property.
 */
const table = <T>(entries: Record<string, T>) => new Map(Object.entries(entries));

/** Everyday names of subjects → the catalogue's spelling (seeded subjects use these). */
export const SUBJECT_SYNONYMS = table({
  math: 'mathematics',
  maths: 'mathematics',
  bio: 'biology',
  chem: 'chemistry',
  phy: 'physics',
  eng: 'english',
  sst: 'social studies',
  evs: 'science',
  accounts: 'accountancy',
  eco: 'economics',
  computers: 'computer science',
  jee: 'iit-jee',
});

const BOARDS = table<Board>({
  cbse: 'CBSE',
  icse: 'ICSE',
  isc: 'ICSE',
  ib: 'IB',
  igcse: 'IGCSE',
  ssc: 'State',
  hsc: 'State',
});

const ROMAN = table({
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
  vi: 6,
  vii: 7,
  viii: 8,
  ix: 9,
  x: 10,
  xi: 11,
  xii: 12,
});

export function classLevelOfGrade(grade: number): ClassLevel | undefined {
  if (grade >= 1 && grade <= 5) return 'KG-V';
  if (grade >= 6 && grade <= 8) return 'VI-VIII';
  if (grade === 9 || grade === 10) return 'IX-X';
  if (grade === 11 || grade === 12) return 'XI-XII';
  return undefined;
}

/** `10`, `10th`, `x`, `xii` → the grade; anything else → undefined. */
function gradeOf(word: string): number | undefined {
  const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
  if (m) return Number(m[1]);
  return ROMAN.get(word);
}

export function parseWords(q: string): ParsedWords {
  const out: ParsedWords = { words: [] };
  const tokens = q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s.-]/gu, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/^[.-]+|[.-]+$/g, ''))
    .filter(Boolean);
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!;
    const previous = tokens[i - 1];
    const afterClassWord =
      previous === 'class' || previous === 'std' || previous === 'standard' || previous === 'grade';
    if (/^[1-9]\d{5}$/.test(word)) {
      out.pincode ??= word;
      continue;
    }
    const grade = gradeOf(word);
    // A bare number or roman numeral is a class only after "class" or as `10th`; `x` alone too (class X).
    if (
      grade !== undefined &&
      (afterClassWord || /\d(st|nd|rd|th)$/.test(word) || /^[xv]i*$|^ix$/.test(word))
    ) {
      const level = classLevelOfGrade(grade);
      if (level) {
        out.classLevel ??= level;
        continue;
      }
    }
    if (word === 'kg' || word === 'lkg' || word === 'ukg' || word === 'nursery' || word === 'primary') {
      out.classLevel ??= 'KG-V';
      continue;
    }
    if (
      word === 'college' ||
      word === 'graduation' ||
      word === 'btech' ||
      word === 'bcom' ||
      word === 'bsc'
    ) {
      out.classLevel ??= 'College';
      continue;
    }
    if (word === 'state' && tokens[i + 1] === 'board') {
      out.board ??= 'State';
      i++;
      continue;
    }
    const board = BOARDS.get(word);
    if (board) {
      out.board ??= board;
      continue;
    }
    if (word === 'board') continue;
    if (word === 'online') {
      out.mode ??= 'Online';
      continue;
    }
    if (word === 'home' || word === 'doorstep') {
      out.mode ??= 'Home';
      continue;
    }
    if (FILLER.has(word)) continue;
    out.words.push(SUBJECT_SYNONYMS.get(word) ?? word);
  }
  return out;
}
