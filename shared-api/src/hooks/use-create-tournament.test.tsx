import { act } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { queryKeys } from '../query-keys';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useCreateTournament } from './use-create-tournament';

describe('useCreateTournament', () => {
  const body = {
    name: 'Wyoming Debate Tournament',
    type: 'state' as const,
    geographicCode: 'WY',
    status: 'upcoming' as const,
    startDate: '2026-03-08T12:00:00.000Z',
  };

  it('POSTs the payload to /api/tournament and reloads the tournament page data', async () => {
    const fetchMock = mockFetch({ status: 201, body: JSON.stringify({ id: 3, ...body }) });
    const { result, queryClient } = renderHookWithQueryClient(() => useCreateTournament());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.mutateAsync(body));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/tournament');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tournament.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.candidates.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.stream.all });
  });

  it('rejects with "{status}: {text}" and reloads nothing on a conflict', async () => {
    mockFetch({ status: 409, body: '{"message":"A tournament is already running for this area"}' });
    const { result, queryClient } = renderHookWithQueryClient(() => useCreateTournament());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await expect(act(() => result.current.mutateAsync(body))).rejects.toThrow(/^409: /);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
