import { candidate } from '../../testing/debate-fixtures';
import { goLiveView, scheduledPosition } from './go-live';
import type { DebatePair } from './speaker';

const PAIR: DebatePair = [candidate(4, { name: 'Casey Morales' }), candidate(9, { name: 'Dan' })];
const check = (candidateId: number | null, isCandidate = candidateId !== null) => ({
  isCandidate,
  candidateId,
  candidateName: candidateId === null ? null : 'Someone',
});

describe('scheduledPosition', () => {
  it('is the place whose candidate id matches the checked candidate', () => {
    expect(scheduledPosition(check(4), PAIR)).toBe(1);
    expect(scheduledPosition(check(9), PAIR)).toBe(2);
  });

  it('is undefined for another candidate, a visitor, or while the check loads', () => {
    expect(scheduledPosition(check(5), PAIR)).toBeUndefined();
    expect(scheduledPosition(check(null), PAIR)).toBeUndefined();
    expect(scheduledPosition(undefined, PAIR)).toBeUndefined();
    // An answer that says "not a candidate" never matches, whatever id it carries.
    expect(scheduledPosition(check(4, false), PAIR)).toBeUndefined();
  });
});

describe('goLiveView', () => {
  it("offers 'Go Live as {name}' to a scheduled candidate", () => {
    expect(goLiveView(check(9), PAIR, null)).toEqual({
      kind: 'scheduled',
      position: 2,
      name: 'Dan',
    });
  });

  it('shows who is live; only that candidate may end it', () => {
    expect(goLiveView(check(4), PAIR, 1)).toEqual({
      kind: 'live',
      name: 'Casey Morales',
      canEnd: true,
    });
    expect(goLiveView(check(9), PAIR, 1)).toEqual({
      kind: 'live',
      name: 'Casey Morales',
      canEnd: false,
    });
  });

  it('tells an unscheduled candidate and a viewer apart', () => {
    expect(goLiveView(check(5), PAIR, null)).toEqual({ kind: 'not-scheduled' });
    expect(goLiveView(check(null), PAIR, null)).toEqual({ kind: 'viewer' });
    expect(goLiveView(undefined, PAIR, null)).toEqual({ kind: 'viewer' });
  });
});
