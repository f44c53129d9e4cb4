// The one list of requests the benchmarks time: `catalogue.ts` (app.inject) and `run.ts` (`npm run
// bench`, real HTTP against the built server) both read it, so the two measure the same things.

import { DEMO_STUDENT } from '../apps/server/src/db/seed/data.ts';

/** Which target of issue 16 a case is held to (see targets.ts). */
/** `ceiling`: /healthz, what the server costs with no database work; held to no target. */
export type CaseKind = 'listing' | 'deep' | 'search' | 'other' | 'ceiling';

/** The signed-in accounts some cases are sent as (the bench signs each in once, before timing). */
export type BenchAccount = 'tutor' | 'center' | 'student';

/** What some URLs need from the catalogue under test, read once before timing. */
export interface CaseContext {
  /** `Authorization` headers of the accounts the catalogue has (see seeded.ts pickAccounts). */
  sessions: Partial<Record<BenchAccount, string>>;
  /** A listed tutor, for the profile page. */
  tutorId: string;
  /** The latest tutors (profiles for the mixed-reads rotation). */
  tutorIds: string[];
  /** The all-tutors page that holds the last match (from page 1's `total` and `pageSize`). */
  lastPage: number;
  /** The keyset cursor (`next`) after the 6,000th tutor by rating, where page 500 of 12 would start. */
  deepCursor: string;
}

export interface BenchCase {
  name: string;
  kind: CaseKind;
  url: (ctx: CaseContext) => string;
  /** Sent signed in as this account (its own answer: leads, own requirements). */
  as?: BenchAccount;
}

/** The headers a case is sent with: the account's session, if it has one. */
export const caseHeaders = (c: BenchCase, ctx: CaseContext): Record<string, string> => {
  const session = c.as && ctx.sessions[c.as];
  return session ? { authorization: session } : {};
};

const tutors = (query: string): string => `/api/tutors/all-tutors${query ? `?${query}` : ''}`;
/** A case whose URL is the same for every catalogue. */
const fixedCase = (name: string, kind: CaseKind, url: string): BenchCase => ({ name, kind, url: () => url });

/** What visitors do most: browse, filter, sort, page deep, type into the search box (with a typo). */
export const cases: BenchCase[] = [
  fixedCase('all-tutors (no filter)', 'listing', tutors('')),
  fixedCase('all-tutors subject=Physics', 'listing', tutors('subject=Physics')),
  fixedCase('all-tutors maxFee+minRating+sort=fees', 'listing', tutors('maxFee=1000&minRating=4&sort=fees')),
  fixedCase(
    'all-tutors four filters',
    'listing',
    tutors('subject=Mathematics&maxFee=1500&minRating=4&availability=Evening'),
  ),
  fixedCase('all-tutors subject+sort=fees', 'listing', tutors('subject=Physics&sort=fees')),
  fixedCase('all-tutors sort=ratings', 'listing', tutors('sort=ratings')),
  fixedCase('all-tutors sort=response', 'listing', tutors('sort=response')),
  fixedCase('all-tutors availability+subject', 'listing', tutors('availability=Evening&subject=english')),
  // The class, board and teaching filters beside a subject (the filter panel offers each): their
  // matches are a small share of a large catalogue, which a count up to the cap reads far into.
  fixedCase(
    'all-tutors class+board+subject+availability',
    'listing',
    tutors('classLevel=XI-XII&board=CBSE&subject=Physics&availability=Evening'),
  ),
  fixedCase('all-tutors class+board', 'listing', tutors('classLevel=IX-X&board=CBSE')),
  // Totals kept per combination (listing_facet_counts): one nobody matches (the seed's Physics
  // tutors teach classes VI to XII), a rare one (about 0.06 % of the tutors), and all five filters.
  fixedCase('all-tutors subject+class (no match)', 'listing', tutors('subject=Physics&classLevel=College')),
  fixedCase(
    'all-tutors subject+board+mode (rare)',
    'listing',
    tutors('subject=French&board=State&mode=AtTutor'),
  ),
  fixedCase(
    'all-tutors five filters sort=ratings',
    'listing',
    tutors('subject=Physics&classLevel=IX-X&board=IB&availability=Evening&mode=AtTutor&sort=ratings'),
  ),
  fixedCase(
    'all-tutors board+subject sort=ratings',
    'listing',
    tutors('board=CBSE&subject=Physics&sort=ratings'),
  ),
  fixedCase('all-tutors q=mathematics', 'listing', tutors('q=mathematics')),
  fixedCase('all-tutors q=guitar sort=fees', 'listing', tutors('q=guitar&sort=fees')),
  fixedCase('all-tutors q=physcs (typo)', 'listing', tutors('q=physcs')),
  // A surname: no subject holds it, two in a hundred profiles do (their names), so it is counted by estimate.
  fixedCase('all-tutors q=sharma (a surname)', 'listing', tutors('q=sharma')),
  // A word too rare for the column's statistics: PostgreSQL's estimate is a fixed guess, not a reading.
  fixedCase('all-tutors q=zubin (a rare word)', 'listing', tutors('q=zubin')),
  // The surname beside a filter: the word's matches and the filter's meet in one GIN index (decision 027).
  fixedCase('all-tutors q=sharma subject=Physics', 'listing', tutors('q=sharma&subject=Physics')),
  fixedCase('all-tutors q=sharma city=Pune', 'listing', tutors('q=sharma&city=Pune')),
  fixedCase('near=411038 q=sharma', 'listing', tutors('near=411038&q=sharma')),
  fixedCase('all-tutors sort=name page 50', 'deep', tutors('sort=name&page=50')),
  // Pages stop at LISTING_COUNT_CAP (decision 017): page 84 is the deepest a capped listing offers; page 500 is refused (400).
  fixedCase('all-tutors page=84 sort=ratings', 'deep', tutors('page=84&sort=ratings')),
  { name: 'all-tutors last page', kind: 'deep', url: (ctx) => tutors(`page=${ctx.lastPage}`) },
  // Past the cap by keyset (`after`): where page 500 starts, at the cost of a first page.
  {
    name: 'all-tutors page 500 by keyset sort=ratings',
    kind: 'deep',
    url: (ctx) => tutors(`sort=ratings${ctx.deepCursor && `&after=${encodeURIComponent(ctx.deepCursor)}`}`),
  },
  // Near me (issue 11): a parent's pincode, the home-tuition rule, a city, parents' words.
  fixedCase('near=411038 sort=distance', 'listing', tutors('near=411038&sort=distance')),
  fixedCase('near=411038 mode=Home sort=distance', 'listing', tutors('near=411038&mode=Home&sort=distance')),
  fixedCase(
    'near=110017 radius 5 subject=Mathematics',
    'listing',
    tutors('near=110017&radiusKm=5&subject=Mathematics&sort=distance'),
  ),
  fixedCase(
    'near=560034 classLevel=IX-X board=CBSE',
    'listing',
    tutors('near=560034&classLevel=IX-X&board=CBSE'),
  ),
  fixedCase('city=Pune mode=Online', 'listing', tutors('city=Pune&mode=Online')),
  // 'Book Free Demo Classes': a subject's tutors (50 candidates), ranked by their next open demo slot.
  fixedCase('demo/tutors subject=Physics', 'listing', '/api/demo/tutors?subject=Physics'),
  fixedCase(
    'demo/tutors Home near=411038',
    'listing',
    '/api/demo/tutors?subject=Mathematics&mode=Home&near=411038',
  ),
  // Learning requirements (issue 13): the leads a tutor and a center see, newest first, and a
  // student's own. Each is the account's own answer (signed in; nothing shared between visitors).
  { ...fixedCase("requirements: a tutor's leads", 'listing', '/api/requirements'), as: 'tutor' },
  { ...fixedCase("requirements: a center's leads", 'listing', '/api/requirements'), as: 'center' },
  { ...fixedCase("requirements: a student's own", 'listing', '/api/requirements'), as: 'student' },
  // The header search box: a common word, a rare one, a misspelling, parents' sentences.
  fixedCase('search?q=mathematics', 'search', '/api/search?q=mathematics'),
  fixedCase('search?q=guitar', 'search', '/api/search?q=guitar'),
  fixedCase('search?q=mathmatics (typo)', 'search', '/api/search?q=mathmatics'),
  fixedCase('search?q=physics chemistry', 'search', '/api/search?q=physics%20chemistry'),
  fixedCase('search?q=maths tutor in pune', 'search', '/api/search?q=maths%20tutor%20in%20pune'),
  fixedCase('search?q=cbse chemistry kothrud', 'search', '/api/search?q=cbse%20chemistry%20kothrud'),
  fixedCase('latest-tutors', 'other', '/api/tutors/latest-tutors'),
  { name: 'get-tutor/:id', kind: 'other', url: (ctx) => `/api/tutors/get-tutor/${ctx.tutorId}` },
  fixedCase('tutors/search?name=priya sharma', 'other', '/api/tutors/search?name=priya%20sharma'),
  fixedCase('tuition-centers/all near=400053', 'other', '/api/tuition-centers/all?near=400053&sort=distance'),
  fixedCase('tuition-centers/all course=NEET', 'other', '/api/tuition-centers/all?course=NEET'),
  fixedCase('tuition-centers/all q=chenai', 'other', '/api/tuition-centers/all?q=chenai'),
  fixedCase(
    'tuition-centers/all q=academy city=Pune',
    'other',
    '/api/tuition-centers/all?q=academy&city=Pune',
  ),
  // The ceiling: what the server costs with no database work at all.
  fixedCase('/healthz', 'ceiling', '/healthz'),
];

/** The cases whose name contains `only` (all of them without it). */
export const selectCases = (only?: string): BenchCase[] =>
  cases.filter((c) => !only || c.name.includes(only));

/** How the bench reaches the running app: `get` and `post` answer a URL's parsed JSON body. */
export interface BenchClient {
  get(url: string): Promise<unknown>;
  post(url: string, body: object): Promise<unknown>;
}

/**
 * Reads what the URLs need from the running app: a tutor id from the latest tutors, the last page
 * from the unfiltered first page, and a session for each of `accounts` (their e-mails; every seeded
 * account has the demo password).
 */
export async function readContext(
  { get, post }: BenchClient,
  accounts: Partial<Record<BenchAccount, string>>,
): Promise<CaseContext> {
  const sessions: CaseContext['sessions'] = {};
  for (const [account, email] of Object.entries(accounts) as [BenchAccount, string][]) {
    const { token } = (await post('/api/user/login', { email, password: DEMO_STUDENT.password })) as {
      token?: string;
    };
    if (!token) throw new Error(`${email} (the bench's ${account}) could not sign in`);
    sessions[account] = `Bearer ${token}`;
  }
  const latest = (await get('/api/tutors/latest-tutors')) as { latestTutors: { _id: string }[] };
  const first = (await get(tutors(''))) as { total: number; pageSize: number };
  const tutorIds = latest.latestTutors.map((t) => t._id);
  const tutorId = tutorIds[0];
  if (!tutorId) throw new Error('the catalogue lists no tutors');
  // 60 keyset pages of 100 by rating: the row where page 500 of 12 would start.
  let deepCursor = '';
  for (let i = 0; i < 60; i++) {
    const after = deepCursor ? `&after=${encodeURIComponent(deepCursor)}` : '';
    const page = (await get(tutors(`sort=ratings&limit=100${after}`))) as { next?: string };
    if (!page.next) break;
    deepCursor = page.next;
  }
  const lastPage = Math.max(1, Math.ceil(first.total / first.pageSize));
  return { sessions, tutorId, tutorIds, lastPage, deepCursor };
}

/** What a listing or search answer found, for the log: `total 9697`, `12 rows`. */
export function describeFound(body: unknown): string {
  if (Array.isArray(body)) return `${body.length} rows`;
  const o = body as { total?: number; totalCapped?: boolean; tutors?: unknown[]; tuitionCenters?: unknown[] };
  if (o && typeof o.total === 'number') return `total ${o.total}${o.totalCapped ? '+' : ''}`;
  // The search box's answer: a few of each, no total.
  if (o?.tutors && o.tuitionCenters) return `${o.tutors.length} tutors, ${o.tuitionCenters.length} centers`;
  return '';
}

const byName = (name: string): BenchCase => {
  const found = cases.find((c) => c.name === name);
  if (!found) throw new Error(`no bench case named ${name}`);
  return found;
};

/** What `npm run bench` loads at 50 connections, each against /healthz (issue 16's throughput target). */
export const loadCases = {
  healthz: byName('/healthz'),
  allTutors: byName('all-tutors (no filter)'),
  filtered: byName('all-tutors maxFee+minRating+sort=fees'),
};

/** The rotation of the 200-connection run: browsing, filtering, near me, the search box, profiles. */
export function mixedReads(ctx: CaseContext): string[] {
  const names = [
    'all-tutors (no filter)',
    'all-tutors subject=Physics',
    'all-tutors maxFee+minRating+sort=fees',
    'near=411038 sort=distance',
    'all-tutors q=mathematics',
    'search?q=mathematics',
    'search?q=guitar',
    'search?q=mathmatics (typo)',
    'latest-tutors',
    'tuition-centers/all course=NEET',
  ];
  const profiles = ctx.tutorIds.slice(0, 4).map((id) => `/api/tutors/get-tutor/${id}`);
  return [...names.map((n) => byName(n).url(ctx)), ...profiles];
}
