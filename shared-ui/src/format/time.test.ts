import {
  formatClock,
  formatCountdown,
  formatDuration,
  formatRelativeAge,
  formatUtcMinute,
  lazyDateFormat,
} from './time';

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

describe('formatUtcMinute', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

  it('writes what Intl writes, for every hour and month', () => {
    for (let month = 0; month < 12; month++) {
      for (let hour = 0; hour < 24; hour++) {
        const date = new Date(Date.UTC(2026, month, 1 + ((month * 7 + hour) % 28), hour, hour * 2));
        expect(formatUtcMinute(date)).toBe(intl.format(date));
      }
    }
    expect(formatUtcMinute(new Date('2026-11-28T15:00:00Z'))).toBe('Nov 28, 3:00 PM UTC');
  });
});

describe('lazyDateFormat', () => {
  it('formats as Intl does with the same options, making the formatter on first use', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const format = lazyDateFormat({ dateStyle: 'long', timeZone: 'UTC' });
    expect(spy).not.toHaveBeenCalled();
    const date = new Date('2026-11-28T15:00:00Z');
    expect(format(date)).toBe('November 28, 2026');
    expect(format(date)).toBe('November 28, 2026');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours once there are any', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(42_900)).toBe('0:42');
    expect(formatDuration(725_000)).toBe('12:05');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });
});
