import type { avataaars } from '@dicebear/collection';
import type { Style, StyleOptions } from '@dicebear/core';
import sharp from 'sharp';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { createRandom, type Random } from './random.ts';

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

/** DiceBear draws the people; it is loaded when pictures are drawn, not with the server (decision 023). */
const loadDiceBear = async () => {
  const [{ avataaars: style }, { createAvatar }] = await Promise.all([
    import('@dicebear/collection'),
    import('@dicebear/core'),
  ]);
  return { style, createAvatar };
};
type DiceBear = Awaited<ReturnType<typeof loadDiceBear>>;

function avatarSvg({ style, createAvatar }: DiceBear, job: ImageJob): string {
  const female = job.kind === 'female';
  return createAvatar(style, {
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

/** What a center's sign shows: a book, an atom, a note, a globe, a pencil or a flask (24 px, centred on 0,0). */
function emblem(kind: number, color: string): string {
  switch (kind % 6) {
    case 0: // open book
      return `<path d="M-12 -8 Q-6 -11 0 -7 Q6 -11 12 -8 V9 Q6 6 0 10 Q-6 6 -12 9 Z" fill="#fff" stroke="${color}" stroke-width="2"/><path d="M0 -7 V10" stroke="${color}" stroke-width="2"/>`;
    case 1: // atom
      return `<g fill="none" stroke="${color}" stroke-width="2"><ellipse rx="12" ry="5"/><ellipse rx="12" ry="5" transform="rotate(60)"/><ellipse rx="12" ry="5" transform="rotate(-60)"/></g><circle r="2.5" fill="${color}"/>`;
    case 2: // music note
      return `<path d="M-3 7 V-10 L9 -12 V4" fill="none" stroke="${color}" stroke-width="2.5"/><circle cx="-6" cy="7" r="4" fill="${color}"/><circle cx="6" cy="4" r="4" fill="${color}"/>`;
    case 3: // globe
      return `<g fill="none" stroke="${color}" stroke-width="2"><circle r="11"/><ellipse rx="5" ry="11"/><path d="M-11 0 H11 M-9 -6 H9 M-9 6 H9"/></g>`;
    case 4: // pencil
      return `<g transform="rotate(-35)"><rect x="-12" y="-3.5" width="19" height="7" fill="#fbbf24" stroke="${color}" stroke-width="1.5"/><path d="M7 -3.5 L13 0 L7 3.5 Z" fill="#fde68a" stroke="${color}" stroke-width="1.5"/><rect x="-15" y="-3.5" width="3" height="7" fill="#f472b6"/></g>`;
    default: // flask
      return `<path d="M-4 -11 H4 M-3 -11 V-3 L-10 9 H10 L3 -3 V-11" fill="#fff" stroke="${color}" stroke-width="2" stroke-linejoin="round"/><path d="M-7 4 H7 L9 8 H-9 Z" fill="${color}" opacity="0.6"/>`;
  }
}

const skies = ['#e0f2fe', '#e0e7ff', '#fef3c7', '#ede9fe', '#dcfce7', '#fce7f3'];
const walls = ['#fde68a', '#fecaca', '#c7d2fe', '#fed7aa', '#bbf7d0', '#e2e8f0', '#f5d0fe'];
const trims = ['#4338ca', '#b45309', '#0f766e', '#9f1239', '#334155', '#6d28d9'];

type Paint = { sky: string; wall: string; trim: string; r: Random; sign: string };

const tree = (x: number, ground: number, green = '#16a34a') =>
  `<rect x="${x - 4}" y="${ground - 40}" width="8" height="40" fill="#78350f"/><circle cx="${x}" cy="${ground - 52}" r="26" fill="${green}"/>`;
const windowAt = (x: number, y: number, w: number, h: number, trim: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#f8fafc" stroke="${trim}" stroke-width="3"/>`;
const signboard = (cx: number, cy: number, w: number, p: Paint) =>
  `<rect x="${cx - w / 2}" y="${cy - 16}" width="${w}" height="32" rx="5" fill="#fff" stroke="${p.trim}" stroke-width="3"/><g transform="translate(${cx - w / 2 + 20} ${cy})">${p.sign}</g><rect x="${cx - w / 2 + 40}" y="${cy - 5}" width="${w - 56}" height="4" rx="2" fill="${p.trim}"/><rect x="${cx - w / 2 + 40}" y="${cy + 3}" width="${(w - 56) * 0.6}" height="3" rx="1.5" fill="${p.trim}" opacity="0.6"/>`;

/** A school block with a flat roof, rows of windows, a door and a sign. */
function blockScene({ wall, trim, r, sign }: Paint): string {
  const floors = r.int(2, 3);
  const cols = r.int(3, 5);
  const bw = 60 + cols * 48;
  const bh = 56 + floors * 52;
  const bx = (480 - bw) / 2;
  const by = 280 - bh;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++)
    for (let c = 0; c < cols; c++) {
      if (f === floors - 1 && Math.abs(c - (cols - 1) / 2) < 0.6) continue; // the door goes here
      windows.push(windowAt(bx + 30 + c * 48, by + 44 + f * 52, 30, 30, trim));
    }
  return `<rect x="${bx - 10}" y="${by - 12}" width="${bw + 20}" height="16" rx="3" fill="${trim}"/>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
  ${windows.join('')}
  <rect x="222" y="232" width="36" height="48" fill="${trim}"/>
  ${signboard(240, by + 20, 140, { wall, trim, r, sign, sky: '' })}
  ${r.chance(0.7) ? tree(44 + r.int(0, 20), 280) : ''}${r.chance(0.7) ? tree(436 - r.int(0, 20), 280, '#15803d') : ''}`;
}

/** A two-storey house-style center under a tiled gable roof, with a porch. */
function gabledScene({ wall, trim, r, sign }: Paint): string {
  const roof = r.pick(['#b91c1c', '#9a3412', '#475569']);
  return `<path d="M110 150 L240 70 L370 150 Z" fill="${roof}"/>
  <rect x="125" y="150" width="230" height="130" fill="${wall}"/>
  <circle cx="240" cy="118" r="16" fill="#fff" stroke="${trim}" stroke-width="3"/><g transform="translate(240 118) scale(0.8)">${sign}</g>
  ${windowAt(145, 170, 40, 34, trim)}${windowAt(295, 170, 40, 34, trim)}
  ${windowAt(145, 224, 40, 34, trim)}${windowAt(295, 224, 40, 34, trim)}
  <path d="M196 214 H284 L276 200 H204 Z" fill="${trim}"/>
  <rect x="220" y="222" width="40" height="58" rx="3" fill="${trim}" opacity="0.85"/>
  <path d="M170 280 H310" stroke="#a16207" stroke-width="6"/>
  ${tree(70, 280)}${r.chance(0.6) ? `<circle cx="410" cy="262" r="18" fill="#22c55e"/><circle cx="432" cy="268" r="14" fill="#16a34a"/>` : ''}`;
}

/** A glass tower with a coaching institute's sign on top, and a low annex. */
function towerScene({ trim, r, sign }: Paint): string {
  const glass = r.pick(['#93c5fd', '#a5b4fc', '#99f6e4']);
  const rows: string[] = [];
  for (let y = 96; y < 262; y += 22)
    for (let x = 196; x < 290; x += 24)
      rows.push(
        `<rect x="${x}" y="${y}" width="18" height="16" fill="${glass}" opacity="${0.65 + ((x + y) % 3) * 0.1}"/>`,
      );
  return `<rect x="186" y="84" width="108" height="196" fill="#334155"/>
  ${rows.join('')}
  ${signboard(240, 62, 132, { wall: '', trim, r, sign, sky: '' })}
  <rect x="300" y="196" width="120" height="84" fill="#e2e8f0"/>
  <rect x="300" y="190" width="120" height="8" fill="${trim}"/>
  ${windowAt(314, 212, 26, 24, trim)}${windowAt(350, 212, 26, 24, trim)}${windowAt(386, 212, 22, 24, trim)}
  <rect x="66" y="226" width="104" height="54" fill="#cbd5e1"/><rect x="66" y="220" width="104" height="8" fill="#64748b"/>
  ${windowAt(80, 238, 24, 22, '#64748b')}${windowAt(126, 238, 24, 22, '#64748b')}`;
}

/** A coaching center above a row of shops, with a striped awning and a big sign. */
function shopfrontScene({ wall, trim, r, sign }: Paint): string {
  const stripe = r.pick(['#f59e0b', '#ef4444', '#10b981', '#3b82f6']);
  const stripes = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${60 + i * 36}" y="188" width="18" height="22" fill="${i % 2 ? '#fff' : stripe}"/>`,
  ).join('');
  return `<rect x="60" y="76" width="360" height="204" fill="${wall}"/>
  <rect x="52" y="68" width="376" height="12" fill="${trim}"/>
  ${signboard(240, 106, 250, { wall, trim, r, sign, sky: '' })}
  ${windowAt(84, 140, 60, 34, trim)}${windowAt(210, 140, 60, 34, trim)}${windowAt(336, 140, 60, 34, trim)}
  ${stripes}<path d="M60 210 H420" stroke="${trim}" stroke-width="3"/>
  <rect x="76" y="220" width="96" height="60" fill="#94a3b8"/><rect x="192" y="220" width="96" height="60" fill="#f8fafc" stroke="${trim}" stroke-width="3"/><rect x="308" y="220" width="96" height="60" fill="#94a3b8"/>
  <path d="M84 232 H164 M84 244 H164 M84 256 H164 M316 232 H396 M316 244 H396 M316 256 H396" stroke="#64748b" stroke-width="2"/>
  <rect x="226" y="230" width="28" height="50" fill="${trim}"/>`;
}

/** Inside a classroom: a chalkboard with working on it, a window, and rows of desks. */
function classroomScene({ wall, trim, r, sign }: Paint): string {
  const board = r.pick(['#166534', '#1e3a5f', '#1f2937']);
  const desks = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3].map((c) => {
        const w = 62 + row * 8;
        const x = 240 - 2 * (w + 14) + c * (w + 14) + 7;
        const y = 214 + row * 30;
        return `<rect x="${x}" y="${y}" width="${w}" height="10" rx="2" fill="#b45309"/><rect x="${x + 6}" y="${y + 10}" width="4" height="14" fill="#78350f"/><rect x="${x + w - 10}" y="${y + 10}" width="4" height="14" fill="#78350f"/>`;
      }),
    )
    .join('');
  return `<rect width="480" height="320" fill="${wall}"/>
  <rect y="196" width="480" height="124" fill="#d6d3d1"/>
  <rect x="120" y="46" width="240" height="124" rx="4" fill="${board}" stroke="#a16207" stroke-width="8"/>
  <g transform="translate(160 86)">${sign.replaceAll(trim, '#f8fafc')}</g>
  <path d="M190 80 H300 M190 100 H270 M150 126 H320 M150 146 H250" stroke="#f8fafc" stroke-width="3" stroke-linecap="round" opacity="0.85"/>
  <rect x="26" y="60" width="70" height="90" fill="#bae6fd" stroke="${trim}" stroke-width="5"/><path d="M61 60 V150 M26 105 H96" stroke="${trim}" stroke-width="4"/>
  <rect x="394" y="70" width="60" height="80" rx="4" fill="#fff" stroke="${trim}" stroke-width="3"/><path d="M404 90 H444 M404 104 H436 M404 118 H444 M404 132 H430" stroke="${trim}" stroke-width="3"/>
  ${desks}`;
}

/** A heritage institute: an arched colonnade under a clock tower. */
function campusScene({ wall, trim, r, sign }: Paint): string {
  const arches = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${112 + i * 54} 280 V222 A18 18 0 0 1 ${148 + i * 54} 222 V280 Z" fill="#f8fafc" stroke="${trim}" stroke-width="3"/>`,
  ).join('');
  return `<rect x="96" y="180" width="288" height="100" fill="${wall}"/>
  <rect x="88" y="170" width="304" height="14" fill="${trim}"/>
  ${arches}
  <rect x="200" y="88" width="80" height="92" fill="${wall}" stroke="${trim}" stroke-width="3"/>
  <path d="M192 88 L240 48 L288 88 Z" fill="${trim}"/>
  <circle cx="240" cy="118" r="20" fill="#fff" stroke="${trim}" stroke-width="3"/><path d="M240 118 V104 M240 118 L250 124" stroke="${trim}" stroke-width="3" stroke-linecap="round"/>
  <rect x="208" y="146" width="64" height="26" rx="4" fill="#fff" stroke="${trim}" stroke-width="2"/><g transform="translate(240 159) scale(0.75)">${sign}</g>
  ${r.chance(0.8) ? tree(50, 280, '#15803d') : ''}${tree(430, 280)}`;
}

const scenes = [blockScene, gabledScene, towerScene, shopfrontScene, classroomScene, campusScene];

/**
 * A drawn tuition center, different from its neighbours (issue 15 item 5): a school block, a gabled
 * house, a glass tower, a shop-front coaching center, a classroom inside or a heritage campus — the
 * n-th seeded center (`center-<n>-…`) takes the n-th scene in turn, so the demo's 18 look varied —
 * in its own colours, with a sign showing a book, an atom, a note, a globe, a pencil or a flask.
 */
export function centerSvg(seed: string): string {
  const r = createRandom(hashString(seed));
  const n = Number(/^(?:pool-)?center-(\d+)/.exec(seed)?.[1] ?? hashString(seed));
  const trim = r.pick(trims);
  const paint: Paint = {
    sky: r.pick(skies),
    wall: r.pick(walls),
    trim,
    r,
    sign: emblem(hashString(`${seed}:sign`) + Math.floor(n / scenes.length), trim),
  };
  const scene = scenes[n % scenes.length]!;
  const outdoors = scene !== classroomScene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320">
  <rect width="480" height="320" fill="${paint.sky}"/>
  ${outdoors ? `<circle cx="${r.int(40, 440)}" cy="${r.int(30, 56)}" r="22" fill="#fcd34d" opacity="0.85"/>` : ''}
  ${outdoors && r.chance(0.6) ? `<g fill="#fff" opacity="0.9"><ellipse cx="${r.int(60, 200)}" cy="40" rx="30" ry="11"/><ellipse cx="${r.int(300, 420)}" cy="30" rx="24" ry="9"/></g>` : ''}
  ${outdoors ? `<rect y="278" width="480" height="42" fill="${r.pick(['#a3a3a3', '#86efac', '#d6d3d1'])}"/>` : ''}
  ${scene(paint)}
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
  if (todo.length === 0) return;
  const dicebear = await loadDiceBear();
  // sharp works on libuv's thread pool; a few jobs at a time keeps memory flat.
  for (let i = 0; i < todo.length; i += 8) {
    await Promise.all(
      todo.slice(i, i + 8).map(async (job) => {
        const svg = job.kind === 'center' ? centerSvg(job.seed) : avatarSvg(dicebear, job);
        const webp = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
        // The provider never leaves a half file under the name (disk writes aside and renames).
        await storage.put(`${SEED_IMAGE_DIR}/${job.file}`, webp, 'image/webp');
      }),
    );
  }
}
