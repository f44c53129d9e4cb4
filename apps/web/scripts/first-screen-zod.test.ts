import { describe, expect, it } from 'vitest';
import { describeZodOnFirstScreens, FIRST_SCREEN_ROOTS, zodOnFirstScreens } from './first-screen-zod.ts';
import type { Manifest } from './js-budget.ts';
import { isZodModule, zodFor, zodSetup } from './pure-contracts.ts';

/**
 * A tiny build: the cards' labels in a chunk of their own, the forms' schemas and Zod in others that
 * only the lazily loaded parts of a page import.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/home-take-over.ts', 'src/app/first-screen-client.ts'],
  },
  'src/app/home-take-over.ts': {
    file: 'assets/home-take-over.js',
    imports: ['index.html'],
    dynamicImports: ['src/app/routes/home.tsx'],
  },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', 'index.html'] },
  'src/app/first-screen-client.ts': {
    file: 'assets/first-screen-client.js',
    imports: ['index.html'],
    dynamicImports: ['src/app/routes/profiles.tsx', 'src/app/routes/profile.tsx'],
  },
  'src/app/routes/profiles.tsx': { file: 'assets/profiles.js', imports: ['_react.js', '_labels.js'] },
  'src/app/routes/profile.tsx': {
    file: 'assets/profile.js',
    imports: ['_react.js', '_labels.js', 'index.html'],
    dynamicImports: ['src/app/routes/profile-more.tsx'],
  },
  'src/app/routes/profile-more.tsx': { file: 'assets/profile-more.js', imports: ['_schemas.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_labels.js': { file: 'assets/labels.js' },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_labels.js', '_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'index.css': { file: 'assets/index.css' },
};
const holdsZod = (file: string) => file === 'assets/zod.js';

describe("Zod on the first screens' path", () => {
  it('finds none when only a lazily loaded part of a page imports the schemas', () => {
    expect(zodOnFirstScreens(manifest, holdsZod)).toEqual([]);
  });

  it('finds Zod reached through a chunk a first screen shares with the forms, and names the way there', () => {
    const sharing: Manifest = {
      ...manifest,
      // What happens when one module holds both the labels and the schemas: one chunk, importing Zod.
      '_labels.js': { file: 'assets/labels.js', imports: ['_zod.js'] },
    };
    const found = zodOnFirstScreens(sharing, holdsZod);
    expect(found).toEqual([
      { file: 'assets/zod.js', via: ['src/app/routes/profiles.tsx', '_labels.js', '_zod.js'] },
    ]);
    expect(describeZodOnFirstScreens(found)).toBe(
      'assets/zod.js (src/app/routes/profiles.tsx → _labels.js → _zod.js)',
    );
  });

  it('checks the entry, both take-overs and the routes they take over', () => {
    expect(FIRST_SCREEN_ROOTS).toEqual([
      'index.html',
      'src/app/home-take-over.ts',
      'src/app/routes/home.tsx',
      'src/app/first-screen-client.ts',
      'src/app/routes/profiles.tsx',
      'src/app/routes/profile.tsx',
    ]);
    const inEntry: Manifest = { ...manifest, '_react.js': { file: 'assets/react.js', imports: ['_zod.js'] } };
    expect(zodOnFirstScreens(inEntry, holdsZod).map((f) => f.via)).toEqual([
      ['index.html', '_react.js', '_zod.js'],
    ]);
  });

  it('names a missing manifest entry instead of checking too little', () => {
    const { 'src/app/routes/profile.tsx': _profile, ...withoutProfile } = manifest;
    expect(() => zodOnFirstScreens(withoutProfile, holdsZod)).toThrow(
      /src\/app\/routes\/profile\.tsx is not in the build manifest/,
    );
  });

  it("counts Zod's own modules, the configured Zod and zod-setup.ts as Zod, and nothing else", () => {
    expect(isZodModule('/work/node_modules/zod/v4/core/schemas.js')).toBe(true);
    expect(isZodModule(zodFor('zod', '/work/packages/contracts/src/places.ts') ?? '')).toBe(true);
    expect(isZodModule(zodSetup)).toBe(true);
    expect(isZodModule('/work/packages/contracts/src/teaching-choices.ts')).toBe(false);
    expect(isZodModule('/work/node_modules/zod-like/index.js')).toBe(false);
    expect(isZodModule('/work/node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBe(false);
  });
});
