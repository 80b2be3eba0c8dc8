import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { notify } from 'shared-ui';
import {
  authUserAnswer,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { replay } from '../features/replays/testing/replay-fixtures';
import ReplayScreen from './replay-screen';

const notifyMock = jest.mocked(notify);

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/candidate/:candidateId" element={<p>The candidate page</p>} />
      <Route path="/replays/:replayId" element={<ReplayScreen />} />
    </Routes>,
    { path },
  );
}

function api(routes: Record<string, MockHandler>, user = authUserAnswer(null)) {
  return mockApi({ 'GET /api/auth/user': user, ...routes });
}

/** The video element's position as the browser would move it, then its event. */
function playTo(
  video: HTMLElement,
  seconds: number,
  event: 'timeUpdate' | 'seeked' = 'timeUpdate',
) {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  fireEvent[event](video);
}

const debate = () =>
  replay({
    id: 8,
    kind: 'debate',
    stateCode: 'CA',
    candidates: [
      { id: 3, name: 'Casey Morales' },
      { id: 4, name: 'Jordan Lee' },
    ],
    chat: [
      { id: 1, username: 'Sam', message: 'hello at 1 s', verified: false, offsetMs: 1_000 },
      { id: 2, username: 'Kim', message: '<b>at 4 s</b>', verified: false, offsetMs: 4_000 },
    ],
  });

describe('ReplayScreen (/replays/{id})', () => {
  it('shows chat and gifts as the video reaches them, and hides them again on a seek back', async () => {
    api({ 'GET /api/replays/8': () => json(200, debate()) });
    renderAt('/replays/8');
    expect(
      await screen.findByRole('heading', {
        name: 'California debate: Casey Morales vs Jordan Lee',
      }),
    ).toBeInTheDocument();
    const video = screen.getByLabelText(/^Replay: /);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('No messages yet at this point.')).toBeInTheDocument();
    expect(screen.getByText('No gifts yet at this point.')).toBeInTheDocument();

    playTo(video, 1.2);
    const chat = screen.getByRole('list', { name: 'Chat messages so far' });
    expect(within(chat).getAllByRole('listitem')).toHaveLength(1);
    expect(chat).toHaveTextContent('Sam: hello at 1 s');
    expect(screen.queryByText(/Ann Giver/)).not.toBeInTheDocument();

    playTo(video, 4);
    expect(within(chat).getAllByRole('listitem')).toHaveLength(2);
    // Text stays text: never HTML from a message.
    expect(chat).toHaveTextContent('<b>at 4 s</b>');
    expect(screen.getByRole('list', { name: 'Gifts so far' })).toHaveTextContent(
      'Ann Giver gave $10.00: Go Casey',
    );

    playTo(video, 11);
    expect(
      within(screen.getByRole('list', { name: 'Gifts so far' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    // A seek back to 0:03: what comes later leaves.
    playTo(video, 3, 'seeked');
    expect(
      within(screen.getByRole('list', { name: 'Chat messages so far' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.queryByText(/Ben Giver/)).not.toBeInTheDocument();
    expect(screen.getByText(/Ann Giver/)).toBeInTheDocument();
  });

  it("shows a stream's gifts only, with its facts and a link to the candidate", async () => {
    api({ 'GET /api/replays/5': () => json(200, replay()) });
    renderAt('/replays/5');
    expect(
      await screen.findByRole('heading', { name: 'Casey Morales: fundraising stream' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nov 20, 2026 · 12:05 · \$120\.00 raised/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Casey Morales's page" })).toHaveAttribute(
      'href',
      '/candidate/3',
    );
    expect(screen.queryByRole('heading', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete replay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide replay' })).not.toBeInTheDocument();
  });

  it('says when the video cannot be played (its file is gone)', async () => {
    api({ 'GET /api/replays/5': () => json(200, replay()) });
    renderAt('/replays/5');
    fireEvent.error(await screen.findByLabelText(/^Replay: /));
    expect(await screen.findByText('The video could not be played')).toBeInTheDocument();
    // The timeline stays.
    expect(screen.getByRole('heading', { name: 'Gifts' })).toBeInTheDocument();
  });

  it('says a hidden, deleted or unknown replay is not found', async () => {
    api({ 'GET /api/replays/9': () => failure(404, 'Not Found', 'Replay not found') });
    renderAt('/replays/9');
    expect(await screen.findByRole('heading', { name: 'Replay not found' })).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry', async () => {
    let fail = true;
    api({
      'GET /api/replays/5': () =>
        fail ? failure(500, 'Internal Server Error', 'boom') : json(200, replay()),
    });
    renderAt('/replays/5');
    expect(screen.getByText('Loading the replay')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(
      await screen.findByRole('heading', { name: 'Casey Morales: fundraising stream' }),
    ).toBeInTheDocument();
  });

  it('lets the owner delete their replay after confirming, then goes to their page', async () => {
    const calls = api(
      {
        'GET /api/replays/5': () => json(200, replay({ deletable: true })),
        'DELETE /api/candidate/3/replays/5': () => new Response(null, { status: 204 }),
      },
      authUserAnswer(loggedInUser),
    );
    renderAt('/replays/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete replay' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this replay?' });
    // The safe choice has the focus; Escape would close it.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete replay' }));
    expect(await screen.findByText('The candidate page')).toBeInTheDocument();
    expect(calls.calls('DELETE /api/candidate/3/replays/5')).toHaveLength(1);
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Replay Deleted',
      description: 'The replay and its video have been removed.',
    });
  });

  it('lets support hide a replay', async () => {
    const calls = api(
      {
        'GET /api/replays/8': () => json(200, debate()),
        'POST /api/admin/replays/8/hide': () => json(200, { id: 8, hidden: true, changed: true }),
      },
      authUserAnswer({ ...loggedInUser, isAdmin: true }),
    );
    renderAt('/replays/8');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide replay' }));
    expect(calls.calls('POST /api/admin/replays/8/hide')).toHaveLength(1);
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Replay Hidden',
      description: 'Only support can see this replay now.',
    });
  });
});
