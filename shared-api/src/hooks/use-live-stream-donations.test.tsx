import { act, waitFor } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { DONATIONS_POLL_MS } from '../constants';
import type { ListedDonation } from '../contracts';
import { queryKeys } from '../query-keys';
import { useLiveStreamDonations } from './use-live-stream-donations';

const DONATIONS = 'GET /api/stream/candidate/7/donations';
const first: ListedDonation[] = [{ id: 1, donorName: 'Ada', amount: 25, message: 'Go Casey' }];
const second: ListedDonation[] = [
  { id: 2, donorName: 'Grace', amount: 100, message: null },
  ...first,
];

afterEach(() => {
  jest.useRealTimers();
});

describe('useLiveStreamDonations', () => {
  it("reads the live stream's donations by candidate id, cached under the numeric id", async () => {
    const server = mockApi({ [DONATIONS]: () => json(200, first) });
    const { result, queryClient } = renderHookWithQueryClient(() => useLiveStreamDonations('7'));
    await waitFor(() => expect(result.current.data).toEqual(first));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/stream/candidate/7/donations']);
    expect(queryClient.getQueryData(queryKeys.stream.liveDonations(7))).toEqual(first);
  });

  it('polls every 5 seconds', async () => {
    jest.useFakeTimers();
    let answer = first;
    const server = mockApi({ [DONATIONS]: () => json(200, answer) });
    const { result } = renderHookWithQueryClient(() => useLiveStreamDonations(7));
    await waitFor(() => expect(result.current.data).toEqual(first));
    answer = second;
    await act(async () => jest.advanceTimersByTime(DONATIONS_POLL_MS - 1_000));
    expect(server.calls(DONATIONS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(result.current.data).toEqual(second));
  });

  it.each([[undefined], ['abc'], ['0']])('stays idle for %p (no request)', async (id) => {
    const server = mockApi({});
    const { result } = renderHookWithQueryClient(() => useLiveStreamDonations(id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
