import { act, renderHook } from '@testing-library/react';
import type { HlsChoice } from '../contracts';
import { NO_HLS_CHOICE, useHlsChoice } from './use-hls-choice';
import { useLivePlayback, WEBRTC_WITHIN_MS } from './use-live-playback';
import { useWatchMedia, type WatchState } from './use-watch-media';

// WebRTC or HLS for a stream's viewer (docs/video.md "HLS for crowds"): WebRTC first; HLS when
// the server says crowded, when WebRTC gives no picture in time while the camera is live, or
// with ?video=hls; the server makes the playlist only when asked (`want`), so the viewer asks
// and switches once it exists; back to WebRTC when the playlist goes.

jest.mock('./use-hls-choice', () => ({
  ...jest.requireActual('./use-hls-choice'),
  useHlsChoice: jest.fn(),
}));
jest.mock('./use-watch-media', () => ({ useWatchMedia: jest.fn() }));
const choiceMock = jest.mocked(useHlsChoice);
const watchMock = jest.mocked(useWatchMedia);

const PLAYLIST = '/hls/stream-7/index.m3u8';
const NONE = NO_HLS_CHOICE;
/** A camera is live; its HLS is not made until asked. */
const POSSIBLE: HlsChoice = { ...NONE, possible: true };
const STARTING: HlsChoice = { ...POSSIBLE, starting: true };
const LIVE: HlsChoice = { ...POSSIBLE, playlist: PLAYLIST, cameras: [7] };
let choice: HlsChoice;
let watchState: WatchState;
const room = { kind: 'stream' as const, candidateId: 7 };
const asked = () => choiceMock.mock.lastCall?.[1];

beforeEach(() => {
  jest.useFakeTimers();
  choiceMock.mockClear();
  choice = NONE;
  watchState = 'playing';
  choiceMock.mockImplementation(() => choice);
  watchMock.mockImplementation(() => ({ state: watchState, streams: new Map() }));
  window.history.replaceState(null, '', '/candidate/7');
});
afterEach(() => jest.useRealTimers());

it('stays on WebRTC, never asking for HLS, while the room is not crowded and the picture plays', () => {
  choice = POSSIBLE;
  const { result } = renderHook(() => useLivePlayback(room));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS * 2));
  expect(result.current.mode).toBe('webrtc');
  expect(watchMock).toHaveBeenLastCalledWith(room);
  expect(asked()).toBe(false);
});

it('switches to HLS when the server says the room is crowded, and stops watching WebRTC', () => {
  choice = { ...LIVE, crowded: true };
  const { result } = renderHook(() => useLivePlayback(room));
  expect(result.current).toMatchObject({ mode: 'hls', playlist: PLAYLIST, cameras: [7] });
  expect(watchMock).toHaveBeenLastCalledWith(null);
  expect(asked()).toBe(true);
});

it('asks for HLS when WebRTC gives no picture in time, plays it once made, back when it goes', () => {
  choice = POSSIBLE;
  watchState = 'connecting';
  const { result, rerender } = renderHook(() => useLivePlayback(room));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS - 100));
  expect(result.current.mode).toBe('webrtc');
  expect(asked()).toBe(false);
  choice = STARTING;
  act(() => jest.advanceTimersByTime(200));
  expect(asked()).toBe(true);
  expect(result.current.mode).toBe('webrtc');
  choice = LIVE;
  rerender();
  expect(result.current.mode).toBe('hls');
  expect(asked()).toBe(true);
  choice = NONE;
  rerender();
  expect(result.current.mode).toBe('webrtc');
  expect(asked()).toBe(false);
});

it('never asks for HLS while no camera is live, however long without a picture', () => {
  watchState = 'waiting';
  renderHook(() => useLivePlayback(room));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS * 3));
  expect(asked()).toBe(false);
});

it('asks for HLS when the page does (?video=hls), and plays it once the playlist exists', () => {
  window.history.replaceState(null, '', '/candidate/7?video=hls');
  const { result, rerender } = renderHook(() => useLivePlayback(room));
  expect(asked()).toBe(false);
  choice = POSSIBLE;
  rerender();
  expect(asked()).toBe(true);
  choice = STARTING;
  rerender();
  expect(result.current.mode).toBe('webrtc');
  choice = LIVE;
  rerender();
  expect(result.current.mode).toBe('hls');
});

it('never asks about HLS when told not to (a debater watching the stage), crowded or not', () => {
  choice = { ...LIVE, crowded: true };
  // As the real hook: no room, no answer.
  choiceMock.mockImplementation((asked) => (asked ? choice : NONE));
  window.history.replaceState(null, '', '/tournament/CA?video=hls');
  const { result } = renderHook(() => useLivePlayback(room, { hls: false }));
  act(() => jest.advanceTimersByTime(WEBRTC_WITHIN_MS * 2));
  expect(result.current.mode).toBe('webrtc');
  expect(choiceMock).toHaveBeenLastCalledWith(null, false);
  expect(watchMock).toHaveBeenLastCalledWith(room);
});
