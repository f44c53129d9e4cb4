// `npm run db:seed -- [--tutors N] [--centers N] [--reset]`: fills the configured database
// (DATABASE_URL, else PGlite in DATA_DIR) with the deterministic demo catalogue, or a large one.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { createStorage } from '../../providers/storage/index.ts';
import { createDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seedCatalogue, wipeCatalogue } from './catalogue.ts';
import { DEMO_SIZE } from './demo.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { seedPastDemo } from './past-demo.ts';

/** Catalogues up to this size (tutors + centers) get weekly demo slots. */
const DEMO_SLOTS_UP_TO = 5000;

const usage = `Usage: npm run db:seed -- [--tutors N] [--centers N] [--reset]

  --tutors N    how many tutors (default ${DEMO_SIZE.tutors})
  --centers N   how many tuition centers (default ${DEMO_SIZE.centers})
  --reset       delete the current catalogue (tutors, centers, their reviews, seeded students) first
`;

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new UsageError(`${flag} must be a whole number from 0 to 1000000`);
  return n;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tutors: { type: 'string' },
      centers: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const tutors = count(values.tutors, DEMO_SIZE.tutors, '--tutors');
  const centers = count(values.centers, DEMO_SIZE.centers, '--centers');
  const config = loadConfig();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  const storage = await createStorage(config, {
    error: (obj, msg) => console.error(msg, JSON.stringify(obj)),
  });
  try {
    await migrate(database);
    if (values.reset) {
      console.log('Removing the current catalogue…');
      await wipeCatalogue(database.db);
    }
    const started = performance.now();
    const log = {
      info: (obj: object, msg: string) =>
        console.log(
          `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${msg} ${JSON.stringify(obj)}`,
        ),
    };
    const seeded = await seedCatalogue(database.db, {
      tutors,
      centers,
      storage,
      log,
      onlyIfEmpty: true,
    });
    if (!seeded) {
      process.exitCode = 1;
      console.error('The catalogue already has tutors. Run again with --reset to replace it.');
      return;
    }
    // Weekly demo slots for a catalogue people browse; a benchmark's large catalogue goes without.
    if (tutors + centers <= DEMO_SLOTS_UP_TO) {
      log.info({ slots: await seedDemoAvailability(database.db) }, 'demo slots');
      await seedPastDemo(database.db);
    }
    console.log(
      `Seeded ${seeded.tutors} tutors, ${seeded.centers} tuition centers, ${seeded.students} students and ${seeded.reviews} reviews in ${(seeded.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await storage.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof UsageError ? err.message : err);
  if (err instanceof UsageError) process.stderr.write(usage);
  process.exit(1);
});
