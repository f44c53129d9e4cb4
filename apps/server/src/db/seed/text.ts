import {
  boards,
  centerFacilities,
  closings,
  institutes,
  type SubjectInfo,
  teachingStyles,
  universities,
} from './data.ts';
import type { Random } from './random.ts';

/** Degrees by field of study; `%` stands for the field. */
const degreeFor: Record<string, readonly string[]> = {
  Mathematics: ['M.Sc. in %', 'B.Sc. (Hons) in %', 'M.Sc. in % and B.Ed.'],
  Physics: ['M.Sc. in %', 'B.Sc. (Hons) in %', 'M.Sc. in % and B.Ed.'],
  Chemistry: ['M.Sc. in %', 'B.Sc. (Hons) in %', 'M.Sc. in % and B.Ed.'],
  Zoology: ['M.Sc. in %', 'B.Sc. (Hons) in %'],
  'Science Education': ['B.Sc. and B.Ed.', 'M.Sc. in Physics and B.Ed.'],
  'English Literature': ['M.A. in %', 'B.A. (Hons) in %', 'M.A. in % and B.Ed.'],
  Hindi: ['M.A. in %', 'M.A. in % and B.Ed.'],
  History: ['M.A. in %', 'B.A. (Hons) in %'],
  Commerce: ['M.Com.', 'B.Com. (Hons)', 'Chartered Accountant, B.Com.'],
  Economics: ['M.A. in %', 'B.A. (Hons) in %'],
  'Computer Science': ['M.Tech. in %', 'B.Tech. in %', 'MCA'],
  French: ['M.A. in %', 'B.A. in %'],
  Spanish: ['M.A. in %', 'B.A. in %'],
  German: ['M.A. in %', 'B.A. in %'],
  Sanskrit: ['M.A. in %', 'Acharya in %'],
};
const degree = (r: Random, field: string) => r.pick(degreeFor[field] ?? ['M.A. in %']).replace('%', field);

const certificate: Record<string, string> = {
  French: ', DELF B2 certified',
  Spanish: ', DELE C1 certified',
  German: ', Goethe-Zertifikat B2',
};

const musicDetail: Record<string, string> = {
  Guitar: 'chords, fingerstyle and Trinity grade exams',
  Keyboard: 'reading notation, film songs and Trinity grade exams',
  'Carnatic Vocal': 'sarali varisai to varnams and kritis',
  Tabla: 'basic thekas up to Prarambhik and Madhyama exams',
};

const examResults = [
  'several of my students now study at IITs and NITs',
  'over forty of my students have qualified in the last five years',
  'I focus on exam temperament as much as on the syllabus',
  'regular full-length mock tests are part of every plan',
] as const;

const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A believable tutor bio built around the first (main) subject. */
export function tutorBio(r: Random, main: SubjectInfo, all: readonly string[]): string {
  const years = r.int(2, 22);
  const style = r.pick(teachingStyles);
  const closing = r.pick(closings);
  const others = all.filter((s) => s !== main.name);
  const alsoTeach = others.length
    ? ` I also teach ${others.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`
    : '';
  switch (main.kind) {
    case 'exam': {
      const medical = main.name === 'NEET';
      const college = medical
        ? r.pick(institutes.filter((i) => /AIIMS|Medical|CMC/.test(i)))
        : r.pick(institutes.filter((i) => /IIT|NIT|BITS/.test(i)));
      const degree = medical ? 'MBBS' : 'B.Tech.';
      return `${degree} from ${college}. ${years} years of coaching students for ${main.name}; ${r.pick(examResults)}.${alsoTeach} ${style} ${closing}`;
    }
    case 'music':
      return `Trained in ${main.field} for ${years + r.int(5, 12)} years and teaching children and adults for ${years}. Lessons cover ${musicDetail[main.name] ?? 'technique and repertoire'}.${alsoTeach} ${closing}`;
    case 'language':
      return `${degree(r, main.field)} from ${r.pick(universities)}${certificate[main.name] ?? ''}. ${sentence(`${years} years of teaching school students and working professionals, from beginner to exam level.`)}${alsoTeach} ${style} ${closing}`;
    default:
      return `${degree(r, main.field)} from ${r.pick(universities)}. Teaching ${r.pick(main.levels)} students (${r.pick(boards)}) for ${years} years.${alsoTeach} ${style} ${closing}`;
  }
}

/** A center's description: what it prepares students for, where, since when, and what it offers. */
export function centerDescription(r: Random, name: string, focus: string, city: string): string {
  const [a, b] = r.shuffle(centerFacilities);
  const since = r.int(1994, 2021);
  const batch = r.pick([12, 15, 20, 25, 30]);
  const extra = r.pick([
    'Free counselling session for new students.',
    'Scholarship test every quarter.',
    'Demo classes every Saturday morning.',
    'Fee concession for siblings.',
  ]);
  return `${name} has been preparing students for ${focus} in ${city} since ${since}. Batches of at most ${batch} students, ${a} and ${b}. ${extra}`;
}
