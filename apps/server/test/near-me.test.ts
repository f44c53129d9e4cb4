import { setImmediate as nextTurn } from 'node:timers/promises';
import { placeMessages, type TutorCard } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';
import {
  explainNearListing,
  insertLocatedTutors,
  makeOnePointNewest,
  nearestTutorsWithin,
  newestTutorsWithin,
  profileRow,
  tutorReach,
} from './helpers/catalogue-rows.ts';
import { createCenter, createTutor } from './helpers/factories.ts';

/** earthdistance's sphere (earth() = 6,378,168 m): km per degree of latitude. */
const KM_PER_DEGREE = (6_378_168 * Math.PI) / 180 / 1000;
const ORIGIN = { lat: 18.5, lng: 73.8 };
/** A point `km` due north of the origin: its distance from the origin is exactly `km`. */
const north = (km: number) => ({ lat: ORIGIN.lat + km / KM_PER_DEGREE, lng: ORIGIN.lng });
const near = `${ORIGIN.lat},${ORIGIN.lng}`;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

describe('near me: listing filters by place, distance, mode, class and board', async () => {
  const app = await createTestApp();
  // Hand-placed tutors (newest first in this order); the comment is each one's distance from ORIGIN.
  const tutor = (name: string, days: number, over: Parameters<typeof createTutor>[1]) =>
    createTutor(app, { name, createdAt: daysAgo(days), subjects: { Mathematics: 900 }, ...over });
  const asha = await tutor('Asha', 1, {
    ...north(2),
    city: 'Pune',
    modes: ['Home', 'Online'],
    travelKm: 5,
    classLevels: ['IX-X'],
    boards: ['CBSE'],
  }); // 2 km
  const bala = await tutor('Bala', 2, {
    ...north(4),
    city: 'Pune',
    modes: ['Home'],
    travelKm: 3,
    classLevels: ['XI-XII'],
    boards: ['ICSE'],
  }); // 4 km, travels only 3
  const chetan = await tutor('Chetan', 3, { ...north(8), city: 'Pune', modes: ['Online'] }); // 8 km
  const dev = await tutor('Dev', 4, { ...north(12), city: 'Pune', modes: ['Home'], travelKm: 15 }); // 12 km
  const edge = await tutor('Edge', 5, { ...north(49.9), city: 'Satara', modes: ['Home'], travelKm: 50 }); // 49.9 km
  const far = await tutor('Far', 6, { ...north(50.2), city: 'Satara', modes: ['Home'], travelKm: 50 }); // 50.2 km
  const gauri = await tutor('Gauri', 7, { modes: ['Online'] }); // no place
  // Two at the same spot: the distance ties, the id decides.
  const [twinA, twinB] = [
    await tutor('Twin One', 8, { ...north(6), city: 'Pune', modes: ['Home'], travelKm: 10 }),
    await tutor('Twin Two', 9, { ...north(6), city: 'Pune', modes: ['Home'], travelKm: 10 }),
  ].sort((a, b) => (a.id < b.id ? -1 : 1));

  const list = async (query: string) => {
    const res = await app.inject(`/api/tutors/all-tutors?limit=50&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { tutors: TutorCard[]; total: number };
  };
  const ids = async (query: string) => (await list(query)).tutors.map((t) => t._id);
  const set = (...actors: { id: string }[]) => actors.map((a) => a.id).sort();

  it('near (lat,lng) keeps profiles within the default 10 km, and sort=distance orders them nearest first with ties by id', async () => {
    expect((await ids(`near=${near}`)).sort()).toEqual(set(asha, bala, chetan, twinA!, twinB!));
    const sorted = await list(`near=${near}&sort=distance`);
    expect(sorted.tutors.map((t) => t._id)).toEqual([asha.id, bala.id, twinA!.id, twinB!.id, chetan.id]);
    expect(sorted.tutors.map((t) => t.distanceKm)).toEqual([2, 4, 6, 6, 8]);
    expect(sorted.total).toBe(5);
    // Pages cut through the tie at 6 km: each twin appears once, in id order, across the pages.
    const pages = await app.inject(`/api/tutors/all-tutors?near=${near}&sort=distance&limit=3&page=1`);
    expect(pages.json().tutors.map((t: TutorCard) => t._id)).toEqual([asha.id, bala.id, twinA!.id]);
    const second = await app.inject(`/api/tutors/all-tutors?near=${near}&sort=distance&limit=3&page=2`);
    expect(second.json().tutors.map((t: TutorCard) => t._id)).toEqual([twinB!.id, chetan.id]);
    expect(second.json().total).toBe(5);
  });

  it('mode=Home with near keeps only tutors within both the radius and their own travel distance', async () => {
    expect((await ids(`near=${near}&mode=Home`)).sort()).toEqual(set(asha, twinA!, twinB!));
    // Dev (12 km) travels 15: inside a 20 km radius he comes; Bala (4 km, travels 3) still does not.
    expect((await ids(`near=${near}&mode=Home&radiusKm=20`)).sort()).toEqual(set(asha, dev, twinA!, twinB!));
  });

  it('the 50 km radius includes 49.9 km and excludes 50.2 km', async () => {
    const found = await ids(`near=${near}&radiusKm=50`);
    expect(found).toContain(edge.id);
    expect(found).not.toContain(far.id);
  });

  it('mode=Online ignores the place: online tutors anywhere, those without a place too', async () => {
    const online = await list(`near=${near}&mode=Online&sort=distance`);
    expect(online.tutors.map((t) => t._id)).toEqual([asha.id, chetan.id, gauri.id]);
    // Located ones say how far they are; one without a place says nothing.
    expect(online.tutors.map((t) => t.distanceKm)).toEqual([2, 8, undefined]);
  });

  it('city (case-insensitive), classLevel and board filter alone and combined', async () => {
    expect((await ids('city=pune')).sort()).toEqual(set(asha, bala, chetan, dev, twinA!, twinB!));
    expect(await ids('city=Satara&sort=name')).toEqual([edge.id, far.id]);
    expect(await ids('classLevel=IX-X')).toEqual([asha.id]);
    expect(await ids('board=ICSE')).toEqual([bala.id]);
    expect(await ids(`board=CBSE&near=${near}&mode=Home&classLevel=IX-X`)).toEqual([asha.id]);
    expect(await ids('board=IB')).toEqual([]);
  });

  it('cards show the place but never coordinates; an unlocated profile shows none', async () => {
    const res = await app.inject(`/api/tutors/all-tutors?near=${near}&mode=Online`);
    expect(res.body).not.toMatch(/"lat"|"lng"|pincode/);
    const cards = res.json().tutors as TutorCard[];
    expect(cards.find((t) => t._id === asha.id)).toMatchObject({
      city: 'Pune',
      modes: ['Home', 'Online'],
      travelKm: 5,
      classLevels: ['IX-X'],
      boards: ['CBSE'],
      distanceKm: 2,
    });
    expect(cards.find((t) => t._id === gauri.id)).toMatchObject({ city: null, locality: null });
  });

  it('refuses bad place input with 400 naming the parameter', async () => {
    const bad = async (query: string, path: string, message?: string) => {
      const res = await app.inject(`/api/tutors/all-tutors?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].path).toBe(path);
      if (message) expect(res.json().errors[0].message).toBe(message);
    };
    await bad('near=012345', 'near', placeMessages.near);
    await bad('near=4110', 'near');
    await bad('near=99.1,73.8', 'near');
    await bad('near=999999', 'near', placeMessages.unknownNear);
    await bad('sort=distance', 'sort', placeMessages.distanceNeedsNear);
    await bad(`near=${near}&radiusKm=0`, 'radiusKm', placeMessages.radius);
    await bad(`near=${near}&radiusKm=51`, 'radiusKm', placeMessages.radius);
    await bad('mode=Bicycle', 'mode');
    await bad('classLevel=XIII', 'classLevel');
    await bad('board=Oxford', 'board');
    const centers = await app.inject('/api/tuition-centers/all?near=999999');
    expect(centers.statusCode).toBe(400);
  });
});

describe('near me: a pincode locates a profile', async () => {
  const app = await createTestApp({ REGISTER_MAX_PER_HOUR: '100' });
  let n = 0;
  const body = (over: Record<string, unknown> = {}) => ({
    role: 'Tutor',
    acceptTerms: true,
    name: 'Kavya Joshi',
    email: `kavya${n++}@example.test`,
    password: 'a-long-password',
    bio: 'Maths for Class 9 and 10',
    availability: 'Evening',
    subjects: ['Mathematics'],
    fees: { Mathematics: 1500 },
    city: 'Pune',
    pincode: '411038',
    travelKm: 6,
    modes: ['Home'],
    classLevels: ['IX-X'],
    ...over,
  });
  const register = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/user/register', payload });

  it('stores the directory city, locality and coordinates of the pincode, and the tutor is found near it', async () => {
    const res = await register(body({ city: 'pune' }));
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ city: 'Pune', locality: 'Kothrud', pincode: '411038', travelKm: 6 });
    const row = await profileRow(app, 'tutor', user._id);
    expect(row!.lat).toBeCloseTo(18.5166, 3);
    const found = await app.inject('/api/tutors/all-tutors?near=411038&mode=Home&sort=distance');
    expect(found.json().tutors[0]).toMatchObject({ _id: user._id, distanceKm: 0, locality: 'Kothrud' });
    // 411004 (Deccan Gymkhana) is 3.3 km away: within her 6 km. 411001 (Pune station) is 7.8 km
    // away: inside the default radius, but farther than she travels.
    const ids = async (query: string) =>
      (await app.inject(`/api/tutors/all-tutors?${query}`)).json().tutors.map((t: TutorCard) => t._id);
    expect(await ids('near=411004&mode=Home')).toContain(user._id);
    expect(await ids('near=411001&mode=Home')).not.toContain(user._id);
    expect(await ids('near=411001')).toContain(user._id);
  });

  it('refuses Home with no travel distance, and an unknown pincode, saving nothing', async () => {
    const home = await register(body({ travelKm: 0, email: 'home0@example.test' }));
    expect(home.statusCode).toBe(400);
    expect(home.json().errors[0]).toEqual({ path: 'travelKm', message: placeMessages.homeNeedsTravel });
    const unknown = await register(body({ pincode: '999999', email: 'nowhere@example.test' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({ path: 'pincode', message: placeMessages.unknownPincode });
    const malformed = await register(body({ pincode: '41103', email: 'short@example.test' }));
    expect(malformed.json().errors[0]).toEqual({ path: 'pincode', message: placeMessages.pincode });
    const noModes = await register(body({ modes: [], email: 'nomodes@example.test' }));
    expect(noModes.json().errors[0]).toEqual({ path: 'modes', message: placeMessages.modes });
    for (const email of ['home0@example.test', 'nowhere@example.test']) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: 'a-long-password' },
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it('checks a change of modes or travel distance against the stored other', async () => {
    const res = await register(body({ modes: ['Online'], travelKm: 0, email: 'online@example.test' }));
    const { user } = res.json();
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'online@example.test', password: 'a-long-password' },
      })
    ).json().token;
    const update = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/tutors/update-tutor/${user._id}`,
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
    const home = await update({ modes: ['Home', 'Online'] });
    expect(home.statusCode).toBe(400);
    expect(home.json().errors[0].path).toBe('travelKm');
    expect(await tutorReach(app, user._id)).toEqual({ modes: ['Online'], travelKm: 0 });
    const ok = await update({ modes: ['Home', 'Online'], travelKm: 4, pincode: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tutor).toMatchObject({ modes: ['Home', 'Online'], travelKm: 4, pincode: null });
    // No pincode, no coordinates: place filters leave the profile out.
    expect((await profileRow(app, 'tutor', user._id))!.lat).toBeNull();
  });

  it('normalises a typed city without a pincode (bangalore → Bengaluru) and keeps an unknown one as typed', async () => {
    const blr = await register(body({ pincode: '', city: 'bangalore', email: 'blr@example.test' }));
    expect(blr.json().user).toMatchObject({ city: 'Bengaluru', pincode: null });
    const odd = await register(body({ pincode: '', city: 'Nowhere Nagar', email: 'odd@example.test' }));
    expect(odd.json().user.city).toBe('Nowhere Nagar');
    const listed = await app.inject('/api/tutors/all-tutors?city=BENGALURU');
    expect(listed.json().tutors.map((t: TutorCard) => t._id)).toEqual([blr.json().user._id]);
  });

  it('free text near a place finds the radius by its pincodes: the same tutors, in the same order, as the radius read point by point', async () => {
    const named = [
      ['Ravi Sharma', '411038', 3],
      ['Priya Sharma', '411001', 10],
      ['Asha Kulkarni', '411038', 10],
      ['Mohan Sharma', '110017', 10],
    ] as const;
    for (const [name, pincode, travelKm] of named) {
      const res = await register(
        body({ name, pincode, travelKm, email: `${name.replace(' ', '.')}@example.test` }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const names = async (query: string) =>
      (await app.inject(`/api/tutors/all-tutors?limit=50&${query}`))
        .json()
        .tutors.map((t: TutorCard) => t.name);
    for (const place of [
      'near=411038&radiusKm=3',
      'near=411038&radiusKm=10',
      'near=411038&radiusKm=10&mode=Home',
    ]) {
      for (const sort of ['', '&sort=distance']) {
        const inRadius = await names(`${place}${sort}`);
        const withWord = await names(`${place}${sort}&q=sharma`);
        expect(withWord, place + sort).toEqual(inRadius.filter((name: string) => name.endsWith('Sharma')));
        expect(withWord, place + sort).toContain('Ravi Sharma');
        expect(withWord, place + sort).not.toContain('Mohan Sharma');
      }
    }
    // Pune station is ~6 km from Kothrud: outside 3 km, inside 10; with mode=Home Ravi travels only 3.
    expect(await names('near=411038&radiusKm=3&q=sharma')).toEqual(['Ravi Sharma']);
    expect(await names('near=411038&radiusKm=10&q=sharma&sort=distance')).toEqual([
      'Ravi Sharma',
      'Priya Sharma',
    ]);
    expect(await names('near=411038&radiusKm=10&mode=Home&q=sharma')).toContain('Priya Sharma');
  });
});

describe('near me: search understands parents’ words', async () => {
  const app = await createTestApp();
  const at = async (pincode: string) => {
    const [place] = (await app.inject(`/api/places?q=${pincode}`)).json().places;
    return { city: place.city, locality: place.locality, pincode, lat: place.lat, lng: place.lng };
  };
  const kothrud = await at('411038');
  const mumbai = await at('400053');
  const maths = await createTutor(app, {
    name: 'Meena Kulkarni',
    subjects: { Mathematics: 1200 },
    ...kothrud,
    modes: ['Home'],
    travelKm: 5,
    classLevels: ['IX-X'],
    boards: ['CBSE'],
  });
  const mathsSenior = await createTutor(app, {
    name: 'Suresh Patil',
    subjects: { Mathematics: 1800, Physics: 1800 },
    ...kothrud,
    classLevels: ['XI-XII'],
    boards: ['State'],
  });
  const chemistry = await createTutor(app, {
    name: 'Farah Shaikh',
    subjects: { Chemistry: 1500 },
    ...kothrud,
    classLevels: ['XI-XII'],
    boards: ['CBSE'],
  });
  const mumbaiMaths = await createTutor(app, {
    name: 'Rohan Mehta',
    subjects: { Mathematics: 1500 },
    ...mumbai,
    modes: ['Home', 'Online'],
    travelKm: 5,
    classLevels: ['IX-X'],
    boards: ['CBSE'],
  });
  const mumbaiComputing = await createTutor(app, {
    name: 'Anil Desai',
    subjects: { 'Computer Science': 1400 },
    ...mumbai,
    classLevels: ['XI-XII'],
    boards: ['ICSE'],
  });
  const puneCenter = await createCenter(app, {
    name: 'Kothrud Science Classes',
    courses: { Chemistry: 2500 },
    ...kothrud,
    classLevels: ['XI-XII'],
    boards: ['CBSE'],
  });

  const search = async (q: string) => {
    const res = await app.inject({ url: '/api/search', query: { q } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return {
      tutors: (body.tutors as TutorCard[]).map((t) => t._id).sort(),
      centers: (body.tuitionCenters as { _id: string }[]).map((c) => c._id),
      understood: body.understood,
    };
  };
  const set = (...actors: { id: string }[]) => actors.map((a) => a.id).sort();

  it.each([
    ['maths tutor in pune', [maths, mathsSenior], { subject: 'Mathematics', city: 'Pune' }],
    ['class 10 maths', [maths, mumbaiMaths], { subject: 'Mathematics', classLevel: 'IX-X' }],
    ['10th maths', [maths, mumbaiMaths], { subject: 'Mathematics', classLevel: 'IX-X' }],
    ['physics tuition near 411038', [mathsSenior], { subject: 'Physics', pincode: '411038' }],
    ['cbse chemistry kothrud', [chemistry], { subject: 'Chemistry', board: 'CBSE', locality: 'Kothrud' }],
    [
      'best home tutor for maths in mumbai',
      [mumbaiMaths],
      { subject: 'Mathematics', city: 'Mumbai', mode: 'Home' },
    ],
    ['tutors in pune', [maths, mathsSenior, chemistry], { city: 'Pune' }],
    // A subject of two words, then a city: each phrase found among every phrase's lookups at once.
    ['computer science tutor in mumbai', [mumbaiComputing], { subject: 'Computer Science', city: 'Mumbai' }],
    [
      'icse computer science class 12',
      [mumbaiComputing],
      { subject: 'Computer Science', board: 'ICSE', classLevel: 'XI-XII' },
    ],
  ] as const)('%s', async (q, expected, understood) => {
    const found = await search(q);
    expect(found.tutors).toEqual(set(...expected));
    expect(found.understood).toEqual(understood);
  });

  it('finds the center of a phrase too, and the listing reads the same words', async () => {
    expect((await search('cbse chemistry kothrud')).centers).toEqual([puneCenter.id]);
    const listing = await app.inject({
      url: '/api/tutors/all-tutors',
      query: { q: 'maths tutor in pune' },
    });
    expect(
      listing
        .json()
        .tutors.map((t: TutorCard) => t._id)
        .sort(),
    ).toEqual(set(maths, mathsSenior));
  });
});

describe('near me: the distance filter uses the index at 100,000 profiles', async () => {
  const app = await createTestApp();
  await insertLocatedTutors(app, 100_000, ORIGIN);

  it('EXPLAIN of a near listing finds the points on places_earth_idx and the tutors at each on the btree, not every profile', async () => {
    const text = await explainNearListing(app, ORIGIN, 10);
    expect(text).toContain('places_earth_idx');
    expect(text).toContain('tutor_profiles_point_reach_idx');
    // The count reads the index whose entries of a point sort by heap address (migration 0022).
    expect(text).toMatch(/Index Only Scan using tutor_profiles_point_count_idx/);
    expect(text).not.toMatch(/Seq Scan on (tutor_profiles|places)/);
    const res = await app.inject('/api/tutors/all-tutors?near=18.5,73.8&sort=distance&mode=Home');
    expect(res.statusCode).toBe(200);
    expect(res.json().tutors).toHaveLength(12);
  });

  it('pages newest first near a place in the same order as reading every tutor in the radius, also when one point holds all the newest', async () => {
    const pageIds = async (page: number) => {
      const res = await app.inject(`/api/tutors/all-tutors?near=${near}&radiusKm=10&page=${page}`);
      expect(res.statusCode).toBe(200);
      return res.json().tutors.map((t: TutorCard) => t._id);
    };
    const firstThree = async () => [...(await pageIds(1)), ...(await pageIds(2)), ...(await pageIds(3))];
    // Spread over the radius's points: each point is walked a few rows deep.
    const spread = await newestTutorsWithin(app, ORIGIN, 10, 36);
    expect(spread).toHaveLength(36);
    expect(await firstThree()).toEqual(spread);
    // One point holds the 36 newest and more: the shallow walk cannot be sure, and walks again as deep as the page.
    await makeOnePointNewest(app, ORIGIN, 10);
    const onePoint = await newestTutorsWithin(app, ORIGIN, 10, 36);
    expect(onePoint).not.toEqual(spread);
    // On a new turn of the event loop: the pages read before this direct write are not shared (lib/single-flight.ts).
    await nextTurn();
    expect(await firstThree()).toEqual(onePoint);
  });

  it('pages nearest first in the same order as reading every tutor in the radius: the walk stops at the point that fills the page', async () => {
    const pageIds = async (page: number) => {
      const res = await app.inject(`/api/tutors/all-tutors?near=${near}&sort=distance&page=${page}`);
      expect(res.statusCode).toBe(200);
      return res.json().tutors.map((t: TutorCard) => t._id);
    };
    const nearest = await nearestTutorsWithin(app, ORIGIN, 10, 36);
    expect(nearest).toHaveLength(36);
    expect([...(await pageIds(1)), ...(await pageIds(2)), ...(await pageIds(3))]).toEqual(nearest);
    // The points are walked nearest first and an incremental sort orders each one's tutors: the
    // page is complete at the point that fills it, and the rest of the radius is never read.
    expect(await explainNearListing(app, ORIGIN, 10)).toMatch(/Incremental Sort[\s\S]*Presorted Key: pts\.m/);
  });
});
