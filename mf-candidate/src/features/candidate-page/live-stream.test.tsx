import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { STREAM_HEARTBEAT_MS, STREAM_STATS_POLL_MS, type CandidateStreamStatus } from 'shared-api';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
} from 'shared-config/testing';
import CandidateScreen from '../../screens/candidate-screen';
import { donation, offlineStatus, streamStatus } from '../../testing/stream-fixtures';
import { candidateFixture, ownCandidateFixture } from '../../testing/candidate-fixture';

// The candidate page while the candidate's fundraising stream is live: a LIVE badge, the
// 'Watching live' view, and this viewer's heartbeat.

const STATUS = 'GET /api/stream/candidate/7';
const WATCH = 'POST /api/stream/7/watch';

/**
 * The server: the stream's status as it is now (`set` changes it); a heartbeat answers the
 * status with this viewer counted, as the real one does.
 */
function server(initial: CandidateStreamStatus, { owner = false } = {}) {
  let current = initial;
  // The candidate's all-time total includes what the live stream raised.
  const earlier = 12_400 - initial.totalRaised;
  const candidate = () => {
    const fields = { totalDonations: earlier + current.totalRaised };
    return owner ? ownCandidateFixture(fields) : candidateFixture(fields);
  };
  const api = mockApi({
    'GET /api/auth/user': authUserAnswer(owner ? loggedInUser : null),
    'GET /api/candidate/7': () => json(200, candidate()),
    'GET /api/messages/candidate/7': () => json(200, []),
    [STATUS]: () => json(200, current),
    [WATCH]: () =>
      json(200, current.isLive ? { ...current, viewerCount: current.viewerCount + 1 } : current),
    'GET /api/stream/candidate/7/donations': () =>
      json(200, [donation(1, { donorName: 'Ada', amount: 25, message: 'Go Casey!' })]),
  });
  return {
    ...api,
    set: (next: CandidateStreamStatus) => {
      current = next;
    },
  };
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/candidate/:candidateId" element={<CandidateScreen />} />
    </Routes>,
    { path: '/candidate/7' },
  );
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Casey Morales' });
const header = () => screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
const watchView = () => screen.queryByRole('region', { name: 'Watching live' });

afterEach(() => {
  jest.useRealTimers();
});

describe('the candidate page while the candidate is live', () => {
  it('shows LIVE and the watch view: total raised, N watching and the live donations', async () => {
    server(streamStatus({ totalRaised: 40, viewerCount: 2 }));
    renderPage();
    await heading();
    const view = await screen.findByRole('region', { name: 'Watching live' });
    expect(within(header()).getByText('LIVE')).toBeVisible();
    expect(within(view).getByText('$40.00')).toBeVisible();
    // The heartbeat's answer counts this viewer too.
    expect(await within(view).findByText('3 watching')).toBeVisible();
    const list = await within(view).findByRole('list', { name: 'Recent donations' });
    expect(within(list).getByText('Ada')).toBeVisible();
    expect(within(list).getByText('Go Casey!')).toBeVisible();
    expect(within(list).getByRole('listitem').style.animationDelay).toBe('0s');
  });

  it("moves the header's total raised with the stream's, in the same poll", async () => {
    jest.useFakeTimers();
    const api = server(streamStatus({ totalRaised: 40 }));
    renderPage();
    const view = await screen.findByRole('region', { name: 'Watching live' });
    expect(within(header()).getByText('$12,400.00 raised')).toBeVisible();

    api.set(streamStatus({ totalRaised: 65 }));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    expect(await within(view).findByText('$65.00')).toBeVisible();
    // Asked again before the stream's new figure is shown: never one behind the other.
    expect(within(header()).getByText('$12,425.00 raised')).toBeVisible();
    expect(api.calls('GET /api/candidate/7')).toHaveLength(2);

    // A poll that finds the same total asks nothing more.
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(api.calls(STATUS)).toHaveLength(3));
    expect(api.calls('GET /api/candidate/7')).toHaveLength(2);
  });

  it('sends a heartbeat at once and every STREAM_HEARTBEAT_MS while the view is shown', async () => {
    jest.useFakeTimers();
    const api = server(streamStatus());
    renderPage();
    await screen.findByRole('region', { name: 'Watching live' });
    await waitFor(() => expect(api.calls(WATCH)).toHaveLength(1));
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS));
    expect(api.calls(WATCH)).toHaveLength(2);
  });

  it('changes nothing for an offline candidate: no LIVE, no watch view, no heartbeat', async () => {
    const api = server(offlineStatus);
    renderPage();
    await heading();
    await waitFor(() => expect(api.calls(STATUS)).toHaveLength(1));
    expect(within(header()).queryByText('LIVE')).not.toBeInTheDocument();
    expect(watchView()).not.toBeInTheDocument();
    expect(api.calls(WATCH)).toHaveLength(0);
  });

  it('follows the stream while the page is open: going live, then ending', async () => {
    jest.useFakeTimers();
    const api = server(offlineStatus);
    renderPage();
    await heading();
    expect(watchView()).not.toBeInTheDocument();

    api.set(streamStatus({ totalRaised: 10 }));
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    expect(await screen.findByRole('region', { name: 'Watching live' })).toBeVisible();
    expect(within(header()).getByText('LIVE')).toBeVisible();
    await waitFor(() => expect(api.calls(WATCH)).toHaveLength(1));

    api.set(offlineStatus);
    await act(async () => jest.advanceTimersByTime(STREAM_STATS_POLL_MS));
    await waitFor(() => expect(watchView()).not.toBeInTheDocument());
    expect(within(header()).queryByText('LIVE')).not.toBeInTheDocument();
    const beats = api.calls(WATCH).length;
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS * 3));
    expect(api.calls(WATCH)).toHaveLength(beats);
  });

  it('shows the owner their own live view without counting them as a viewer', async () => {
    jest.useFakeTimers();
    const api = server(streamStatus({ viewerCount: 1 }), { owner: true });
    renderPage();
    const view = await screen.findByRole('region', { name: 'Watching live' });
    expect(within(view).getByText('1 watching')).toBeVisible();
    await act(async () => jest.advanceTimersByTime(STREAM_HEARTBEAT_MS * 2));
    expect(api.calls(WATCH)).toHaveLength(0);
  });
});
