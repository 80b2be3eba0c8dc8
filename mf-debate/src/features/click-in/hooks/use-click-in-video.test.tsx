import { renderHook, waitFor } from '@testing-library/react';
import { usePublishMedia } from 'shared-api';
import { failure, json, mockApi } from 'shared-config/testing';
import { useClickInVideo, type ClickInVideoOptions } from './use-click-in-video';

// The click-in's camera: granted by the server once per click-in, then published to the
// stage with the captured camera; a refusal or no video leaves one line and the click-in.

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  usePublishMedia: jest.fn(() => 'live'),
}));
const usePublishMediaMock = jest.mocked(usePublishMedia);

const CLICK_IN = 'POST /api/media/click-ins';

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: jest.fn() };
}
function fakeCamera() {
  const tracks = [fakeTrack('video'), fakeTrack('audio')];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
  };
}

let camera: ReturnType<typeof fakeCamera>;
let endsAt = 1_800_000_000_000;

beforeEach(() => {
  jest.clearAllMocks();
  usePublishMediaMock.mockReturnValue('live');
  camera = fakeCamera();
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: { getUserMedia: jest.fn(async () => camera) },
    configurable: true,
  });
  // Each test is a new click-in (its grant is asked for once).
  endsAt += 1;
});
afterEach(() => Reflect.deleteProperty(window.navigator, 'mediaDevices'));

function renderVideo(options: Partial<ClickInVideoOptions> = {}) {
  const props: ClickInVideoOptions = {
    stateCode: 'CA',
    durationSeconds: 60,
    endsAt,
    micOn: true,
    cameraOn: true,
    ...options,
  };
  return renderHook((next: ClickInVideoOptions) => useClickInVideo(next), { initialProps: props });
}

const publishedRoom = () => usePublishMediaMock.mock.calls.at(-1)?.[0];
const publishedStream = () => usePublishMediaMock.mock.calls.at(-1)?.[1];

describe('useClickInVideo', () => {
  it('asks the server once, then publishes the camera to the stage as a click-in', async () => {
    const api = mockApi({ [CLICK_IN]: () => json(201, {}) });
    const { result } = renderVideo();
    await waitFor(() => expect(publishedRoom()).toEqual({ kind: 'click-in', stateCode: 'CA' }));
    expect(publishedStream()).toBe(camera);
    expect(result.current.stream).toBe(camera);
    expect(result.current.note).toBeNull();
    expect(api.calls(CLICK_IN).map((call) => call.body)).toEqual([
      { stateCode: 'CA', durationSeconds: 60 },
    ]);
  });

  it('asks no second grant when the same click-in mounts again (React may run effects twice)', async () => {
    const api = mockApi({ [CLICK_IN]: () => json(201, {}) });
    renderVideo().unmount();
    const { result } = renderVideo();
    await waitFor(() => expect(result.current.stream).toBe(camera));
    await waitFor(() => expect(publishedRoom()).toEqual({ kind: 'click-in', stateCode: 'CA' }));
    expect(api.calls(CLICK_IN)).toHaveLength(1);
  });

  it('mutes the published microphone, and releases the camera when it is turned off', async () => {
    mockApi({ [CLICK_IN]: () => json(201, {}) });
    const { result, rerender } = renderVideo();
    await waitFor(() => expect(result.current.stream).toBe(camera));
    rerender({ stateCode: 'CA', durationSeconds: 60, endsAt, micOn: false, cameraOn: true });
    expect(camera.getAudioTracks()[0].enabled).toBe(false);
    rerender({ stateCode: 'CA', durationSeconds: 60, endsAt, micOn: false, cameraOn: false });
    await waitFor(() => expect(result.current.stream).toBeNull());
    camera.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
    expect(publishedStream()).toBeNull();
  });

  it('stops the camera when the live view goes away (time up, End Speaking Time)', async () => {
    mockApi({ [CLICK_IN]: () => json(201, {}) });
    const { result, unmount } = renderVideo();
    await waitFor(() => expect(result.current.stream).toBe(camera));
    unmount();
    camera.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it("publishes nothing when the server refuses, and says why in the server's words", async () => {
    mockApi({
      [CLICK_IN]: () =>
        failure(409, 'Conflict', 'You have already used your click-in for this debate.'),
    });
    const { result } = renderVideo();
    await waitFor(() =>
      expect(result.current.note).toBe(
        'Viewers do not see your camera. You have already used your click-in for this debate.',
      ),
    );
    expect(usePublishMediaMock.mock.calls.every(([room]) => room === null)).toBe(true);
  });

  it('says so in one line when the server has no video', async () => {
    mockApi({ [CLICK_IN]: () => json(201, {}) });
    usePublishMediaMock.mockReturnValue('unavailable');
    const { result } = renderVideo();
    await waitFor(() =>
      expect(result.current.note).toBe(
        'Live video is unavailable right now: your click-in goes on without your camera.',
      ),
    );
  });
});
