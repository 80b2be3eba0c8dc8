import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { STREAM_STATS_POLL_MS } from '../constants';
import type { StreamStats } from '../contracts';
import { liveStreamDonationsQueryOptions } from './use-live-stream-donations';
import { useStreamStats } from './use-stream-stats';

const LIVE: StreamStats = { isLive: true, viewerCount: 3, donations: 125.5 };
const OFFLINE: StreamStats = { isLive: false, viewerCount: 0, donations: 0 };
const STATS = 'GET /api/stream/stats';

const DONATIONS = 'GET /api/stream/candidate/7/donations';

/** The server answers each poll with the next of `answers` (the last one repeats). */
function serverAnswering(...answers: StreamStats[]) {
  let next = 0;
  return mockApi({
    [STATS]: () => json(200, answers[Math.min(next++, answers.length - 1)]),
    [DONATIONS]: () => json(200, []),
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useStreamStats', () => {
  it('reads GET /api/stream/stats', async () => {
    const server = serverAnswering(LIVE);
    const { result } = renderHookWithQueryClient(() => useStreamStats());
    await waitFor(() => expect(result.current.data).toEqual(LIVE));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/stream/stats']);
  });

  it('polls every 5 seconds while live', async () => {
    jest.useFakeTimers();
    const server = serverAnswering(LIVE, { ...LIVE, viewerCount: 4 });
    const { result } = renderHookWithQueryClient(() => useStreamStats());
    await waitFor(() => expect(result.current.data).toEqual(LIVE));
    // A second early: waitFor above may already have moved the fake clock a little.
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS - 1_000));
    expect(server.calls(STATS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(result.current.data?.viewerCount).toBe(4));
    expect(server.calls(STATS)).toHaveLength(2);
  });

  it('asks the Live Donations again in the poll where the money raised moves, and only then', async () => {
    jest.useFakeTimers();
    const server = serverAnswering(LIVE, { ...LIVE, viewerCount: 4 }, { ...LIVE, donations: 150 });
    const { result } = renderHookWithQueryClient(() => ({
      stats: useStreamStats(),
      // Without its own polling here, so only the stats poll can ask for it again.
      donations: useQuery({ ...liveStreamDonationsQueryOptions(7), refetchInterval: false }),
    }));
    await waitFor(() => expect(result.current.donations.data).toEqual([]));
    await waitFor(() => expect(result.current.stats.data).toEqual(LIVE));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(result.current.stats.data?.viewerCount).toBe(4));
    expect(server.calls(DONATIONS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(result.current.stats.data?.donations).toBe(150));
    expect(server.calls(DONATIONS)).toHaveLength(2);
  });

  it('does not poll while offline', async () => {
    jest.useFakeTimers();
    const server = serverAnswering(OFFLINE);
    const { result } = renderHookWithQueryClient(() => useStreamStats());
    await waitFor(() => expect(result.current.data).toEqual(OFFLINE));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS * 3));
    expect(server.calls(STATS)).toHaveLength(1);
  });

  it('stops polling once the server says the stream is over', async () => {
    jest.useFakeTimers();
    const server = serverAnswering(LIVE, OFFLINE);
    const { result } = renderHookWithQueryClient(() => useStreamStats());
    await waitFor(() => expect(result.current.data).toEqual(LIVE));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(result.current.data).toEqual(OFFLINE));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS * 3));
    expect(server.calls(STATS)).toHaveLength(2);
  });

  it('asks nothing while disabled (not an activated candidate)', async () => {
    const server = serverAnswering(LIVE);
    const { result } = renderHookWithQueryClient(() => useStreamStats({ enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
