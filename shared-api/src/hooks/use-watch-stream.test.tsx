import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { STREAM_HEARTBEAT_MS, STREAM_VIEWER_WINDOW_MS } from '../constants';
import type { CandidateStreamStatus } from '../contracts';
import { candidateStreamQueryKey } from './use-candidate-stream';
import { useWatchStream } from './use-watch-stream';

const WATCH = 'POST /api/stream/7/watch';
const status = (viewerCount: number): CandidateStreamStatus => ({
  candidateId: 7,
  isLive: true,
  startedAt: '2026-03-01T18:00:00.000Z',
  totalRaised: 10,
  viewerCount,
});

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useWatchStream', () => {
  it('beats well inside the window the server counts a viewer for', () => {
    expect(STREAM_HEARTBEAT_MS).toBeLessThan(STREAM_VIEWER_WINDOW_MS / 2);
  });

  it('sends a heartbeat at once and every STREAM_HEARTBEAT_MS, and stops when unmounted', async () => {
    const server = mockApi({ [WATCH]: () => json(200, status(1)) });
    const { unmount } = renderHookWithQueryClient(() => useWatchStream(7));
    await waitFor(() => expect(server.calls(WATCH)).toHaveLength(1));
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS - 1));
    expect(server.calls(WATCH)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(server.calls(WATCH)).toHaveLength(2);
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS));
    expect(server.calls(WATCH)).toHaveLength(3);
    unmount();
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS * 3));
    expect(server.calls(WATCH)).toHaveLength(3);
  });

  it("writes each answer into the candidate's stream status (the count includes this viewer)", async () => {
    let viewers = 1;
    mockApi({ [WATCH]: () => json(200, status(viewers)) });
    const { queryClient } = renderHookWithQueryClient(() => useWatchStream(7));
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateStreamQueryKey(7))).toEqual(status(1)),
    );
    viewers = 4;
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS));
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateStreamQueryKey(7))).toEqual(status(4)),
    );
  });

  it('keeps beating after a failed heartbeat', async () => {
    let fail = true;
    const server = mockApi({
      [WATCH]: () => (fail ? failure(500, 'Internal Server Error') : json(200, status(1))),
    });
    const { queryClient } = renderHookWithQueryClient(() => useWatchStream(7));
    await waitFor(() => expect(server.calls(WATCH)).toHaveLength(1));
    fail = false;
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS));
    await waitFor(() =>
      expect(queryClient.getQueryData(candidateStreamQueryKey(7))).toEqual(status(1)),
    );
  });

  it('sends nothing while disabled (the candidate is offline)', async () => {
    const server = mockApi({ [WATCH]: () => json(200, status(1)) });
    renderHookWithQueryClient(() => useWatchStream(7, { enabled: false }));
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS * 2));
    expect(server.requests).toHaveLength(0);
  });
});
