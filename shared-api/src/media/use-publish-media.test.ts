import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../request';
import { PUBLISH_RETRY_MS, usePublishMedia } from './use-publish-media';
import { publishMedia, type Publication } from './webrtc';

jest.mock('./webrtc', () => ({ publishMedia: jest.fn() }));
const publishMock = jest.mocked(publishMedia);

/** A publication whose connection state the test moves (connectionstatechange). */
function fakePublication() {
  const listeners: (() => void)[] = [];
  const connection = {
    connectionState: 'connecting' as RTCPeerConnectionState,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const publication = {
    connection: connection as unknown as RTCPeerConnection,
    stop: jest.fn(),
  } satisfies Publication;
  const move = (state: RTCPeerConnectionState) => {
    connection.connectionState = state;
    for (const listener of listeners) listener();
  };
  return { publication, move };
}

const room = { kind: 'stream', candidateId: 7 } as const;
const stream = {} as MediaStream;
const settle = () => act(() => Promise.resolve());

beforeEach(() => {
  jest.useFakeTimers();
  publishMock.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('usePublishMedia', () => {
  it('publishes again, waiting longer each time, when the publish or its connection fails', async () => {
    const first = fakePublication();
    const second = fakePublication();
    publishMock
      .mockRejectedValueOnce(new ApiError(502, '502', { message: 'unavailable' }))
      .mockResolvedValueOnce(first.publication)
      .mockResolvedValueOnce(second.publication);
    const { result } = renderHook(() => usePublishMedia(room, stream));
    await settle();
    expect(result.current).toBe('unavailable');
    expect(publishMock).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(PUBLISH_RETRY_MS));
    expect(publishMock).toHaveBeenCalledTimes(2);
    act(() => first.move('connected'));
    expect(result.current).toBe('live');

    // The server holding the room died: the connection fails, and it publishes again.
    act(() => first.move('failed'));
    expect(result.current).toBe('failed');
    expect(first.publication.stop).toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(PUBLISH_RETRY_MS));
    expect(publishMock).toHaveBeenCalledTimes(3);
    act(() => second.move('connected'));
    expect(result.current).toBe('live');
  });

  it('does not publish again when the server refuses this account', async () => {
    publishMock.mockRejectedValueOnce(new ApiError(403, '403', { message: 'Not allowed' }));
    const { result } = renderHook(() => usePublishMedia(room, stream));
    await settle();
    expect(result.current).toBe('refused');
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(publishMock).toHaveBeenCalledTimes(1);
  });
});
