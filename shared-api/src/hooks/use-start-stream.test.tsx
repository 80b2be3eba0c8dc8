import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { STREAM_STATS_POLL_MS } from '../constants';
import type { FundraisingStream, StreamStats } from '../contracts';
import { ApiError } from '../request';
import { candidateStreamQueryPrefix } from './use-candidate-stream';
import { useStartStream } from './use-start-stream';
import { useStreamStats } from './use-stream-stats';

const START = 'POST /api/stream/start';
const STATS = 'GET /api/stream/stats';
const OFFLINE: StreamStats = { isLive: false, viewerCount: 0, donations: 0 };
const LIVE: StreamStats = { isLive: true, viewerCount: 0, donations: 0 };
const started: FundraisingStream = {
  id: 11,
  candidateId: 7,
  isLive: true,
  startedAt: '2026-03-01T18:00:00.000Z',
  endedAt: null,
  totalRaised: 0,
  viewerCount: 0,
};

afterEach(() => {
  jest.useRealTimers();
});

/** The stats and GO LIVE together, as /go-live uses them. */
function renderStream() {
  return renderHookWithQueryClient(() => ({ stats: useStreamStats(), start: useStartStream() }));
}

describe('useStartStream (GO LIVE)', () => {
  it('POSTs /api/stream/start, shows the stream live at once and refreshes stream statuses', async () => {
    const server = mockApi({
      [STATS]: () => json(200, OFFLINE),
      [START]: () => json(201, started),
    });
    const { result, queryClient } = renderStream();
    await waitFor(() => expect(result.current.stats.data).toEqual(OFFLINE));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.start.mutateAsync());
    expect(server.calls(START)).toEqual([
      { method: 'POST', url: '/api/stream/start', body: undefined },
    ]);
    await waitFor(() => expect(result.current.stats.data).toEqual(LIVE));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: candidateStreamQueryPrefix });
  });

  it('starts polling the stats every 5 seconds once live', async () => {
    jest.useFakeTimers();
    const server = mockApi({
      [STATS]: () => json(200, OFFLINE),
      [START]: () => json(201, started),
    });
    const { result } = renderStream();
    await waitFor(() => expect(result.current.stats.data).toEqual(OFFLINE));
    server.requests.length = 0;
    await act(() => result.current.start.mutateAsync());
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(server.calls(STATS)).toHaveLength(1));
  });

  it('fails with the status when the server refuses (403: not activated)', async () => {
    mockApi({
      [STATS]: () => json(200, OFFLINE),
      [START]: () => failure(403, 'Forbidden', 'Your candidate account is not activated'),
    });
    const { result } = renderStream();
    await waitFor(() => expect(result.current.stats.data).toEqual(OFFLINE));
    const error = await act(() => result.current.start.mutateAsync().catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(result.current.stats.data).toEqual(OFFLINE);
  });
});
