import { act, waitFor } from '@testing-library/react';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderHookWithQueryClient,
} from 'shared-config/testing';
import { useDonationAllowance } from './use-donation-allowance';

const allowance = { given: 100, remaining: 3_400, limit: 3_500, itemisationRequired: false };

describe('useDonationAllowance', () => {
  it("reads the logged-in donor's room left with the candidate", async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/allowance': () => json(200, allowance),
    });
    const { result } = renderHookWithQueryClient(() => useDonationAllowance('7'));
    await waitFor(() => expect(result.current.data).toEqual(allowance));
    expect(server.calls('GET /api/donations/allowance').map((r) => r.url)).toEqual([
      '/api/donations/allowance?candidateId=7',
    ]);
  });

  it('keys the room by user as well as by candidate', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/allowance': () => json(200, allowance),
    });
    const { result, queryClient } = renderHookWithQueryClient(() => useDonationAllowance(7));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(['donations', 'allowance', loggedInUser.id, 7])).toEqual(
      allowance,
    );
  });

  it('never asks for a visitor (the server would answer 401)', async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/donations/allowance': () => json(200, allowance),
    });
    const { result } = renderHookWithQueryClient(() => useDonationAllowance(7));
    // Long enough for the session answer to arrive and any request it would start to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls('GET /api/auth/user')).toHaveLength(1);
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.calls('GET /api/donations/allowance')).toHaveLength(0);
  });

  it('never asks for an id that names no candidate', async () => {
    const server = mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/allowance': () => json(200, allowance),
    });
    renderHookWithQueryClient(() => useDonationAllowance('abc'));
    // Long enough for the session answer to arrive and any request it would start to go out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(server.calls('GET /api/auth/user')).toHaveLength(1);
    expect(server.calls('GET /api/donations/allowance')).toHaveLength(0);
  });
});
