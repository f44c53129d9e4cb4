import type { StorageProvider } from '../../providers/storage/index.ts';
import type { Db } from '../client.ts';
import { type SeedLog, seedCatalogue } from './catalogue.ts';
import { seedDemoAvailability } from './demo-availability.ts';
import { seedPastDemo } from './past-demo.ts';

/** The demo catalogue's size: enough for every filter, sort and slider to have something to show. */
export const DEMO_SIZE = { tutors: 60, centers: 18 } as const;

/**
 * Seeds the demo catalogue when there are no tutor profiles yet (the server calls it at start when
 * SEED_DEMO is on), with weekly demo slots for its tutors and centers and the demo student's demo
 * of yesterday (seedPastDemo). A catalogue someone has started filling is never touched.
 */
export async function seedIfEmpty(db: Db, storage: StorageProvider, log: SeedLog): Promise<void> {
  const seeded = await seedCatalogue(db, { ...DEMO_SIZE, storage, log, onlyIfEmpty: true });
  if (!seeded) return;
  log.info({ slots: await seedDemoAvailability(db) }, 'demo slots seeded');
  await seedPastDemo(db);
}
