import { describe, expect, it } from 'vitest';
import { parseWords } from '../src/modules/profiles/understand-words.ts';

describe('parseWords: what a search box sentence says before any lookup', () => {
  it.each([
    ['maths tutor in pune', { words: ['mathematics', 'pune'] }],
    ['class 10 maths', { classLevel: 'IX-X', words: ['mathematics'] }],
    ['10th maths', { classLevel: 'IX-X', words: ['mathematics'] }],
    ['Class X Science', { classLevel: 'IX-X', words: ['science'] }],
    ['std 7 english', { classLevel: 'VI-VIII', words: ['english'] }],
    ['class xii physics', { classLevel: 'XI-XII', words: ['physics'] }],
    ['ukg tuition', { classLevel: 'KG-V', words: [] }],
    ['physics tuition near 411038', { pincode: '411038', words: ['physics'] }],
    ['cbse chemistry kothrud', { board: 'CBSE', words: ['chemistry', 'kothrud'] }],
    ['state board maths', { board: 'State', words: ['mathematics'] }],
    ['online guitar classes', { mode: 'Online', words: ['guitar'] }],
    ['home tutor for sst', { mode: 'Home', words: ['social studies'] }],
    ['best tutors near me', { words: [] }],
    // A number that is not a class or a pincode stays a word (a sector, a fee).
    ['sector 17 maths', { words: ['sector', '17', 'mathematics'] }],
    // Words that are properties of every object are ordinary words.
    ['constructor __proto__ tostring', { words: ['constructor', 'proto', 'tostring'] }],
    ['  MATHS,  Pune!! ', { words: ['mathematics', 'pune'] }],
  ])('%s', (q, expected) => {
    expect(parseWords(q)).toEqual(expected);
  });
});
