import { describe, expect, it } from 'vitest';
import { readOnce, readsAs, readUntilWrite } from './read-once.ts';
import { noteWrite } from './single-flight.ts';

/** A read that counts how often it ran. */
function counted() {
  let runs = 0;
  return {
    load: (answer: string) => async () => {
      runs++;
      return { answer };
    },
    runs: () => runs,
  };
}

describe('readOnce', () => {
  it('reads a key once per database handle, and again on another database', async () => {
    const read = readOnce<{ answer: string }>(10);
    const reads = counted();
    const db = {};
    const other = {};
    expect(await read(db, 'a', reads.load('A'))).toEqual({ answer: 'A' });
    expect(await read(db, 'a', reads.load('changed'))).toEqual({ answer: 'A' });
    expect(reads.runs()).toBe(1);
    expect(await read(other, 'a', reads.load('A on the other'))).toEqual({ answer: 'A on the other' });
    expect(reads.runs()).toBe(2);
  });

  it('gives a transaction opened on a database (readsAs) what that database read, and the reverse', async () => {
    const read = readOnce<{ answer: string }>(10);
    const reads = counted();
    const db = {};
    const tx = {};
    const nested = {};
    readsAs(tx, db);
    readsAs(nested, tx);
    await read(db, 'a', reads.load('A'));
    expect(await read(tx, 'a', reads.load('again'))).toEqual({ answer: 'A' });
    expect(await read(nested, 'b', reads.load('B'))).toEqual({ answer: 'B' });
    expect(await read(db, 'b', reads.load('again'))).toEqual({ answer: 'B' });
    expect(reads.runs()).toBe(2);
  });

  it('keeps at most `max` answers per database, dropping the least recently used', async () => {
    const read = readOnce<{ answer: string }>(2);
    const reads = counted();
    const db = {};
    await read(db, 'a', reads.load('A'));
    await read(db, 'b', reads.load('B'));
    await read(db, 'a', reads.load('A'));
    await read(db, 'c', reads.load('C'));
    expect(reads.runs()).toBe(3);
    await read(db, 'a', reads.load('A'));
    expect(reads.runs()).toBe(3);
    expect(await read(db, 'b', reads.load('B again'))).toEqual({ answer: 'B again' });
    expect(reads.runs()).toBe(4);
  });
});

describe('readUntilWrite', () => {
  it('reads a key again after a write, and keeps it until then', async () => {
    const read = readUntilWrite<{ answer: string }>(10, 60_000);
    const reads = counted();
    const db = {};
    expect(await read(db, 'a', reads.load('A'))).toEqual({ answer: 'A' });
    expect(await read(db, 'a', reads.load('changed'))).toEqual({ answer: 'A' });
    noteWrite();
    expect(await read(db, 'a', reads.load('written'))).toEqual({ answer: 'written' });
    expect(await read(db, 'a', reads.load('again'))).toEqual({ answer: 'written' });
    expect(reads.runs()).toBe(2);
  });

  it('does not keep an answer read while a write finished', async () => {
    const read = readUntilWrite<{ answer: string }>(10, 60_000);
    const reads = counted();
    const db = {};
    const during = await read(db, 'a', async () => {
      const answer = await reads.load('before the write')();
      noteWrite();
      return answer;
    });
    expect(during).toEqual({ answer: 'before the write' });
    expect(await read(db, 'a', reads.load('after'))).toEqual({ answer: 'after' });
    expect(reads.runs()).toBe(2);
  });

  it("forgets an answer after its time, so another instance's write is seen", async () => {
    const read = readUntilWrite<{ answer: string }>(10, 200);
    const reads = counted();
    const db = {};
    await read(db, 'a', reads.load('A'));
    expect(await read(db, 'a', reads.load('too soon'))).toEqual({ answer: 'A' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await read(db, 'a', reads.load('later'))).toEqual({ answer: 'later' });
    expect(reads.runs()).toBe(2);
  });
});
