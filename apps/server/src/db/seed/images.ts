import { avataaars } from '@dicebear/collection';
import { createAvatar, type Style, type StyleOptions } from '@dicebear/core';
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { createRandom } from './random.ts';

/** Seed images are stored as `seed/<file>` through the storage provider, served at `/uploads/seed/` like any upload. */
export const SEED_IMAGE_DIR = 'seed';
export const seedPhotoUrl = (file: string) => `/uploads/${SEED_IMAGE_DIR}/${file}`;

export interface ImageJob {
  file: string;
  /** The same seed always draws the same picture. */
  seed: string;
  kind: 'female' | 'male' | 'center';
}

// Restrained choices: people who look like teachers and students, with Indian skin and hair tones.
type AvatarOptions = typeof avataaars extends Style<infer O> ? StyleOptions<O> : never;

const common = {
  skinColor: ['d08b5b', 'ae5d29', 'edb98a'],
  hairColor: ['2c1b18', '4a312c', '724133'],
  eyes: ['default', 'happy', 'squint', 'side'],
  eyebrows: ['default', 'defaultNatural', 'flatNatural', 'raisedExcitedNatural'],
  mouth: ['default', 'smile', 'twinkle', 'serious'],
  clothing: [
    'blazerAndShirt',
    'blazerAndSweater',
    'collarAndSweater',
    'shirtCrewNeck',
    'shirtVNeck',
    'shirtScoopNeck',
  ],
  clothesColor: ['25557c', '3c4f5c', '5199e4', '929598', 'e6e6e6', 'ff5c5c', 'a7ffc4'],
  accessories: ['prescription01', 'prescription02', 'round'],
  accessoriesProbability: 20,
  backgroundColor: ['e0e7ff', 'fef3c7', 'dcfce7', 'fce7f3', 'e0f2fe', 'ede9fe'],
} satisfies AvatarOptions;

function avatarSvg(job: ImageJob): string {
  const female = job.kind === 'female';
  return createAvatar(avataaars, {
    ...common,
    seed: job.seed,
    size: 256,
    top: female
      ? [
          'bob',
          'bun',
          'curly',
          'curvy',
          'longButNotTooLong',
          'straight01',
          'straight02',
          'straightAndStrand',
          'bigHair',
        ]
      : ['shortFlat', 'shortRound', 'shortWaved', 'sides', 'theCaesar', 'theCaesarAndSidePart', 'shortCurly'],
    facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
    facialHairColor: ['2c1b18', '4a312c'],
    facialHairProbability: female ? 0 : 35,
  } satisfies AvatarOptions).toString();
}

/** A small drawn building: sky, school block with windows, a door and a sign, a tree or two. */
function centerSvg(seed: string): string {
  const r = createRandom(hashString(seed));
  const sky = r.pick(['#e0f2fe', '#e0e7ff', '#fef3c7', '#ede9fe', '#dcfce7']);
  const wall = r.pick(['#fde68a', '#fecaca', '#c7d2fe', '#fed7aa', '#bbf7d0', '#e2e8f0']);
  const trim = r.pick(['#4338ca', '#b45309', '#0f766e', '#9f1239', '#334155']);
  const floors = r.int(2, 4);
  const cols = r.int(3, 5);
  const bw = 60 + cols * 48;
  const bh = 40 + floors * 52;
  const bx = (480 - bw) / 2;
  const by = 280 - bh;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < cols; c++) {
      const x = bx + 30 + c * 48;
      const y = by + 26 + f * 52;
      if (f === floors - 1 && Math.abs(c - (cols - 1) / 2) < 0.6) continue; // the door goes here
      windows.push(
        `<rect x="${x}" y="${y}" width="30" height="30" rx="3" fill="#f8fafc" stroke="${trim}" stroke-width="3"/>`,
      );
    }
  const doorX = 240 - 18;
  const trees = [40 + r.int(0, 30), 440 - r.int(0, 30)]
    .filter(() => r.chance(0.7))
    .map(
      (x) =>
        `<rect x="${x - 4}" y="240" width="8" height="40" fill="#78350f"/><circle cx="${x}" cy="228" r="26" fill="#16a34a"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
  <rect width="480" height="320" fill="${sky}"/>
  <circle cx="${r.int(60, 420)}" cy="${r.int(40, 70)}" r="24" fill="#fcd34d" opacity="0.8"/>
  <rect y="278" width="480" height="42" fill="#a3a3a3"/>
  <rect x="${bx - 10}" y="${by - 16}" width="${bw + 20}" height="18" rx="3" fill="${trim}"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
  ${windows.join('\n  ')}
  <rect x="${doorX}" y="${280 - 48}" width="36" height="48" fill="${trim}"/>
  <rect x="${240 - 50}" y="${by + 4}" width="100" height="16" rx="3" fill="#ffffff" stroke="${trim}" stroke-width="2"/>
  <rect x="${240 - 36}" y="${by + 10}" width="72" height="4" rx="2" fill="${trim}"/>
  ${trees.join('\n  ')}
</svg>`;
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Renders the images as WebP into the storage provider's `seed/` folder (decision 009: the instance
 * that seeds writes them where every instance serves from). A file already there is kept: the same
 * seed draws the same picture, so re-seeding costs nothing.
 */
export async function writeSeedImages(storage: StorageProvider, jobs: ImageJob[]): Promise<void> {
  const stored = new Set(await storage.list(`${SEED_IMAGE_DIR}/`));
  const todo = jobs.filter((j) => !stored.has(`${SEED_IMAGE_DIR}/${j.file}`));
  // sharp works on libuv's thread pool; a few jobs at a time keeps memory flat.
  for (let i = 0; i < todo.length; i += 8) {
    await Promise.all(
      todo.slice(i, i + 8).map(async (job) => {
        const svg = job.kind === 'center' ? centerSvg(job.seed) : avatarSvg(job);
        const webp = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
        // The provider never leaves a half file under the name (disk writes aside and renames).
        await storage.put(`${SEED_IMAGE_DIR}/${job.file}`, webp, 'image/webp');
      }),
    );
  }
}
