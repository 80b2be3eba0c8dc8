import type { RecurringPlan } from 'shared-api';
import { planStartedBy } from './monthly-gift-note';

function plan(id: number, overrides: Partial<RecurringPlan> = {}): RecurringPlan {
  return {
    id,
    candidateId: 7,
    candidateName: 'Casey Morales',
    amount: 25,
    status: 'active',
    pauseReason: null,
    nextChargeOn: '2027-01-02',
    giftsMade: 1,
    createdAt: '2026-12-02T04:44:01.000Z',
    election: null,
    ...overrides,
  };
}

describe('planStartedBy', () => {
  const receipt = { candidateId: 7, createdAt: '2026-12-02T04:44:00.500Z' };

  it("finds the candidate's plan the gift started: made after it, at its first gift", () => {
    expect(
      planStartedBy(receipt, [plan(2), plan(1, { createdAt: '2026-11-02T00:00:00Z' })])?.id,
    ).toBe(2);
  });

  it('finds none for a gift given once: older plans, other candidates, later gifts of a plan', () => {
    expect(planStartedBy(receipt, undefined)).toBeUndefined();
    expect(
      planStartedBy(receipt, [
        plan(1, { createdAt: '2026-11-02T00:00:00Z' }),
        plan(2, { candidateId: 8 }),
        plan(3, { giftsMade: 2 }),
        plan(4, { status: 'cancelled' }),
      ]),
    ).toBeUndefined();
  });
});
