import type { CenterCard, TutorCard, Understood } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import { setSlowToAnswer } from './helpers/catalogue-rows.ts';
import { createCenter, createTutor, unplacedTutorCardFields } from './helpers/factories.ts';
import { vacuumAnalyze } from './helpers/query-plans.ts';

interface SearchBody {
  tutors: TutorCard[];
  tuitionCenters: CenterCard[];
  understood: Understood;
}

describe('search', async () => {
  const app = await createTestApp();

  const meera = await createTutor(app, {
    name: 'Meera Kulkarni',
    bio: 'Board exam preparation with plenty of practice.',
    subjects: { Mathematics: 900 },
  });
  const ravi = await createTutor(app, {
    name: 'Ravi Shankar',
    bio: 'Concepts first, numericals after.',
    subjects: { Physics: 1200, Chemistry: 1100 },
  });
  // Mentions mathematics only in the bio: a full-text hit, but a weaker one than a subject.
  const sunil = await createTutor(app, {
    name: 'Sunil Dutt',
    bio: 'I coach mathematics olympiad problems for young learners.',
    subjects: { Science: 700 },
  });
  // Guitar as a subject (strong full-text hit), in the bio (weak full-text hit), and only as a
  // look-alike name that trigrams match closely but full text does not.
  const guitarTeacher = await createTutor(app, {
    name: 'Kiran Das',
    bio: 'Acoustic and electric.',
    subjects: { Guitar: 800 },
  });
  const guitarBio = await createTutor(app, {
    name: 'Nisha Pinto',
    bio: 'Keyboard lessons; I play guitar in a band too.',
    subjects: { Keyboard: 900 },
  });
  const lookAlike = await createTutor(app, {
    name: 'Guitarra Menon',
    bio: 'Hindi and Sanskrit grammar.',
    subjects: { Hindi: 500 },
  });
  const chennaiCenter = await createCenter(app, {
    name: 'Crest Tutorials',
    location: 'Adyar, Chennai',
    description: 'Physics and chemistry for Class XI and XII.',
    courses: { Physics: 1500, Chemistry: 1500 },
  });
  const puneCenter = await createCenter(app, {
    name: 'Apex Classes',
    location: 'Kothrud, Pune',
    description: 'Coaching for engineering entrance exams.',
    courses: { 'IIT-JEE': 2500 },
  });

  const search = async (q: string) => {
    const res = await app.inject({ url: '/api/search', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchBody;
  };
  const tutorIds = async (q: string) => (await search(q)).tutors.map((t) => t._id);

  it('finds tutors and centers by subject, name and place', async () => {
    const body = await search('physics');
    expect(body.tutors.map((t) => t._id)).toEqual([ravi.id]);
    expect(body.tuitionCenters.map((c) => c._id)).toEqual([chennaiCenter.id]);
    // Fuzzy matching may add weaker look-alikes after it, never before.
    expect((await tutorIds('Meera'))[0]).toBe(meera.id);
    expect((await search('pune')).tuitionCenters.map((c) => c._id)).toEqual([puneCenter.id]);
    expect((await search('engineering entrance')).tuitionCenters.map((c) => c._id)).toEqual([puneCenter.id]);
  });

  it('tolerates typos (mathmatics, Physcs, chemstry, Chenai): a typo finds what the word finds', async () => {
    // Corrected to the catalogue's word before matching, so the bio mention counts too, ranked lower.
    expect(await tutorIds('mathmatics')).toEqual([meera.id, sunil.id]);
    expect(await tutorIds('Physcs')).toEqual([ravi.id]);
    expect(await tutorIds('chemstry')).toEqual([ravi.id]);
    expect(await tutorIds('kulkarny')).toEqual([meera.id]);
    const chenai = await search('Chenai');
    expect(chenai.tuitionCenters.map((c) => c._id)).toEqual([chennaiCenter.id]);
  });

  it('ranks subject and name hits above bio hits; a word the catalogue knows is not read as a typo', async () => {
    expect(await tutorIds('mathematics')).toEqual([meera.id, sunil.id]);
    // "guitar" is a word of the catalogue, so the look-alike name (Guitarra, who teaches Hindi) is
    // not a match: only typos are corrected, and only to one word.
    expect(await tutorIds('guitar')).toEqual([guitarTeacher.id, guitarBio.id]);
    expect(await tutorIds('guitarra')).toEqual([lookAlike.id]);
  });

  it('a subject alone: its teachers in the best-rated listing order, then profiles that only mention it', async () => {
    const teachers: Awaited<ReturnType<typeof createTutor>>[] = [];
    for (const name of ['Xena Rao', 'Yash Iyer', 'Zoya Khan'])
      teachers.push(await createTutor(app, { name, subjects: { Xylophonics: 800 } }));
    // Listed below the others (requests left unanswered), which a text ranking would not know.
    await setSlowToAnswer(app, teachers[0]!.id, true);
    const mention = await createTutor(app, {
      name: 'Omkar Joshi',
      bio: 'Piano, and some xylophonics for beginners.',
      subjects: { Piano: 600 },
    });
    const listing = (await app.inject('/api/tutors/all-tutors?subject=Xylophonics&sort=ratings')).json();
    const inListingOrder = listing.tutors.map((t: TutorCard) => t._id);
    expect(inListingOrder).toHaveLength(teachers.length);
    expect(inListingOrder.at(-1)).toBe(teachers[0]!.id);
    expect(await tutorIds('xylophonics')).toEqual([...inListingOrder, mention.id]);
    // A typo of the subject is the subject.
    expect(await tutorIds('xylophonic')).toEqual([...inListingOrder, mention.id]);
  });

  it('several subjects: who teaches them all in the best-rated listing order, then who only mentions them', async () => {
    const both: Awaited<ReturnType<typeof createTutor>>[] = [];
    for (const name of ['Anil Menon', 'Bina Shah', 'Chitra Nair'])
      both.push(await createTutor(app, { name, subjects: { Lutherie: 900, Campanology: 700 } }));
    // The text ranking ties these three and would put the lowest id first: listed last, it shows
    // the listing order decides.
    const first = [...both].sort((a, b) => a.id.localeCompare(b.id))[0]!;
    await setSlowToAnswer(app, first.id, true);
    const one = await createTutor(app, { name: 'Dev Kapoor', subjects: { Lutherie: 500 } });
    const mention = await createTutor(app, {
      name: 'Esha Gill',
      bio: 'Lutherie workshops, and campanology on Sundays.',
      subjects: { Music: 600 },
    });
    const found = await tutorIds('lutherie campanology');
    expect(found.slice(0, 3).at(-1)).toBe(first.id);
    expect(new Set(found.slice(0, 3))).toEqual(new Set(both.map((t) => t.id)));
    expect(found.slice(3)).toEqual([mention.id]);
    expect(found).not.toContain(one.id);
    expect((await search('lutherie campanology')).understood).toEqual({ subject: 'Lutherie' });
  });

  it('answers empty lists (200) for blank text and for words that mean nothing', async () => {
    for (const q of ['', '   ', 'the', 'xqzvw'])
      expect(await search(q)).toEqual({ tutors: [], tuitionCenters: [], understood: {} });
    const none = await app.inject('/api/search');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ tutors: [], tuitionCenters: [], understood: {} });
  });

  it('takes any punctuation without a syntax error', async () => {
    for (const q of ["'&|!():*", 'physics & (chemistry', '"unterminated', 'a <-> b', 'math:*', '%_\\'])
      await search(q);
  });

  it('rejects text over 200 characters with 400 naming q', async () => {
    const res = await app.inject({ url: '/api/search', query: { q: 'a'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('q');
    expect((await app.inject({ url: '/api/search', query: { q: 'a'.repeat(200) } })).statusCode).toBe(200);
  });

  it('answers cards without e-mail addresses or password hashes', async () => {
    const res = await app.inject({ url: '/api/search', query: { q: 'physics' } });
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    expect(res.json().tutors[0]).toEqual({
      _id: ravi.id,
      name: 'Ravi Shankar',
      photo: '/images/tutor-placeholder.svg',
      bio: 'Concepts first, numericals after.',
      availability: 'Morning',
      subjects: ['Chemistry', 'Physics'],
      fees: { Chemistry: 1100, Physics: 1200 },
      lowestFee: 1100,
      ratings: 0,
      reviewCount: 0,
      createdAt: expect.any(String),
      ...unplacedTutorCardFields,
    });
  });

  it('GET /api/tutors/search?name= answers a plain array, best first, typo-tolerant', async () => {
    const res = await app.inject({ url: '/api/tutors/search', query: { name: 'mathmatics' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: TutorCard) => t._id)).toEqual([meera.id, sunil.id]);
    const ranked = await app.inject({ url: '/api/tutors/search', query: { name: 'guitar' } });
    expect(ranked.json().map((t: TutorCard) => t._id)).toEqual([guitarTeacher.id, guitarBio.id]);
    const name = await app.inject({ url: '/api/tutors/search', query: { name: 'kulkarny' } });
    expect(name.json().map((t: TutorCard) => t._id)).toEqual([meera.id]);
    for (const name of ['', '  ']) {
      const empty = await app.inject({ url: '/api/tutors/search', query: { name } });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
    }
    expect((await app.inject('/api/tutors/search')).json()).toEqual([]);
    const long = await app.inject({ url: '/api/tutors/search', query: { name: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].path).toBe('name');
  });

  it('GET /api/tutors/search?name= answers names that start with the words first, as whole words', async () => {
    const longer = await createTutor(app, { name: 'Asha Verma Iyer', subjects: { Hindi: 500 } });
    const exact = await createTutor(app, { name: 'Asha Verma', subjects: { Hindi: 500 } });
    const inside = await createTutor(app, { name: 'Zubin Asha Verma', subjects: { Hindi: 500 } });
    await createTutor(app, { name: 'Asha Vermaji', subjects: { Hindi: 500 } });
    const byName = async (name: string) =>
      (await app.inject({ url: '/api/tutors/search', query: { name } })).json().map((t: TutorCard) => t._id);
    // The names that are the words or start with them (in name order), then the other text matches;
    // "Vermaji" is another word, not Verma.
    expect(await byName('asha verma')).toEqual([exact.id, longer.id, inside.id]);
    expect(await byName('  ASHA   Verma ')).toEqual([exact.id, longer.id, inside.id]);
    expect(await byName('asha verma iyer')).toEqual([longer.id]);
  });

  it('keeps answering typos after the database is vacuumed and analyzed (the dictionary included)', async () => {
    // pg_trgm's `%` once stalled PGlite's connection here; the dictionary is probed with `<%`.
    await vacuumAnalyze(app.db);
    expect(await tutorIds('mathmatics')).toEqual([meera.id, sunil.id]);
    expect(await tutorIds('guitar')).toEqual([guitarTeacher.id, guitarBio.id]);
    const listed = await app.inject({ url: '/api/tutors/all-tutors', query: { q: 'Physcs' } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().tutors.map((t: TutorCard) => t._id)).toEqual([ravi.id]);
  });

  it('answers at most 20 of each', async () => {
    for (let i = 0; i < 22; i++) {
      await createTutor(app, { name: `Tabla Tutor ${i}`, subjects: { Tabla: 600 + i } });
      await createCenter(app, { name: `Tabla Centre ${i}`, courses: { Tabla: 900 } });
    }
    const body = await search('tabla');
    expect(body.tutors).toHaveLength(20);
    expect(body.tuitionCenters).toHaveLength(20);
    const byName = await app.inject({ url: '/api/tutors/search', query: { name: 'tabla' } });
    expect(byName.json()).toHaveLength(20);
    expect((await app.inject('/api/tutors/all-tutors?q=tabla')).json().total).toBe(22);
  });
});
