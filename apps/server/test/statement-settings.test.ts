import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/app.ts';
import { handlesWithSettings, preparedTwice, settingsSeen } from './helpers/statement-settings.ts';

// A text search runs with the typo threshold, no sequential scans and no JIT (withTextSearch); on
// PostgreSQL its statements go to connections opened with those settings instead of a transaction
// that sets them (issue 16: three round trips fewer per text query), and nothing else gets them.
const database = await createTestDatabase();
afterAll(() => database.close());

describe(`text search settings (${database.kind})`, () => {
  it('hold for every statement of a text search, and for no statement outside it', async () => {
    const { inside, after } = await settingsSeen(database);
    expect(inside).toEqual({ threshold: '0.45', seqscan: 'off', jit: 'off' });
    expect(after?.seqscan).toBe('on');
    // Twice: a connection the text search used is not handed to other statements with its settings.
    expect((await settingsSeen(database)).after?.seqscan).toBe('on');
  });

  it('run on a pool opened with them on PostgreSQL (one per set, plain words only), in a transaction on PGlite', () => {
    const handles = handlesWithSettings(database);
    if (database.kind === 'pglite') {
      // One connection that every request shares: the settings are set locally in a transaction.
      expect(handles.first).toBeUndefined();
      return;
    }
    expect(handles.first).toBeDefined();
    expect(handles.second).toBe(handles.first);
    expect(handles.hostile).toThrow(/unsafe setting/);
  });
});

describe(`statements marked prepared (${database.kind})`, () => {
  it('answer as unmarked ones do, and PostgreSQL parses each text once per connection', async () => {
    const { answers, held } = await preparedTwice(database);
    expect(answers).toEqual([4, 42]);
    expect(held).toBe(database.kind === 'postgres' ? 1 : 0);
  });
});
