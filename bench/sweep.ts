// `npm run bench -- --sweep`: issue 16's first target is "every filter/sort combination the UI
// offers", and a fixed list of cases cannot show that (stop 40 found 120 pairs of filters at ~300 ms
// that no case named). The sweep asks for all-tutors page 1 with every single filter value and every
// pair of the filter panel's facets, each in every sort, and random listings of three to five
// facets, each with a quarter's chance of a city, of one of the panel's fees and of one of its
// ratings; it times each briefly, then the slowest properly.
import { cities, subjects } from '../apps/server/src/db/seed/data.ts';
import { limits } from '../packages/contracts/src/limits.ts';
import { tutorSorts } from '../packages/contracts/src/listing-rules.ts';
import {
  availabilities,
  boards,
  classLevels,
  teachingModes,
} from '../packages/contracts/src/teaching-choices.ts';
import { ms, type Percentiles, pct } from './helpers.ts';
import { timeOverHttp } from './http.ts';
import type { Engine } from './seeded.ts';
import { flag, p95Target } from './targets.ts';

/** The filter panel's facets (each one value at a time) and what else it narrows by. */
const facets: Record<string, readonly string[]> = {
  subject: subjects.map((s) => s.name),
  classLevel: classLevels,
  board: boards,
  availability: availabilities,
  mode: teachingModes,
};
const narrowing: Record<string, readonly string[]> = {
  city: cities.slice(0, 5).map((c) => c.city),
  maxFee: limits.feeFilterChoices.map(String),
  minRating: limits.ratingFilterChoices.map(String),
};
/** Every sort but distance, which needs a place (the near-me cases time it); `undefined`: newest first. */
const sorts = [undefined, ...tutorSorts.filter((s) => s !== 'distance')];

const listing = (filters: Record<string, string | undefined>): string =>
  `/api/tutors/all-tutors?${new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => e[1] !== undefined),
  )}`;

/** A small deterministic generator, so two runs sweep the same random listings. */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** The sweep's URLs: singles and pairs in every sort, then `random` listings of three filters or more. */
export function sweepUrls(random: number): string[] {
  const urls: string[] = [];
  const inEverySort = (filters: Record<string, string>) => {
    for (const sort of sorts) urls.push(listing({ ...filters, sort }));
  };
  for (const [name, values] of Object.entries({ ...facets, ...narrowing }))
    for (const value of values) inEverySort({ [name]: value });
  const names = Object.keys(facets);
  for (const [i, a] of names.entries())
    for (const b of names.slice(i + 1))
      for (const va of facets[a] ?? []) for (const vb of facets[b] ?? []) inEverySort({ [a]: va, [b]: vb });
  const next = generator(16);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  for (let added = 0; added < random; ) {
    const filters: Record<string, string | undefined> = {};
    const chosen = names.filter(() => next() < 0.6);
    if (chosen.length < 3) continue;
    for (const name of chosen) filters[name] = pick(facets[name] ?? []);
    for (const [name, values] of Object.entries(narrowing)) if (next() < 0.25) filters[name] = pick(values);
    filters.sort = pick(sorts);
    urls.push(listing(filters));
    added++;
  }
  return urls;
}

export interface SweepResult {
  urls: number;
  /** Each URL's median of `screening` requests, bucketed: how many were over 12 and 15 ms. */
  screening: { requests: number; median: number; over12: number; over15: number };
  /** The slowest by that median, each timed again with `requests` requests. */
  slowest: { url: string; figures: Percentiles; requests: number }[];
}

/**
 * Times each URL with a few requests (after one warm-up) on one keep-alive connection, then the
 * `slowest` by median again as a bench case is timed (p95 of `requests`): a URL is slow in the
 * sweep's report only when it is slow twice.
 */
export async function sweep(
  base: string,
  urls: readonly string[],
  options: { screening: number; slowest: number; requests: number },
  log: (line: string) => void,
): Promise<SweepResult> {
  const medians: { url: string; ms: number }[] = [];
  for (const [i, url] of urls.entries()) {
    const { figures } = await timeOverHttp(`${base}${url}`, options.screening, 60, {}, 1);
    medians.push({ url, ms: figures.p50 });
    if ((i + 1) % 500 === 0) log(`  sweep: ${i + 1} of ${urls.length} listings timed`);
  }
  medians.sort((a, b) => b.ms - a.ms);
  const all = medians.map((m) => m.ms).sort((a, b) => a - b);
  const slowest = [];
  for (const { url } of medians.slice(0, options.slowest)) {
    const { figures, requests } = await timeOverHttp(`${base}${url}`, options.requests, 60);
    slowest.push({ url, figures, requests });
  }
  slowest.sort((a, b) => b.figures.p95 - a.figures.p95);
  return {
    urls: urls.length,
    screening: {
      requests: options.screening,
      median: pct(all, 50),
      over12: all.filter((ms) => ms > 12).length,
      over15: all.filter((ms) => ms > 15).length,
    },
    slowest,
  };
}

/** The sweep's lines; with `misses`, each slow listing over its engine's listing target is one. */
export function renderSweep(r: SweepResult, engine?: Engine, misses?: string[]): string[] {
  const s = r.screening;
  const bar = p95Target('listing', engine ?? 'postgres') ?? Number.POSITIVE_INFINITY;
  const lines = [
    `${r.urls} listings, median of ${s.requests} requests each: median ${s.median.toFixed(1)} ms; ${s.over12} over 12 ms, ${s.over15} over 15 ms`,
    `the ${r.slowest.length} slowest, ${r.slowest[0]?.requests ?? 0} requests each (p50 / p95 ms):`,
  ];
  for (const { url, figures } of r.slowest) {
    const ok = figures.p95 <= bar;
    if (!ok && misses && engine)
      misses.push(
        `sweep ${decodeURIComponent(url)} on ${engine}: p95 ${figures.p95.toFixed(1)} ms > ${bar} ms`,
      );
    lines.push(`  ${ms(figures.p50)}${ms(figures.p95)}${flag(ok)} ${decodeURIComponent(url)}`);
  }
  return lines;
}
