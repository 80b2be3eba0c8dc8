import { renderHook, waitFor } from '@testing-library/react';
import { usePublishMedia } from 'shared-api';
import { useClickInVideo, type ClickInVideoOptions } from './use-click-in-video';

// The click-in's camera: the click-in was granted before the live view shows (the panel's
// test), so the captured camera is published to the stage; no video leaves one line and the
// click-in.

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  usePublishMedia: jest.fn(() => 'live'),
}));
const usePublishMediaMock = jest.mocked(usePublishMedia);

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

beforeEach(() => {
  jest.clearAllMocks();
  usePublishMediaMock.mockReturnValue('live');
  camera = fakeCamera();
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: { getUserMedia: jest.fn(async () => camera) },
    configurable: true,
  });
});
afterEach(() => Reflect.deleteProperty(window.navigator, 'mediaDevices'));

function renderVideo(options: Partial<ClickInVideoOptions> = {}) {
  const props: ClickInVideoOptions = {
    stateCode: 'CA',
    micOn: true,
    cameraOn: true,
    ...options,
  };
  return renderHook((next: ClickInVideoOptions) => useClickInVideo(next), { initialProps: props });
}

const publishedRoom = () => usePublishMediaMock.mock.calls.at(-1)?.[0];
const publishedStream = () => usePublishMediaMock.mock.calls.at(-1)?.[1];

describe('useClickInVideo', () => {
  it('publishes the camera to the stage as a click-in, and asks the server nothing', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock;
    const { result } = renderVideo();
    await waitFor(() => expect(publishedRoom()).toEqual({ kind: 'click-in', stateCode: 'CA' }));
    await waitFor(() => expect(publishedStream()).toBe(camera));
    expect(result.current.stream).toBe(camera);
    expect(result.current.note).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('mutes the published microphone, and releases the camera when it is turned off', async () => {
    const { result, rerender } = renderVideo();
    await waitFor(() => expect(result.current.stream).toBe(camera));
    rerender({ stateCode: 'CA', micOn: false, cameraOn: true });
    expect(camera.getAudioTracks()[0].enabled).toBe(false);
    rerender({ stateCode: 'CA', micOn: false, cameraOn: false });
    await waitFor(() => expect(result.current.stream).toBeNull());
    camera.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
    expect(publishedStream()).toBeNull();
  });

  it('stops the camera when the live view goes away (time up, End Speaking Time)', async () => {
    const { result, unmount } = renderVideo();
    await waitFor(() => expect(result.current.stream).toBe(camera));
    unmount();
    camera.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it('says so in one line when the server has no video', async () => {
    usePublishMediaMock.mockReturnValue('unavailable');
    const { result } = renderVideo();
    await waitFor(() =>
      expect(result.current.note).toBe(
        'Live video is unavailable right now: your click-in goes on without your camera.',
      ),
    );
  });
});
