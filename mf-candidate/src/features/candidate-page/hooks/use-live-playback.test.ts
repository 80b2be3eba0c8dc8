import { act, renderHook } from '@testing-library/react';
import { useHlsChoice, useWatchMedia, type HlsChoice, type WatchState } from 'shared-api';
import { useLivePlayback, WEBRTC_WITHIN_MS } from './use-live-playback';

// WebRTC or HLS for a stream's viewer (docs/video.md "HLS for crowds"): WebRTC first; HLS when
// the server says crowded, when WebRTC gives no picture in time while the playlist exists, or
// with ?video=hls; back to WebRTC when the playlist goes.

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  useHlsChoice: jest.fn(),
  useWatchMedia: jest.fn(),
}));
const choiceMock = jest.mocked(useHlsChoice);
const watchMock = jest.mocked(useWatchMedia);

const PLAYLIST = '/hls/stream-7/index.m3u8';
let choice: HlsChoice;
let watchState: WatchState;
const room = { kind: 'stream' as const, candidateId: 7 };

beforeEach(() => {
  jest.useFakeTimers();
  choice = { playlist: null, crowded: false };
  watchState = 'playing';
  choiceMock.mockImplementation(() => choice);
  watchMock.mockImplementation(() => ({ state: watchState, streams: new Map() }));
  window.history.replaceState(null, '', '/candidate/7');
});
afterEach(() => jest.useRealTimers());

it('stays on WebRTC while the room is not crowded and the picture plays', () => {
  choice = { playlist: PLAYLIST, crowded: false };
  const { result } = renderHook(() => useLivePlayback(room));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS * 2));
  expect(result.current.mode).toBe('webrtc');
  expect(watchMock).toHaveBeenLastCalledWith(room);
});

it('switches to HLS when the server says the room is crowded, and stops watching WebRTC', () => {
  choice = { playlist: PLAYLIST, crowded: true };
  const { result } = renderHook(() => useLivePlayback(room));
  expect(result.current).toMatchObject({ mode: 'hls', playlist: PLAYLIST });
  expect(watchMock).toHaveBeenLastCalledWith(null);
});

it('switches to HLS when WebRTC gives no picture in time, and back when the playlist goes', () => {
  choice = { playlist: PLAYLIST, crowded: false };
  watchState = 'connecting';
  const { result, rerender } = renderHook(() => useLivePlayback(room));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS - 100));
  expect(result.current.mode).toBe('webrtc');
  act(() => jest.advanceTimersByTime(200));
  expect(result.current.mode).toBe('hls');
  choice = { playlist: null, crowded: false };
  rerender();
  expect(result.current.mode).toBe('webrtc');
});

it('uses HLS when the page asks (?video=hls), once a playlist exists', () => {
  window.history.replaceState(null, '', '/candidate/7?video=hls');
  const { result, rerender } = renderHook(() => useLivePlayback(room));
  expect(result.current.mode).toBe('webrtc');
  choice = { playlist: PLAYLIST, crowded: false };
  rerender();
  expect(result.current.mode).toBe('hls');
});
