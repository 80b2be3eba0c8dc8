import type { MyDonation } from 'shared-api';

/** A gift as GET /api/donations/mine answers it, for the My donations tests. */
export function myDonation(patch: Partial<MyDonation> = {}): MyDonation {
  return {
    id: 12,
    reference: 'PAID-000012',
    candidateId: 3,
    candidateName: 'Casey Morales',
    amount: 25,
    createdAt: '2026-11-20T10:00:00.000Z',
    testMode: true,
    status: 'succeeded',
    refundedAt: null,
    recurringPlanId: null,
    election: { id: 22, kind: 'general', date: '2028-11-07', code: 'G2028' },
    ...patch,
  };
}
