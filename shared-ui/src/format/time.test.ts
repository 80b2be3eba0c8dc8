import { formatClock, formatCountdown, formatRelativeAge } from './time';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [65, '01:05'],
    [599, '09:59'],
    [3600, '60:00'],
    [65.9, '01:05'],
    [-3, '00:00'],
  ])('%p s -> %p', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '0:00'],
    [30, '0:30'],
    [60, '1:00'],
    [65, '1:05'],
    [90, '1:30'],
    [-1, '0:00'],
  ])('%p s -> %p', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('formatRelativeAge', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const HOUR = 60 * 60 * SECOND;

  it.each([
    [0, 'Just now'],
    [HOUR - SECOND, 'Just now'],
    [HOUR, '1h'],
    [2 * HOUR + 59 * 60 * SECOND, '2h'],
    [24 * HOUR - SECOND, '23h'],
    [24 * HOUR, '1d'],
    [48 * HOUR - SECOND, '1d'],
    [10 * 24 * HOUR, '10d'],
  ])('%p ms ago -> %p', (ms, expected) => {
    expect(formatRelativeAge(ago(ms), now)).toBe(expected);
  });

  it('accepts ISO strings and treats future dates as just now', () => {
    expect(formatRelativeAge('2025-06-01T09:00:00Z', now)).toBe('3h');
    expect(formatRelativeAge('2025-06-01T13:00:00Z', now)).toBe('Just now');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeAge('not a date', now)).toBe('');
  });
});
