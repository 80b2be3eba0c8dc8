// Test-only: navigator.mediaDevices.getUserMedia as a browser gives it, with tracks that
// record stop() and their enabled flag (jsdom has neither media devices nor streams).

export interface FakeTrack {
  kind: 'audio' | 'video';
  enabled: boolean;
  readyState: 'live' | 'ended';
  stop: jest.Mock;
  addEventListener: (type: string, listener: () => void) => void;
  /** What the browser does when the device goes away. */
  end: () => void;
}

function fakeTrack(kind: FakeTrack['kind']): FakeTrack {
  const listeners: Array<() => void> = [];
  const track: FakeTrack = {
    kind,
    enabled: true,
    readyState: 'live',
    stop: jest.fn(() => {
      track.readyState = 'ended';
    }),
    addEventListener: (type, listener) => {
      if (type === 'ended') listeners.push(listener);
    },
    end: () => {
      track.readyState = 'ended';
      listeners.forEach((listener) => listener());
    },
  };
  return track;
}

export interface FakeStream {
  tracks: FakeTrack[];
  getTracks: () => FakeTrack[];
  getAudioTracks: () => FakeTrack[];
  getVideoTracks: () => FakeTrack[];
}

export function fakeStream({ audio = true }: { audio?: boolean } = {}): FakeStream {
  const tracks = audio ? [fakeTrack('video'), fakeTrack('audio')] : [fakeTrack('video')];
  return {
    tracks,
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
    getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
  };
}

export const mediaError = (name: string) => new DOMException(`${name} (test)`, name);

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<FakeStream>;

/**
 * Installs navigator.mediaDevices with the given getUserMedia (a jest.fn answering a fresh
 * camera with microphone by default); `null` removes mediaDevices, as an insecure page has.
 * Returns the mock and a function that restores the navigator.
 */
export function installMediaDevices(getUserMedia: GetUserMedia | null = async () => fakeStream()) {
  const mock = getUserMedia ? jest.fn(getUserMedia) : null;
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: mock ? { getUserMedia: mock } : undefined,
    configurable: true,
  });
  return {
    getUserMedia: mock,
    restore: () => {
      Reflect.deleteProperty(window.navigator, 'mediaDevices');
    },
  };
}
