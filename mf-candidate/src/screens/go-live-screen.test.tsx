import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { STREAM_STATS_POLL_MS, type Candidate, type StreamStats } from 'shared-api';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import { candidateProfile } from '../features/candidate-form/candidate-test-data';
import liveEn from '../locales/live/en.json';
import {
  fakeStream,
  installMediaDevices,
  mediaError,
  type FakeStream,
} from '../features/go-live/testing/fake-media';
import { donation, liveStats, offlineStats, startedStream } from '../testing/stream-fixtures';
import GoLiveScreen from './go-live-screen';

const STATS = 'GET /api/stream/stats';
const START = 'POST /api/stream/start';
const END = 'POST /api/stream/end';
const DONATIONS = 'GET /api/stream/candidate/7/donations';

const casey = (overrides: Partial<Candidate> = {}) =>
  candidateProfile({ id: 7, name: 'Casey Morales', stars: 3, isActivated: true, ...overrides });

interface ServerOptions {
  profile?: Candidate | null;
  /** The stream as the server holds it; GO LIVE and End Stream change it, as the real one does. */
  stats?: StreamStats;
  routes?: Record<string, MockHandler>;
  loggedIn?: boolean;
}

function server({
  profile = casey(),
  stats = offlineStats,
  routes = {},
  loggedIn = true,
}: ServerOptions = {}) {
  let current = stats;
  const api = mockApi({
    'GET /api/auth/user': authUserAnswer(loggedIn ? undefined : null),
    'GET /api/candidate/profile': () => json(200, profile),
    [STATS]: () => json(200, current),
    [START]: () => {
      current = liveStats();
      return json(201, startedStream());
    },
    [END]: () => {
      const totalRaised = current.donations;
      current = offlineStats;
      return json(200, { totalRaised });
    },
    [DONATIONS]: () => json(200, []),
    ...routes,
  });
  return {
    ...api,
    /** What the server's stream is now, e.g. after a donation arrived. */
    set: (next: StreamStats) => {
      current = next;
    },
  };
}

function renderGoLive() {
  return renderWithProviders(
    <Routes>
      <Route path="/go-live" element={<GoLiveScreen />} />
      <Route path="/candidate/account" element={<p>Account page</p>} />
    </Routes>,
    { path: '/go-live' },
  );
}

const goLiveButton = () => screen.findByRole('button', { name: 'GO LIVE' });
const liveView = () => screen.findByRole('region', { name: 'Your live stream' });
const statsPanel = () => screen.getByRole('region', { name: 'Stream Stats' });

/** The Stream Stats panel as term -> value pairs. */
function statsValues() {
  const panel = statsPanel();
  const terms = within(panel)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(panel)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

let restoreMedia: () => void = () => {};
function installCamera(...args: Parameters<typeof installMediaDevices>) {
  const media = installMediaDevices(...args);
  restoreMedia = media.restore;
  return media;
}

afterEach(() => {
  act(() => dismissToast());
  restoreMedia();
  restoreMedia = () => {};
  jest.useRealTimers();
});

describe('GoLiveScreen: who may stream', () => {
  it('asks a visitor to log in', async () => {
    server({ loggedIn: false });
    renderGoLive();
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('You need to log in to access this feature.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  it("tells a user without a profile they are 'Not a Candidate' with a way to /register", async () => {
    server({ profile: null });
    renderGoLive();
    expect(await screen.findByRole('heading', { name: 'Not a Candidate' })).toBeVisible();
    expect(screen.getByText('You must be a registered candidate to stream.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register as a Candidate' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("turns a candidate who is not activated away with 'Access Denied', never asking for stats", async () => {
    const api = server({ profile: casey({ isActivated: false }) });
    renderGoLive();
    expect(await screen.findByText('Account page')).toBeVisible();
    expect(screen.getByText('Access Denied')).toBeVisible();
    expect(
      screen.getByText(
        'Only activated candidates can stream. Contact support to activate your account.',
      ),
    ).toBeVisible();
    expect(api.calls(STATS)).toHaveLength(0);
  });
});

describe('GoLiveScreen: offline', () => {
  it('shows the header, Ready to Fundraise?, the offline stats and How to Stream', async () => {
    server();
    renderGoLive();
    expect(await goLiveButton()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casey Morales');
    expect(screen.getByRole('img', { name: '3 stars' }).querySelectorAll('svg')).toHaveLength(3);
    expect(screen.getByText('ACTIVATED')).toBeVisible();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ready to Fundraise?' })).toBeVisible();
    expect(screen.getByText('Start your live stream to connect with donors')).toBeVisible();
    expect(statsValues()).toEqual({ Status: 'OFFLINE', Viewers: '0', Raised: '$0.00', Stars: '3' });
    const steps = within(screen.getByRole('region', { name: 'How to Stream' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(
      ['howTo.goLive', 'howTo.share', 'howTo.engage', 'howTo.watch', 'howTo.win'].map(
        (key) => liveEn[key as keyof typeof liveEn],
      ),
    );
    expect(screen.queryByRole('region', { name: 'Live Donations' })).not.toBeInTheDocument();
  });

  it('shows a spinner while the stream loads, and an error with a retry when it fails', async () => {
    let fail = true;
    const answer = deferred<Response>();
    const api = server({
      routes: {
        [STATS]: () => (fail ? answer.promise : json(200, offlineStats)),
      },
    });
    renderGoLive();
    expect(await screen.findByText('Loading your stream')).toBeInTheDocument();
    await act(async () => answer.resolve(failure(500, 'Internal Server Error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your stream');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await goLiveButton()).toBeEnabled();
    expect(api.calls(STATS)).toHaveLength(2);
  });
});

describe('GoLiveScreen: GO LIVE and End Stream', () => {
  it("goes live: 'You're Live!', the live view, LIVE stats and the Live Donations panel", async () => {
    const api = server();
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await goLiveButton());
    expect(await screen.findByText("You're Live!")).toBeVisible();
    expect(screen.getByText('Your fundraising stream has started.')).toBeVisible();
    expect(api.calls(START)).toHaveLength(1);

    const live = await liveView();
    expect(within(live).getByText('$0.00')).toBeVisible();
    expect(within(live).getByText('0 watching')).toBeVisible();
    expect(within(live).getByRole('button', { name: 'Camera', pressed: false })).toBeVisible();
    expect(within(live).getByRole('button', { name: 'Microphone', pressed: true })).toBeVisible();
    expect(within(live).getByRole('button', { name: 'End Stream' })).toBeEnabled();
    expect(within(live).getByRole('button', { name: 'Share' })).toBeEnabled();
    expect(within(screen.getByRole('banner')).getByText('LIVE')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Ready to Fundraise?' })).not.toBeInTheDocument();
    expect(statsValues()).toEqual({ Status: 'LIVE', Viewers: '0', Raised: '$0.00', Stars: '3' });
    const donations = screen.getByRole('region', { name: 'Live Donations' });
    expect(await within(donations).findByText('No donations yet')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'How to Stream' })).not.toBeInTheDocument();
  });

  it('keeps GO LIVE disabled while the server has not answered (no double start)', async () => {
    const answer = deferred<Response>();
    const api = server({ routes: { [START]: () => answer.promise } });
    const user = userEvent.setup();
    renderGoLive();
    const button = await goLiveButton();
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.calls(START)).toHaveLength(1);
    await act(async () => answer.resolve(json(201, startedStream())));
    expect(await liveView()).toBeVisible();
  });

  it("says 'Not Activated' when the server refuses GO LIVE (403), and stays offline", async () => {
    server({
      routes: {
        [START]: () => failure(403, 'Forbidden', 'Your candidate account is not activated'),
      },
    });
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await goLiveButton());
    expect(await screen.findByText('Not Activated')).toBeVisible();
    expect(screen.getByText('Your candidate account must be activated to stream.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'GO LIVE' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Your live stream' })).not.toBeInTheDocument();
  });

  it('asks to log in again when the session ran out (401)', async () => {
    server({ routes: { [START]: () => failure(401, 'Unauthorized') } });
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await goLiveButton());
    expect(await screen.findByText('Authentication Required')).toBeVisible();
    expect(screen.getByText('Please log in to access this feature.')).toBeVisible();
  });

  it('says so when GO LIVE fails otherwise', async () => {
    server({ routes: { [START]: () => failure(500, 'Internal Server Error') } });
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await goLiveButton());
    expect(await screen.findByText('Could Not Go Live')).toBeVisible();
    expect(screen.getByText('Your stream did not start. Please try again.')).toBeVisible();
  });

  it('resumes a stream that is already live when the page opens (no second start)', async () => {
    const api = server({ stats: liveStats({ viewerCount: 2, donations: 40 }) });
    renderGoLive();
    const live = await liveView();
    expect(within(live).getByText('$40.00')).toBeVisible();
    expect(within(live).getByText('2 watching')).toBeVisible();
    expect(api.calls(START)).toHaveLength(0);
  });

  it("ends the stream: 'Stream Ended' with the amount raised, back to Ready to Fundraise?", async () => {
    const api = server({ stats: liveStats({ donations: 125.5 }) });
    const user = userEvent.setup();
    renderGoLive();
    await liveView();
    await user.click(screen.getByRole('button', { name: 'End Stream' }));
    expect(await screen.findByText('Stream Ended')).toBeVisible();
    expect(screen.getByText('You raised $125.50 during this stream!')).toBeVisible();
    expect(api.calls(END)).toHaveLength(1);
    expect(await goLiveButton()).toBeEnabled();
    expect(statsValues().Status).toBe('OFFLINE');
    expect(screen.getByRole('region', { name: 'How to Stream' })).toBeVisible();
    expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('goes offline when the stream had already ended elsewhere (409)', async () => {
    const api = server({
      stats: liveStats(),
      routes: {
        [END]: () => {
          api.set(offlineStats);
          return failure(409, 'Conflict', 'Your stream is not live');
        },
      },
    });
    const user = userEvent.setup();
    renderGoLive();
    await liveView();
    await user.click(screen.getByRole('button', { name: 'End Stream' }));
    expect(await screen.findByText('Your stream had already ended.')).toBeVisible();
    expect(await goLiveButton()).toBeEnabled();
  });

  it('says the stream is still live when End Stream fails', async () => {
    server({ stats: liveStats(), routes: { [END]: () => failure(500, 'Internal Server Error') } });
    const user = userEvent.setup();
    renderGoLive();
    await liveView();
    await user.click(screen.getByRole('button', { name: 'End Stream' }));
    expect(await screen.findByText('Could Not End Stream')).toBeVisible();
    expect(screen.getByText('Your stream is still live. Please try again.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your live stream' })).toBeVisible();
  });
});

describe('GoLiveScreen: live figures', () => {
  it('polls viewers and money every 5 seconds while live', async () => {
    jest.useFakeTimers();
    const api = server({ stats: liveStats() });
    renderGoLive();
    const live = await liveView();
    expect(within(live).getByText('0 watching')).toBeVisible();
    api.set(liveStats({ viewerCount: 1, donations: 25 }));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    expect(await within(live).findByText('1 watching')).toBeVisible();
    expect(within(live).getByText('$25.00')).toBeVisible();
    expect(statsValues()).toMatchObject({ Viewers: '1', Raised: '$25.00' });
  });

  it('lists live donations, newest first, each entering 0.1 s after the one above', async () => {
    jest.useFakeTimers();
    const firstAnswer = deferred<Response>();
    let recent = [donation(1, { donorName: 'Ada', amount: 25, message: 'Go Casey!' })];
    let answered = 0;
    server({
      stats: liveStats(),
      routes: {
        [DONATIONS]: () => (answered++ === 0 ? firstAnswer.promise : json(200, recent)),
      },
    });
    renderGoLive();
    const donations = await screen.findByRole('region', { name: 'Live Donations' });
    expect(within(donations).getByRole('status')).toHaveTextContent('Loading donations...');
    await act(async () => firstAnswer.resolve(json(200, recent)));
    const list = await within(donations).findByRole('list', { name: 'Recent donations' });
    expect(within(list).getByText('Ada')).toBeVisible();
    expect(within(list).getByText('$25.00')).toBeVisible();
    expect(within(list).getByText('Go Casey!')).toBeVisible();

    recent = [donation(3), donation(2), ...recent];
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.style.animationDelay)).toEqual(['0s', '0.1s', '0.2s']);
    expect(entries[0]).toHaveTextContent('Donor 3$30.00');
  });
});

describe('GoLiveScreen: Share', () => {
  it("copies the candidate page's link and says so", async () => {
    server({ stats: liveStats() });
    const user = userEvent.setup();
    renderGoLive();
    await liveView();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/candidate/7`,
    );
    expect(await screen.findByText('PAID Share Link Copied!')).toBeVisible();
    expect(screen.getByText('The link to your live stream is on your clipboard.')).toBeVisible();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    server({ stats: liveStats() });
    const user = userEvent.setup();
    renderGoLive();
    await liveView();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Copy Failed');
    expect(alert).toHaveTextContent(`${window.location.origin}/candidate/7`);
  });
});

describe('GoLiveScreen: camera and microphone', () => {
  async function liveWithCamera(...args: Parameters<typeof installMediaDevices>) {
    const media = installCamera(...args);
    server({ stats: liveStats() });
    const user = userEvent.setup();
    const view = renderGoLive();
    const live = await liveView();
    const camera = () => within(live).getByRole('button', { name: 'Camera' });
    const microphone = () => within(live).getByRole('button', { name: 'Microphone' });
    return { ...media, ...view, user, live, camera, microphone };
  }

  it('GO LIVE starts the camera and microphone at once (they are published)', async () => {
    const { getUserMedia } = installCamera();
    server();
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await goLiveButton());
    const live = await liveView();
    const preview = await within(live).findByLabelText<HTMLVideoElement>('Your camera preview');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect((preview.srcObject as unknown as FakeStream).getAudioTracks()[0]?.enabled).toBe(true);
    expect(within(live).getByRole('button', { name: 'Camera' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(live).getByRole('button', { name: 'Microphone' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  // A page opened on a stream already live (another tab, a reload) asks for no camera by itself.
  it('shows the candidate their own camera, muted, and releases it when switched off', async () => {
    const { user, live, camera, getUserMedia } = await liveWithCamera();
    expect(within(live).getByText(/Your camera is off/)).toBeVisible();
    await user.click(camera());
    const preview = await within(live).findByLabelText<HTMLVideoElement>('Your camera preview');
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(preview.tagName).toBe('VIDEO');
    expect(preview.muted).toBe(true);
    const stream = preview.srcObject as unknown as FakeStream;
    expect(stream.getVideoTracks()).toHaveLength(1);
    expect(camera()).toHaveAttribute('aria-pressed', 'true');

    await user.click(camera());
    expect(camera()).toHaveAttribute('aria-pressed', 'false');
    expect(within(live).queryByLabelText('Your camera preview')).not.toBeInTheDocument();
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it('mutes and unmutes the captured microphone', async () => {
    const { user, live, camera, microphone } = await liveWithCamera();
    await user.click(camera());
    const preview = await within(live).findByLabelText<HTMLVideoElement>('Your camera preview');
    const [audio] = (preview.srcObject as unknown as FakeStream).getAudioTracks();
    await user.click(microphone());
    expect(microphone()).toHaveAttribute('aria-pressed', 'false');
    expect(audio.enabled).toBe(false);
    await user.click(microphone());
    expect(microphone()).toHaveAttribute('aria-pressed', 'true');
    expect(audio.enabled).toBe(true);
  });

  it('releases the camera on End Stream', async () => {
    const { user, live, camera } = await liveWithCamera();
    await user.click(camera());
    const preview = await within(live).findByLabelText<HTMLVideoElement>('Your camera preview');
    const stream = preview.srcObject as unknown as FakeStream;
    await user.click(within(live).getByRole('button', { name: 'End Stream' }));
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
    expect(await screen.findByText('Stream Ended')).toBeVisible();
  });

  it('releases the camera when the page is left', async () => {
    const { user, live, camera, unmount } = await liveWithCamera();
    await user.click(camera());
    const preview = await within(live).findByLabelText<HTMLVideoElement>('Your camera preview');
    const stream = preview.srcObject as unknown as FakeStream;
    unmount();
    stream.tracks.forEach((track) => expect(track.stop).toHaveBeenCalled());
  });

  it.each([
    ['NotFoundError', liveEn['camera.noCamera']],
    ['NotAllowedError', liveEn['camera.denied']],
    ['NotReadableError', liveEn['camera.failed']],
  ])('says why when the camera fails with %s', async (name, message) => {
    const { user, live, camera } = await liveWithCamera(async () => {
      throw mediaError(name);
    });
    await user.click(camera());
    expect(await within(live).findByRole('alert')).toHaveTextContent(message);
    expect(camera()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says the browser offers no camera when there are no mediaDevices', async () => {
    const { user, live, camera } = await liveWithCamera(null);
    await user.click(camera());
    expect(await within(live).findByRole('alert')).toHaveTextContent(liveEn['camera.unsupported']);
  });

  it('says when the camera has no microphone with it', async () => {
    const { user, live, camera } = await liveWithCamera(async ({ audio }) => {
      if (audio) throw mediaError('NotFoundError');
      return fakeStream({ audio: false });
    });
    await user.click(camera());
    expect(await within(live).findByLabelText('Your camera preview')).toBeVisible();
    expect(
      within(live).getByText('No microphone was found: your stream has no sound.'),
    ).toBeVisible();
  });
});
