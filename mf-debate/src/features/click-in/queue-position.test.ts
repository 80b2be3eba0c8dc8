import { randomQueuePosition } from './queue-position';

describe('randomQueuePosition', () => {
  it('maps the whole [0, 1) range onto the positions 1 to 5', () => {
    expect(randomQueuePosition(() => 0)).toBe(1);
    expect(randomQueuePosition(() => 0.19)).toBe(1);
    expect(randomQueuePosition(() => 0.2)).toBe(2);
    expect(randomQueuePosition(() => 0.5)).toBe(3);
    expect(randomQueuePosition(() => 0.999_999)).toBe(5);
    expect(randomQueuePosition(() => 1)).toBe(5);
  });

  it('gives every position from 1 to 5 with Math.random, and nothing else', () => {
    const seen = new Set(Array.from({ length: 500 }, () => randomQueuePosition(Math.random)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
