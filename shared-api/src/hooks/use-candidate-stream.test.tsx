import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { STREAM_STATS_POLL_MS } from '../constants';
import type { CandidateStreamStatus } from '../contracts';
import { candidateStreamQueryKey, useCandidateStream } from './use-candidate-stream';
import { useCandidate } from './use-candidate';
import { liveStreamDonationsQueryOptions } from './use-live-stream-donations';

const STATUS = 'GET /api/stream/candidate/7';
const offline: CandidateStreamStatus = {
  candidateId: 7,
  isLive: false,
  startedAt: null,
  totalRaised: 0,
  viewerCount: 0,
};
const live: CandidateStreamStatus = {
  candidateId: 7,
  isLive: true,
  startedAt: '2026-03-01T18:00:00.000Z',
  totalRaised: 40,
  viewerCount: 2,
};

afterEach(() => {
  jest.useRealTimers();
});

describe('useCandidateStream', () => {
  it("reads a candidate's stream status, cached under the numeric id", async () => {
    const server = mockApi({ [STATUS]: () => json(200, live) });
    const { result, queryClient } = renderHookWithQueryClient(() => useCandidateStream('7'));
    await waitFor(() => expect(result.current.data).toEqual(live));
    expect(server.requests.map((r) => r.url)).toEqual(['/api/stream/candidate/7']);
    expect(queryClient.getQueryData(candidateStreamQueryKey(7))).toEqual(live);
  });

  it('polls every 5 seconds, offline too, so a visitor sees the candidate go live', async () => {
    jest.useFakeTimers();
    let answer = offline;
    const server = mockApi({ [STATUS]: () => json(200, answer) });
    const { result } = renderHookWithQueryClient(() => useCandidateStream(7));
    await waitFor(() => expect(result.current.data).toEqual(offline));
    answer = live;
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS - 1_000));
    expect(server.calls(STATUS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(result.current.data).toEqual(live));
  });

  it("asks the candidate and the stream's donations again before showing a moved total", async () => {
    jest.useFakeTimers();
    let status = live;
    const server = mockApi({
      [STATUS]: () => json(200, status),
      'GET /api/candidate/7': () => json(200, { id: 7, totalDonations: 1000 + status.totalRaised }),
      'GET /api/stream/candidate/7/donations': () => json(200, []),
    });
    const { result } = renderHookWithQueryClient(() => ({
      stream: useCandidateStream(7),
      candidate: useCandidate(7),
      // Without its own polling here, so only the stream's poll can ask for it again.
      donations: useQuery({ ...liveStreamDonationsQueryOptions(7), refetchInterval: false }),
    }));
    await waitFor(() => expect(result.current.donations.data).toEqual([]));
    await waitFor(() => expect(result.current.stream.data).toEqual(live));

    // The same total: nothing else is asked.
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(server.calls(STATUS)).toHaveLength(2));
    expect(server.calls('GET /api/candidate/7')).toHaveLength(1);
    expect(server.calls('GET /api/stream/candidate/7/donations')).toHaveLength(1);

    // A moved total: both are asked again, and answered before the new total shows.
    status = { ...live, totalRaised: 65 };
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(result.current.stream.data?.totalRaised).toBe(65));
    expect(result.current.candidate.data?.totalDonations).toBe(1065);
    expect(server.calls('GET /api/candidate/7')).toHaveLength(2);
    expect(server.calls('GET /api/stream/candidate/7/donations')).toHaveLength(2);
  });

  it('fails with the status on an error (e.g. an unknown candidate)', async () => {
    mockApi({ [STATUS]: () => failure(404, 'Not Found', 'Candidate not found') });
    const { result } = renderHookWithQueryClient(() => useCandidateStream(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('404: {"message":"Candidate not found"}');
  });

  it.each([[undefined], ['abc'], ['-1']])('stays idle for %p (no request)', async (id) => {
    const server = mockApi({});
    const { result } = renderHookWithQueryClient(() => useCandidateStream(id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
