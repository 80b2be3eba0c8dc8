import { act } from '@testing-library/react';
import {
  failure,
  json,
  mockApi,
  renderHookWithQueryClient,
  type MockHandler,
} from 'shared-config/testing';
import type { DonationFormValues, DonationReceipt } from '../contracts';
import { queryKeys } from '../query-keys';
import { ApiError } from '../request';
import { useCreateDonation } from './use-create-donation';

const body: DonationFormValues = {
  candidateId: 7,
  amount: 25,
  donorName: 'Jane Doe',
  donorEmail: 'jane@example.com',
  attestations: {
    citizenOrResident: true,
    ownFunds: true,
    personalCard: true,
    atLeast18: true,
    notFederalContractor: true,
  },
  card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
  idempotencyKey: 'b8a4c1b2-0000-4000-8000-000000000001',
};

const receipt: DonationReceipt = {
  id: 41,
  reference: 'PAID-000041',
  candidateId: 7,
  candidateName: 'Casey Morales',
  amount: 25,
  createdAt: '2026-03-01T12:00:00.000Z',
  election: null,
  testMode: true,
};

function setup(answer: MockHandler) {
  const server = mockApi({ 'POST /api/donations': answer });
  const rendered = renderHookWithQueryClient(() => useCreateDonation());
  return {
    ...rendered,
    server,
    spy: jest.spyOn(rendered.queryClient, 'invalidateQueries'),
  };
}

describe('useCreateDonation', () => {
  it('POSTs the form with its idempotency key and answers the receipt', async () => {
    const { result, server } = setup(() => json(201, receipt));
    const answer = await act(() => result.current.mutateAsync(body));
    expect(answer).toEqual(receipt);
    expect(server.calls('POST /api/donations').map((r) => r.body)).toEqual([body]);
  });

  it('refreshes every figure the donation moves', async () => {
    const { result, spy } = setup(() => json(201, receipt));
    await act(() => result.current.mutateAsync(body));
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      queryKeys.candidates.all,
      // The room left, My donations, the saved card and the monthly plans.
      queryKeys.donations.all,
      queryKeys.competition.all,
      queryKeys.tournament.all,
      queryKeys.stream.all,
    ]);
  });

  it('rejects with the ApiError of a declined card (402) and refreshes nothing', async () => {
    const { result, spy } = setup(() =>
      failure(402, 'Payment Required', 'Your card was declined.'),
    );
    const error = await act(() => result.current.mutateAsync(body).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).body?.message).toBe('Your card was declined.');
    expect(spy).not.toHaveBeenCalled();
  });
});
