import type { Place, PlacesResponse } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { buildPlaceRows, officeCity, officeLocality } from '../src/modules/places/directory.ts';
import {
  findKnownCity,
  findLocality,
  findPlaces,
  locatePincode,
  normaliseCity,
  placeLabel,
} from '../src/modules/places/repository.ts';
import { createTestApp } from './helpers/app.ts';
import { hostileStrings } from './helpers/hostile-requests.ts';

describe('GET /api/places', async () => {
  const app = await createTestApp();
  const db = app.db;

  const places = async (q: string): Promise<Place[]> => {
    const res = await app.inject({ url: '/api/places', query: { q } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as PlacesResponse).places;
  };

  it('finds a whole pincode: Kothrud, Pune first', async () => {
    const found = await places('411038');
    expect(found[0]).toMatchObject({
      label: 'Kothrud, Pune 411038',
      locality: 'Kothrud',
      city: 'Pune',
      pincode: '411038',
      state: 'Maharashtra',
    });
    expect(found[0]!.lat).toBeCloseTo(18.52, 1);
    expect(found[0]!.lng).toBeCloseTo(73.8, 1);
    expect(found.every((p) => p.pincode === '411038')).toBe(true);
  });

  it('lists the pincodes starting with a few digits, one row each, in order', async () => {
    const found = await places('4110');
    expect(found).toHaveLength(10);
    expect(found.every((p) => p.pincode.startsWith('4110') && p.city === 'Pune')).toBe(true);
    const pincodes = found.map((p) => p.pincode);
    expect(new Set(pincodes).size).toBe(pincodes.length);
    expect(pincodes).toEqual([...pincodes].sort());
    expect(pincodes[0]).toBe('411001');
  });

  it('finds a locality by its first letters, in any case', async () => {
    expect((await places('kothrud'))[0]?.label).toBe('Kothrud, Pune 411038');
    expect((await places('KOTHR'))[0]?.label).toBe('Kothrud, Pune 411038');
    // The label typed back finds the same place.
    expect((await places('Kothrud, Pune 411038'))[0]?.label).toBe('Kothrud, Pune 411038');
  });

  it('puts the city itself first, then its localities', async () => {
    const found = await places('pune');
    expect(found[0]).toMatchObject({ label: 'Pune, Maharashtra', city: 'Pune', locality: '' });
    expect(found[1]).toMatchObject({ label: 'Pune 411001', locality: 'Pune', pincode: '411001' });
  });

  it('knows a city by its old name and by its new one', async () => {
    for (const q of ['bangalore', 'Bengaluru', 'BENGALURU']) {
      const found = await places(q);
      expect(found[0], q).toMatchObject({ city: 'Bengaluru', state: 'Karnataka', locality: '' });
      expect(
        found.every((p) => p.city.startsWith('Bengaluru')),
        q,
      ).toBe(true);
    }
    const bangalore = await places('bangalore');
    expect(bangalore.some((p) => p.label === 'Bangalore, Bengaluru 560001')).toBe(true);
    expect((await places('gurgaon'))[0]).toMatchObject({ city: 'Gurugram', state: 'Haryana' });
    // The start of an old name is enough.
    expect((await places('bang')).map((p) => p.city)).toContain('Bengaluru');
  });

  it('makes every district of Delhi one city', async () => {
    const found = await places('delhi');
    expect(found[0]).toMatchObject({ label: 'Delhi', city: 'Delhi', state: 'Delhi' });
    expect(found.filter((p) => p.state === 'Delhi').every((p) => p.city === 'Delhi')).toBe(true);
    expect((await places('110017')).every((p) => p.city === 'Delhi')).toBe(true);
  });

  it('gives at most 10, and nothing for blank text or unknown places', async () => {
    expect(await places('s')).toHaveLength(10);
    expect(await places('')).toEqual([]);
    expect(await places('   ')).toEqual([]);
    expect((await app.inject('/api/places')).json()).toEqual({ places: [] });
    expect(await places('zzqx')).toEqual([]);
    expect(await places('000')).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await places('%')).toEqual([]);
    expect(await places('_othrud')).toEqual([]);
  });

  it('refuses over-long text and control characters, naming q', async () => {
    for (const q of ['a'.repeat(101), 'pune\u0000', 'pu\u0007ne']) {
      const res = await app.inject({ url: '/api/places', query: { q } });
      expect(res.statusCode, q).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['q']);
    }
  });

  it('answers hostile text with suggestions or a 400, never a server error', async () => {
    for (const q of [...hostileStrings, '9'.repeat(6), '0', "kothrud'", 'pune\\', '\\%']) {
      const res = await app.inject({ url: '/api/places', query: { q } });
      expect([200, 400], `${JSON.stringify(q)}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 200)
        expect((res.json() as PlacesResponse).places.length).toBeLessThanOrEqual(10);
    }
  });

  it('is public and documented', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, { get?: { tags?: string[]; summary?: string } }>;
    };
    expect(doc.paths['/api/places/']?.get ?? doc.paths['/api/places']?.get).toMatchObject({
      tags: ['places'],
    });
  });

  describe('repository', () => {
    it('locates a pincode at its best locality; an unknown one is null', async () => {
      expect(await locatePincode(db, '411038')).toMatchObject({ locality: 'Kothrud', city: 'Pune' });
      expect(await locatePincode(db, '560001')).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });
      expect(await locatePincode(db, '999999')).toBeNull();
      expect(await locatePincode(db, '4110')).toBeNull();
    });

    it("finds a city's spelling, also through the old names", async () => {
      expect(await findKnownCity(db, 'bangalore')).toBe('Bengaluru');
      expect(await findKnownCity(db, '  PUNE ')).toBe('Pune');
      expect(await findKnownCity(db, 'Gurgaon')).toBe('Gurugram');
      expect(await findKnownCity(db, 'new delhi')).toBe('Delhi');
      expect(await findKnownCity(db, 'Atlantis')).toBeNull();
      expect(await findKnownCity(db, '')).toBeNull();
    });

    it('finds a locality by its exact name, preferring the given city', async () => {
      expect(await findLocality(db, 'kothrud')).toMatchObject({ city: 'Pune', pincode: '411038' });
      expect(await findLocality(db, 'Kothru')).toBeNull();
      // Andheri is a Mumbai suburb and also a village in Gujarat and Himachal Pradesh.
      expect(await findLocality(db, 'andheri', 'Mumbai')).toMatchObject({
        city: 'Mumbai',
        pincode: '400053',
      });
      expect(await findLocality(db, 'Andheri', 'Dahod')).toMatchObject({ city: 'Dahod', state: 'Gujarat' });
      // Without a city, a head or sub office (Mumbai's) comes before the villages' branch offices.
      expect(await findLocality(db, 'andheri')).toMatchObject({ city: 'Mumbai' });
    });

    it('reads the btree prefix indexes, not the whole table', async () => {
      const plan = async (query: string) =>
        (
          (await db.execute(`explain ${query}` as never)) as unknown as { rows: { 'QUERY PLAN': string }[] }
        ).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      const locality = await plan(
        `select * from places where lower(locality) like 'kothrud%' order by lower(locality) using ~<~ limit 200`,
      );
      expect(locality).toContain('places_locality_prefix_idx');
      expect(locality).not.toContain('Seq Scan');
      const city = await plan(`select * from places where lower(city) like 'pune%'`);
      expect(city).toContain('places_city_prefix_idx');
      expect(city).not.toContain('Seq Scan');
      const pincode = await plan(`select * from places where pincode >= '4110' and pincode < '4111'`);
      expect(pincode).toContain('places_pincode_idx');
    });

    it('one row per locality and pincode', async () => {
      const found = await findPlaces(db, 'koramangala', 10);
      const keys = found.map((p) => `${p.locality}|${p.pincode}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(found.map((p) => p.label)).toContain('Koramangala, Bengaluru 560034');
    });
  });
});

describe('place directory (pure)', () => {
  it('normalises old city names and leaves others as written', () => {
    expect(normaliseCity('Bangalore')).toBe('Bengaluru');
    expect(normaliseCity(' bangalore  rural ')).toBe('Bengaluru Rural');
    expect(normaliseCity('GURGAON')).toBe('Gurugram');
    expect(normaliseCity('Bombay')).toBe('Mumbai');
    expect(normaliseCity('Mumbai Suburban')).toBe('Mumbai');
    expect(normaliseCity('Calcutta')).toBe('Kolkata');
    expect(normaliseCity('madras')).toBe('Chennai');
    expect(normaliseCity('Mysore')).toBe('Mysuru');
    expect(normaliseCity('Trivandrum')).toBe('Thiruvananthapuram');
    expect(normaliseCity('Allahabad')).toBe('Prayagraj');
    expect(normaliseCity('Baroda')).toBe('Vadodara');
    expect(normaliseCity('Poona')).toBe('Pune');
    expect(normaliseCity('Belgaum')).toBe('Belagavi');
    expect(normaliseCity('Aurangabad(BH)')).toBe('Aurangabad');
    expect(normaliseCity('Bilaspur (HP)')).toBe('Bilaspur');
    expect(normaliseCity('Pune')).toBe('Pune');
    expect(normaliseCity('__proto__')).toBe('__proto__');
    expect(normaliseCity('constructor')).toBe('constructor');
    expect(normaliseCity('  Dakshina  Kannada ')).toBe('Dakshina Kannada');
  });

  it('strips office suffixes and the district named in brackets', () => {
    const cases: [office: string, district: string, locality: string, branch: boolean][] = [
      ['Kothrud S.O', 'Pune', 'Kothrud', false],
      ['Pune H.O', 'Pune', 'Pune', false],
      ['Ada B.O', 'Adilabad', 'Ada', true],
      ['Hyderabad G.P.O.', 'Hyderabad', 'Hyderabad', false],
      ['Fort Warangal S.O.', 'Warangal', 'Fort Warangal', false],
      ['Dumrawan SO', 'Patna', 'Dumrawan', false],
      ['Krishnapuri S O', 'Patna', 'Krishnapuri', false],
      ['Vantmuri Colony Belgaum S. O', 'Belgaum', 'Vantmuri Colony Belgaum', false],
      ['AP Police Academy PO', 'Hyderabad', 'AP Police Academy', false],
      ['Dhoraji G.P. ND.T.S.O', 'Rajkot', 'Dhoraji G.P.', false],
      ['Mahuli EDB.O', 'Puri', 'Mahuli', true],
      ['DheolaB.O', 'Mandi', 'Dheola', true],
      ['Bhainsa S.O (Adilabad)', 'Adilabad', 'Bhainsa', false],
      ['Naya Tola S.O (MuzaffarpB.O', 'Muzaffarpur', 'Naya Tola', false],
      ['Madhavaram (kurnool)B.O', 'Kurnool', 'Madhavaram', true],
      ['Sector 22 (Chandigarh) S.O', 'Chandigarh', 'Sector 22', false],
      ['(Gandhinagar) Sector 17 S.O', 'Gandhi Nagar', 'Sector 17', false],
      ['Gurgaon Sector 17 S.O', 'Gurgaon', 'Sector 17', false],
      ['Chandigarh Sector 61 S.O', 'Chandigarh', 'Sector 61', false],
      ['Sector 15 Chandigarh S.O', 'Chandigarh', 'Sector 15', false],
      ['Sector 8(Chandgarh) S.O', 'Chandigarh', 'Sector 8(Chandgarh)', false],
      ['Noida Sector 19 S.O', 'Gautam Buddha Nagar', 'Noida Sector 19', false],
      ['Arli (T) B.O', 'Adilabad', 'Arli (T)', true],
      ['Kolkata Airport  Po S.O', 'Kolkata', 'Kolkata Airport Po', false],
      ['Limbayat', 'Surat', 'Limbayat', false],
    ];
    for (const [office, district, locality, branch] of cases)
      expect(officeLocality(office, district), office).toEqual({ locality, branch });
  });

  it('normalises cities and states', () => {
    const office = (districtName: string, stateName: string, pincode: number) =>
      officeCity({ districtName, stateName, pincode });
    expect(office('South West Delhi', 'DELHI', 110037)).toEqual({ city: 'Delhi', state: 'Delhi' });
    expect(office('Bangalore', 'KARNATAKA', 560034)).toEqual({ city: 'Bengaluru', state: 'Karnataka' });
    expect(office('K.V.Rangareddy', 'ANDHRA PRADESH', 500032)).toEqual({
      city: 'Hyderabad',
      state: 'Telangana',
    });
    expect(office('K.V.Rangareddy', 'ANDHRA PRADESH', 501401)).toEqual({
      city: 'Rangareddy',
      state: 'Telangana',
    });
    expect(office('Kanchipuram', 'TAMIL NADU', 600096)).toEqual({ city: 'Chennai', state: 'Tamil Nadu' });
    expect(office('Guntur', 'ANDHRA PRADESH', 522001)).toEqual({ city: 'Guntur', state: 'Andhra Pradesh' });
    expect(office('Durg', 'CHATTISGARH', 491001)).toEqual({ city: 'Durg', state: 'Chhattisgarh' });
    expect(office('Jammu', 'JAMMU & KASHMIR', 180001)).toEqual({
      city: 'Jammu',
      state: 'Jammu & Kashmir',
    });
  });

  it('places pincodes without coordinates at their district mean, and drops what it cannot place', () => {
    const o = (officeName: string, pincode: number, districtName: string) => ({
      officeName,
      pincode,
      districtName,
      stateName: 'MAHARASHTRA',
    });
    const { rows, stats } = buildPlaceRows(
      [
        o('Alpha S.O', 411001, 'Pune'),
        o('Alpha B.O', 411001, 'Pune'),
        o('Beta S.O', 411002, 'Pune'),
        o('Gamma B.O', 411003, 'Pune'),
        o('Delta B.O', 411004, 'Pune'),
        o('Nowhere B.O', 999999, 'Atlantis'),
      ],
      {
        '411001': { lat: 18, lng: 73 },
        '411002': { lat: 19, lng: 74 },
        '411003': { lat: 0, lng: 0 },
      },
    );
    expect(rows.find((r) => r.pincode === '411001')).toMatchObject({ locality: 'Alpha', rank: 1 });
    expect(rows.filter((r) => r.locality === 'Alpha')).toHaveLength(1);
    expect(rows.find((r) => r.locality === 'Gamma')).toMatchObject({ lat: 18.5, lng: 73.5, rank: 2 });
    expect(rows.find((r) => r.locality === 'Delta')).toMatchObject({ lat: 18.5, lng: 73.5 });
    expect(rows.some((r) => r.locality === 'Nowhere')).toBe(false);
    expect(stats).toEqual({ rows: 4, pincodes: 4, located: 2, districtMean: 2, dropped: 1 });
  });

  it('labels a locality, a locality named like its city, and a whole city', () => {
    const base = { pincode: '411038', city: 'Pune', state: 'Maharashtra', lat: 0, lng: 0 };
    expect(placeLabel({ ...base, locality: 'Kothrud' })).toBe('Kothrud, Pune 411038');
    expect(placeLabel({ ...base, locality: 'Pune', pincode: '411001' })).toBe('Pune 411001');
    expect(placeLabel({ ...base, locality: '' })).toBe('Pune, Maharashtra');
    expect(placeLabel({ ...base, locality: '', city: 'Delhi', state: 'Delhi' })).toBe('Delhi');
  });
});
