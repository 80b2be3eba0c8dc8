import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from 'shared-config/testing';
import {
  fakeStream,
  installMediaDevices,
  mediaError,
  type FakeStream,
} from '../testing/fake-media';
import { useCameraPreview } from './use-camera-preview';

let restore: () => void = () => {};
afterEach(() => restore());

function install(...args: Parameters<typeof installMediaDevices>) {
  const media = installMediaDevices(...args);
  restore = media.restore;
  return media;
}

async function cameraTurnedOn() {
  const hook = renderHook(() => useCameraPreview());
  act(() => hook.result.current.toggleCamera());
  await waitFor(() => expect(hook.result.current.stream).not.toBeNull());
  return hook;
}

const streamOf = (result: { current: { stream: MediaStream | null } }) =>
  result.current.stream as unknown as FakeStream;

describe('useCameraPreview', () => {
  it('starts off and asks for nothing until the camera is turned on', () => {
    const { getUserMedia } = install();
    const { result } = renderHook(() => useCameraPreview());
    expect(result.current).toMatchObject({ cameraOn: false, microphoneOn: true, problem: null });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('captures the camera with the microphone when turned on', async () => {
    const { getUserMedia } = install();
    const { result } = await cameraTurnedOn();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(result.current).toMatchObject({ cameraOn: true, starting: false, hasMicrophone: true });
  });

  it('is on (starting) while the browser asks for permission', async () => {
    const answer = deferred<FakeStream>();
    install(() => answer.promise);
    const { result } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleCamera());
    expect(result.current).toMatchObject({ cameraOn: true, starting: true, stream: null });
    await act(async () => answer.resolve(fakeStream()));
    expect(result.current).toMatchObject({ cameraOn: true, starting: false });
  });

  it('releases every track when turned off', async () => {
    install();
    const { result } = await cameraTurnedOn();
    const stream = streamOf(result);
    act(() => result.current.toggleCamera());
    expect(result.current).toMatchObject({ cameraOn: false, stream: null });
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it('releases every track on stop() (End Stream) and when unmounted', async () => {
    install();
    const first = await cameraTurnedOn();
    const stopped = streamOf(first.result);
    act(() => first.result.current.stop());
    stopped.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
    expect(first.result.current.cameraOn).toBe(false);

    const second = await cameraTurnedOn();
    const unmounted = streamOf(second.result);
    second.unmount();
    unmounted.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it('releases a camera that arrives after it was turned off or the page was left', async () => {
    const late = deferred<FakeStream>();
    install(() => late.promise);
    const { result, unmount } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleCamera());
    act(() => result.current.toggleCamera()); // off again while the prompt is open
    expect(result.current.cameraOn).toBe(false);
    unmount();
    const stream = fakeStream();
    await act(async () => late.resolve(stream));
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it('mutes and unmutes the captured audio with the microphone toggle', async () => {
    install();
    const { result } = await cameraTurnedOn();
    const [audio] = streamOf(result).getAudioTracks();
    const [video] = streamOf(result).getVideoTracks();
    expect(audio.enabled).toBe(true);
    act(() => result.current.toggleMicrophone());
    expect(result.current.microphoneOn).toBe(false);
    expect(audio.enabled).toBe(false);
    expect(video.enabled).toBe(true);
    act(() => result.current.toggleMicrophone());
    expect(audio.enabled).toBe(true);
  });

  it('applies a microphone switched off before the camera to the audio it then captures', async () => {
    install();
    const { result } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleMicrophone());
    act(() => result.current.toggleCamera());
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    expect(streamOf(result).getAudioTracks()[0].enabled).toBe(false);
  });

  it('shows the camera alone when there is no microphone', async () => {
    const { getUserMedia } = install(async ({ audio }) => {
      if (audio) throw mediaError('NotFoundError');
      return fakeStream({ audio: false });
    });
    const { result } = await cameraTurnedOn();
    expect(getUserMedia).toHaveBeenLastCalledWith({ video: true });
    expect(result.current).toMatchObject({ cameraOn: true, hasMicrophone: false, problem: null });
  });

  it.each([
    ['NotFoundError', 'no-camera'],
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'failed'],
  ])('says why when getUserMedia fails with %s', async (name, problem) => {
    install(async () => {
      throw mediaError(name);
    });
    const { result } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleCamera());
    await waitFor(() => expect(result.current.problem).toBe(problem));
    expect(result.current).toMatchObject({ cameraOn: false, starting: false, stream: null });
  });

  it('says the browser has no camera here when there are no mediaDevices', async () => {
    install(null);
    const { result } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleCamera());
    await waitFor(() => expect(result.current.problem).toBe('unsupported'));
    expect(result.current.cameraOn).toBe(false);
  });

  it('clears the problem when the camera is tried again and works', async () => {
    let refuse = true;
    install(async () => {
      if (refuse) throw mediaError('NotAllowedError');
      return fakeStream();
    });
    const { result } = renderHook(() => useCameraPreview());
    act(() => result.current.toggleCamera());
    await waitFor(() => expect(result.current.problem).toBe('denied'));
    refuse = false;
    act(() => result.current.toggleCamera());
    await waitFor(() => expect(result.current.stream).not.toBeNull());
    expect(result.current.problem).toBeNull();
  });

  it('shows the camera as off when the device goes away', async () => {
    install();
    const { result } = await cameraTurnedOn();
    const stream = streamOf(result);
    act(() => stream.getVideoTracks()[0].end());
    expect(result.current.cameraOn).toBe(false);
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });
});
