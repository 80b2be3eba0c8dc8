import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TokenBucketLimiter } from '../src/chat/token-bucket';

// The chat's rate limiter with a hand-driven clock: bursts, refill, separate senders, memory.

describe('TokenBucketLimiter', () => {
  function limiter(maxKeys?: number) {
    let now = 0;
    const bucket = new TokenBucketLimiter({ capacity: 10, perMs: 10_000, maxKeys, now: () => now });
    return { bucket, advance: (ms: number) => (now += ms) };
  }

  it('lets a burst of 10 through and refuses the 11th', () => {
    const { bucket } = limiter();
    for (let n = 0; n < 10; n += 1) assert.equal(bucket.take('a'), true);
    assert.equal(bucket.take('a'), false);
    assert.equal(bucket.take('b'), true);
  });

  it('refills one token per second, up to the capacity', () => {
    const { bucket, advance } = limiter();
    for (let n = 0; n < 10; n += 1) bucket.take('a');
    advance(999);
    assert.equal(bucket.take('a'), false);
    advance(1);
    assert.equal(bucket.take('a'), true);
    assert.equal(bucket.take('a'), false);
    advance(60_000);
    for (let n = 0; n < 10; n += 1) assert.equal(bucket.take('a'), true, `token ${n}`);
    assert.equal(bucket.take('a'), false);
  });

  it('refused attempts do not dig the hole deeper', () => {
    const { bucket, advance } = limiter();
    for (let n = 0; n < 10; n += 1) bucket.take('a');
    for (let n = 0; n < 50; n += 1) assert.equal(bucket.take('a'), false);
    advance(1_000);
    assert.equal(bucket.take('a'), true);
  });

  it('keeps at most maxKeys buckets, dropping refilled ones first', () => {
    const { bucket, advance } = limiter(100);
    for (let n = 0; n < 100; n += 1) bucket.take(`idle-${n}`);
    advance(20_000);
    for (let n = 0; n < 10; n += 1) bucket.take('busy');
    for (let n = 0; n < 500; n += 1) bucket.take(`new-${n}`);
    assert.ok(bucket.size <= 100, `size ${bucket.size}`);
  });
});
