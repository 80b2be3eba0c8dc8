import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coalescedCalls, MAX_BATCH, settle, settled } from '../src/db/coalesced-calls';

// The group commit of a gift's statements (db/coalesced-calls.ts): calls made while a batch
// runs go together in the next one; one item's error stays that item's.

/** A run that records its batches and answers each item doubled, after `gate` opens. */
function recordingRun() {
  const batches: number[][] = [];
  let open!: () => void;
  let gate = new Promise<void>((resolve) => (open = resolve));
  return {
    batches,
    release() {
      open();
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    async run(items: number[]) {
      batches.push(items);
      await gate;
      return items.map((item) => settle(() => item * 2));
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

test('calls made while a batch runs go together as the next batch, one at a time', async () => {
  const recorder = recordingRun();
  const call = coalescedCalls(recorder.run);
  const first = call(1);
  await turn();
  await turn();
  assert.deepEqual(recorder.batches, [[1]], 'the first call goes alone, at once');
  const rest = [call(2), call(3), call(4)];
  await turn();
  assert.deepEqual(recorder.batches, [[1]], 'never two batches at once');
  recorder.release();
  assert.equal(await first, 2);
  await turn();
  await turn();
  assert.deepEqual(recorder.batches, [[1], [2, 3, 4]]);
  recorder.release();
  assert.deepEqual(await Promise.all(rest), [4, 6, 8]);
});

test('a batch holds at most MAX_BATCH calls', async () => {
  const batches: number[] = [];
  const call = coalescedCalls(async (items: number[]) => {
    batches.push(items.length);
    return items.map((item) => settled.value(item));
  });
  const calls = Array.from({ length: MAX_BATCH + 5 }, (_, i) => call(i));
  assert.deepEqual(await Promise.all(calls), [...Array(MAX_BATCH + 5).keys()]);
  assert.deepEqual(batches, [MAX_BATCH, 5]);
});

test("an item's own error fails that item only", async () => {
  const call = coalescedCalls(async (items: number[]) =>
    items.map((item) =>
      settle(() => {
        if (item === 2) throw new Error('two is refused');
        return item;
      }),
    ),
  );
  const results = await Promise.allSettled([call(1), call(2), call(3)]);
  assert.deepEqual(
    results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message)),
    [1, 'two is refused', 3],
  );
});

test('a batch that throws as a whole is run again item by item', async () => {
  const runs: number[][] = [];
  const call = coalescedCalls(async (items: number[]) => {
    runs.push(items);
    // A statement fails for the whole batch when it holds 2 (as an SQL error would).
    if (items.includes(2)) throw new Error(`batch with 2 failed (${items.length} items)`);
    return items.map((item) => settled.value(item * 10));
  });
  const results = await Promise.allSettled([call(1), call(2), call(3)]);
  assert.deepEqual(
    results.map((result) => (result.status === 'fulfilled' ? result.value : result.reason.message)),
    [10, 'batch with 2 failed (1 items)', 30],
  );
  assert.deepEqual(runs, [[1, 2, 3], [1], [2], [3]]);
});

test('a call after the queue emptied starts a new batch', async () => {
  const call = coalescedCalls(async (items: number[]) => items.map((item) => settled.value(item)));
  assert.equal(await call(1), 1);
  assert.equal(await call(2), 2);
  await turn();
  assert.equal(await call(3), 3);
});
