import { bracketStatus, daysAway, slotsOpen } from './bracket-status';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('bracketStatus', () => {
  it('counts whole days to a start, and says so in words', () => {
    expect(daysAway(new Date(NOW.getTime() + 5 * DAY - 60_000), NOW)).toBe('in 5 days');
    expect(daysAway(new Date(NOW.getTime() + DAY), NOW)).toBe('in 1 day');
    expect(daysAway(new Date(NOW.getTime() + 3_600_000), NOW)).toBe('within a day');
  });

  it('opens the empty slots only while the seeds are provisional', () => {
    expect(slotsOpen({ status: 'none' })).toBe(true);
    expect(slotsOpen({ status: 'upcoming', name: 'x', startDate: NOW.toISOString() })).toBe(true);
    expect(
      slotsOpen({
        status: 'active',
        name: 'x',
        startDate: NOW.toISOString(),
        round: 1,
        roundEndsAt: NOW.toISOString(),
      }),
    ).toBe(false);
    expect(
      slotsOpen({
        status: 'completed',
        name: 'x',
        startDate: NOW.toISOString(),
        endedAt: NOW.toISOString(),
      }),
    ).toBe(false);
  });

  it('names the round of a 4-bracket as its view does', () => {
    const active = {
      status: 'active',
      name: 'x',
      startDate: NOW.toISOString(),
      round: 1,
      roundEndsAt: '2026-06-08T12:00:00Z',
    } as const;
    expect(bracketStatus(active, 4, NOW).text).toBe('Round 1 of 2: ends Jun 8, 12:00 PM UTC.');
    expect(bracketStatus({ ...active, round: 2 }, 4, NOW).text).toMatch(/^FINALS, round 2 of 2/);
  });
});
