import { act, waitFor } from '@testing-library/react';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderHookWithQueryClient,
} from 'shared-config/testing';
import type { MyDonation } from '../contracts';
import { useMyDonationReceipt, useMyDonations } from './use-my-donations';

const gift: MyDonation = {
  id: 12,
  reference: 'PAID-000012',
  candidateId: 3,
  candidateName: 'Casey Morales',
  amount: 25,
  createdAt: '2026-11-20T10:00:00.000Z',
  testMode: true,
  election: { id: 5, kind: 'primary', date: '2028-03-07', code: 'P2028' },
  status: 'refunded',
  recurringPlanId: null,
  refundedAt: '2026-11-21T10:00:00.000Z',
};

/** Long enough for the session answer to arrive and any request it would start to go out. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('useMyDonations', () => {
  it("reads the member's own gifts, keyed by user", async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/mine': () => json(200, [gift]),
    });
    const { result, queryClient } = renderHookWithQueryClient(() => useMyDonations());
    await waitFor(() => expect(result.current.data).toEqual([gift]));
    expect(server.calls('GET /api/donations/mine')).toHaveLength(1);
    expect(queryClient.getQueryData(['donations', 'mine', loggedInUser.id, 'list'])).toEqual([
      gift,
    ]);
  });

  it('never asks for a visitor (the server would answer 401)', async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/donations/mine': () => json(200, []),
    });
    const { result } = renderHookWithQueryClient(() => useMyDonations());
    await settle();
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.calls('GET /api/donations/mine')).toHaveLength(0);
  });
});

describe('useMyDonationReceipt', () => {
  it("reads one gift's receipt by id", async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/12/receipt': () => json(200, gift),
    });
    const { result } = renderHookWithQueryClient(() => useMyDonationReceipt('12'));
    await waitFor(() => expect(result.current.data).toEqual(gift));
    expect(server.calls('GET /api/donations/12/receipt')).toHaveLength(1);
  });

  it('never asks for an id that names no gift', async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/abc/receipt': () => json(200, gift),
    });
    renderHookWithQueryClient(() => useMyDonationReceipt('abc'));
    await settle();
    expect(server.calls('GET /api/auth/user')).toHaveLength(1);
    expect(server.calls('GET /api/donations/abc/receipt')).toHaveLength(0);
  });
});
