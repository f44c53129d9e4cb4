import type { ProfileKind, Understood } from '@tuitionhub/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { findLocality, locatePincode, normaliseCity } from '../places/repository.ts';
import type { GeoPoint } from './listing-repository.ts';
import { findListedPlaces, findOfferingsNamed } from './repository.ts';
import { correctWords } from './text-match-repository.ts';
import { parseWords } from './understand-words.ts';

/** What a search's words became: filters, and the words left for the text match. */
export interface Understanding {
  understood: Understood;
  /** Words no filter took (a name, a word of a bio), for the text match; undefined when none are left. */
  text: string | undefined;
  /** The point a pincode or locality named. */
  near?: GeoPoint;
  /**
   * Set when the text left is only subject/course names (`maths`, `physics chemistry`): the stored
   * spellings of each, per kind (findOfferingSpellings). The search answers their teachers first.
   */
  textSubjects?: Record<ProfileKind, string[]>[];
}

/** Longest phrase tried as one subject or place (`computer science`, `salt lake city`). */
const MAX_PHRASE = 3;
/** Words looked at; a search box sentence longer than this is mostly names and bio words. */
const MAX_WORDS = 8;

/** Every run of 1 to MAX_PHRASE consecutive words, as the reading tries them. */
function phrasesOf(words: string[]): string[] {
  const phrases = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let n = 1; n <= MAX_PHRASE && i + n <= words.length; n++)
      phrases.add(words.slice(i, i + n).join(' '));
  return [...phrases];
}

/**
 * Reads people's words (api-2 §1): `maths tutor in pune`, `class 10 maths`, `physics tuition near
 * 411038`, `cbse chemistry kothrud`. A pincode, class, board and mode are read from the words
 * alone; a phrase becomes the subject when the catalogue offers it, else a city or locality when a
 * listed profile names it (so a first name that is also a town stays a name). A subject is matched
 * as text, so profiles teaching it rank above those whose bio mentions it. Filler words are dropped
 * before, so they never narrow a search to nothing.
 */
export async function understandQuery(db: DbOrTx, q: string): Promise<Understanding> {
  const parsed = parseWords(q);
  const understood: Understood = {};
  if (parsed.classLevel) understood.classLevel = parsed.classLevel;
  if (parsed.board) understood.board = parsed.board;
  if (parsed.mode) understood.mode = parsed.mode;
  const result: Understanding = { understood, text: undefined };
  // Typos become the catalogue's words first, so `mathmatics` is read as the subject and `chenai` as
  // the city; the pincode is located meanwhile (on a pool, side by side).
  const [place, words] = await Promise.all([
    parsed.pincode ? locatePincode(db, parsed.pincode) : null,
    correctWords(db, parsed.words.slice(0, MAX_WORDS)),
  ]);
  // An unknown pincode matches nothing as text either: it is dropped rather than emptying the results.
  if (parsed.pincode && place) {
    understood.pincode = parsed.pincode;
    result.near = { lat: place.lat, lng: place.lng };
  }
  // Every phrase the reading below may try is looked up at once, subjects and places side by side.
  const phrases = phrasesOf(words);
  const placeNames = phrases.filter((p) => p.length >= 3).map(normaliseCity);
  const [offered, listedPlaces] = await Promise.all([
    findOfferingsNamed(db, phrases),
    findListedPlaces(db, placeNames),
  ]);
  const left: string[] = [];
  const subjects: Record<ProfileKind, string[]>[] = [];
  let i = 0;
  next: while (i < words.length) {
    for (let n = Math.min(MAX_PHRASE, words.length - i); n >= 1; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      // The first subject is looked for anywhere; more only while every word so far named one.
      if (!understood.subject || subjects.length === left.length) {
        const named = offered.get(phrase.toLowerCase());
        if (named) {
          // Named, and still matched as text: the ranking puts subject hits above bio mentions.
          understood.subject ??= named.tutor[0] ?? named.center[0]!;
          subjects.push(named);
          left.push(phrase);
          i += n;
          continue next;
        }
      }
      if (phrase.length >= 3 && !understood.city && !understood.locality) {
        const listed = listedPlaces.get(normaliseCity(phrase).toLowerCase());
        if (listed?.locality) {
          understood.locality = listed.locality;
          const place = await findLocality(db, listed.locality, listed.city ?? undefined);
          if (place && !result.near) result.near = { lat: place.lat, lng: place.lng };
          if (!place && listed.city) understood.city = listed.city;
          i += n;
          continue next;
        }
        if (listed?.city) {
          understood.city = listed.city;
          i += n;
          continue next;
        }
      }
    }
    left.push(words[i]!);
    i++;
  }
  result.text = left.length ? left.join(' ') : undefined;
  if (subjects.length > 0 && subjects.length === left.length) result.textSubjects = subjects;
  // Nothing understood and nothing left ("the", "tutor"): the words are searched as they were typed.
  if (!result.text && Object.keys(understood).length === 0) result.text = q.trim();
  return result;
}
