import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { STREAM_STATS_POLL_MS } from '../constants';
import type { StreamStats } from '../contracts';
import { queryKeys } from '../query-keys';
import { candidateStreamQueryPrefix } from './use-candidate-stream';
import { useEndStream } from './use-end-stream';
import { useStreamStats } from './use-stream-stats';

const END = 'POST /api/stream/end';
const STATS = 'GET /api/stream/stats';
const OFFLINE: StreamStats = { isLive: false, viewerCount: 0, donations: 0 };
const LIVE: StreamStats = { isLive: true, viewerCount: 0, donations: 0 };

afterEach(() => {
  jest.useRealTimers();
});

/** The stats and End Stream together, as /go-live uses them. */
function renderStream() {
  return renderHookWithQueryClient(() => ({ stats: useStreamStats(), end: useEndStream() }));
}

describe('useEndStream (End Stream)', () => {
  it('POSTs /api/stream/end, answers the total raised and shows the stream offline', async () => {
    jest.useFakeTimers();
    const server = mockApi({
      [STATS]: () => json(200, { ...LIVE, donations: 75 }),
      [END]: () => json(200, { totalRaised: 75 }),
    });
    const { result, queryClient } = renderStream();
    await waitFor(() => expect(result.current.stats.data?.isLive).toBe(true));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const answer = await act(() => result.current.end.mutateAsync());
    expect(answer).toEqual({ totalRaised: 75 });
    await waitFor(() => expect(result.current.stats.data).toEqual(OFFLINE));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: candidateStreamQueryPrefix });
    // Offline: the stats polling has stopped.
    server.requests.length = 0;
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS * 3));
    expect(server.calls(STATS)).toHaveLength(0);
  });

  it('asks the stats again when the server says the stream was not live (409)', async () => {
    let stats: StreamStats = LIVE;
    const server = mockApi({
      [STATS]: () => json(200, stats),
      [END]: () => failure(409, 'Conflict', 'Your stream is not live'),
    });
    const { result, queryClient } = renderStream();
    await waitFor(() => expect(result.current.stats.data).toEqual(LIVE));
    stats = OFFLINE; // ended in another tab
    await act(() => result.current.end.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.stats.data).toEqual(OFFLINE));
    expect(server.calls(STATS)).toHaveLength(2);
    expect(queryClient.getQueryData(queryKeys.stream.stats())).toEqual(OFFLINE);
  });
});
