import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFreshCache, createKeyedFreshCache } from '../src/db/fresh-cache';
import { trackTransaction } from '../src/db/transaction-activity';

// The in-process read cache of the summary, the brackets and the feed: at most maxAgeMs old,
// never kept across a transaction of this process, and one read for many simultaneous misses.

function counter() {
  let loads = 0;
  let clock = 0;
  const cache = createFreshCache(async () => ++loads, { maxAgeMs: 1000, clock: () => clock });
  return {
    cache,
    loads: () => loads,
    advance: (ms: number) => (clock += ms),
  };
}

describe('fresh cache', () => {
  it('serves a value for less than maxAgeMs, then reads again', async () => {
    const { cache, loads, advance } = counter();
    assert.equal(await cache.get(), 1);
    advance(999);
    assert.equal(await cache.get(), 1);
    advance(1);
    assert.equal(await cache.get(), 2);
    assert.equal(loads(), 2);
  });

  it('reads again after a transaction of this process ended', async () => {
    const { cache } = counter();
    assert.equal(await cache.get(), 1);
    await trackTransaction(async () => {});
    assert.equal(await cache.get(), 2);
    assert.equal(await cache.get(), 2);
  });

  it('keeps nothing read while a transaction is open (its commit may land any moment)', async () => {
    const { cache } = counter();
    await trackTransaction(async () => {
      assert.equal(await cache.get(), 1);
      assert.equal(await cache.get(), 2);
    });
    assert.equal(await cache.get(), 3);
    assert.equal(await cache.get(), 3);
  });

  it('keeps nothing when a transaction began or ended during the read', async () => {
    let release: () => void = () => {};
    let loads = 0;
    const cache = createFreshCache(async () => {
      loads += 1;
      if (loads === 1) await trackTransaction(() => new Promise<void>((r) => (release = r)));
      return loads;
    });
    const reading = cache.get();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    assert.equal(await reading, 1);
    assert.equal(await cache.get(), 2);
    assert.equal(await cache.get(), 2);
  });

  it('shares one read between simultaneous misses', async () => {
    const { cache, loads } = counter();
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get()));
    assert.deepEqual(new Set(values), new Set([1]));
    assert.equal(loads(), 1);
  });

  describe('by key', () => {
    function keyed(maxEntries = 100) {
      const loads: string[] = [];
      let clock = 0;
      const cache = createKeyedFreshCache<string>({ maxEntries, clock: () => clock });
      const get = (key: string) =>
        cache.get(key, async () => {
          loads.push(key);
          return `${key}#${loads.length}`;
        });
      return { get, loads, advance: (ms: number) => (clock += ms) };
    }

    it('keeps each key apart, each for less than maxAgeMs', async () => {
      const { get, loads, advance } = keyed();
      assert.equal(await get('a'), 'a#1');
      assert.equal(await get('b'), 'b#2');
      assert.equal(await get('a'), 'a#1');
      advance(1000);
      assert.equal(await get('b'), 'b#3');
      assert.deepEqual(loads, ['a', 'b', 'b']);
    });

    it('forgets every key after a transaction of this process', async () => {
      const { get } = keyed();
      await get('a');
      await get('b');
      await trackTransaction(async () => {});
      assert.equal(await get('a'), 'a#3');
      assert.equal(await get('b'), 'b#4');
      assert.equal(await get('a'), 'a#3');
    });

    it('keeps at most maxEntries keys, dropping the oldest', async () => {
      const { get, loads } = keyed(2);
      await get('a');
      await get('b');
      await get('c');
      assert.equal(await get('c'), 'c#3');
      assert.equal(await get('b'), 'b#2');
      assert.equal(await get('a'), 'a#4', 'a was dropped for c');
      assert.deepEqual(loads, ['a', 'b', 'c', 'a']);
    });

    it('shares one read between simultaneous misses of a key, not between keys', async () => {
      const { get, loads } = keyed();
      await Promise.all([get('a'), get('a'), get('b'), get('a')]);
      assert.deepEqual(loads, ['a', 'b']);
    });
  });
});
