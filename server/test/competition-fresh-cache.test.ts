import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFreshCache } from '../src/competition/fresh-cache';
import { trackTransaction } from '../src/db/transaction-activity';

// The summary's in-process cache: at most maxAgeMs old, never kept across a transaction of
// this process, and one read for many simultaneous misses.

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

describe('competition summary cache', () => {
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
});
