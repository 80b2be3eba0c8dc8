import { act, waitFor } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { DONATIONS_POLL_MS } from '../constants';
import type { ListedDonation } from '../contracts';
import { useRecentDonations } from './use-recent-donations';

const RECENT = 'GET /api/donations/recent';
const first: ListedDonation[] = [{ id: 1, donorName: 'Ada', amount: 25, message: 'Go Casey' }];
const second: ListedDonation[] = [
  { id: 2, donorName: 'Grace', amount: 100, message: null },
  ...first,
];

afterEach(() => {
  jest.useRealTimers();
});

describe('useRecentDonations', () => {
  it("reads a candidate's recent donations by id (the id as a query parameter)", async () => {
    const server = mockApi({ [RECENT]: () => json(200, first) });
    const { result } = renderHookWithQueryClient(() => useRecentDonations('7'));
    await waitFor(() => expect(result.current.data).toEqual(first));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/donations/recent?candidateId=7']);
  });

  it('polls every 5 seconds (spec section 7)', async () => {
    expect(DONATIONS_POLL_MS).toBe(5_000);
    jest.useFakeTimers();
    let answer = first;
    const server = mockApi({ [RECENT]: () => json(200, answer) });
    const { result } = renderHookWithQueryClient(() => useRecentDonations(7));
    await waitFor(() => expect(result.current.data).toEqual(first));
    answer = second;
    await act(async () => jest.advanceTimersByTime(DONATIONS_POLL_MS - 1_000));
    expect(server.calls(RECENT)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(result.current.data).toEqual(second));
    expect(server.calls(RECENT)).toHaveLength(2);
  });

  it.each([[undefined], ['abc'], ['0']])('stays idle for %p (no request)', async (id) => {
    const server = mockApi({});
    const { result } = renderHookWithQueryClient(() => useRecentDonations(id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });

  it('asks nothing while disabled', async () => {
    const server = mockApi({ [RECENT]: () => json(200, first) });
    renderHookWithQueryClient(() => useRecentDonations(7, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toHaveLength(0);
  });
});
