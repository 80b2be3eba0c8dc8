import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  redirectToLogin,
  VIEWER_DRIFT_MS,
  type BracketMatch,
  type PlaceTournament,
  type CandidateListItem,
} from 'shared-api';
import {
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { mockNavigate } from 'shared-config/testing/module-mocks';
import {
  CASEY,
  DANIEL,
  PRIYA,
  VISITOR_CHECK,
  candidateCheck,
  channel,
  stubMediaPlayback,
} from '../testing/debate-fixtures';
import { mulberry32 } from '../features/simulation/random';
import TournamentScreen from './tournament-screen';

// The real shared-api, with the login redirect recorded instead of navigating.

const NOW = new Date('2026-03-01T09:30:00.000Z');

beforeEach(() => {
  // Fake clocks for the stage's simulations; Node's own ticks stay real so fetch bodies resolve.
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.clearAllMocks();
  stubMediaPlayback();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderAt(path: string, seed = 1) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Routes>
      <Route path="/tournament/:state" element={<TournamentScreen random={mulberry32(seed)} />} />
    </Routes>,
    { path },
  );
}

function api({
  code = 'CA',
  candidates = [CASEY, DANIEL, PRIYA],
  streamChannel = channel(),
  check = VISITOR_CHECK,
  brackets = [],
  place = { status: 'none' },
  extra = {},
}: {
  code?: string;
  candidates?: CandidateListItem[] | MockHandler;
  streamChannel?: ReturnType<typeof channel> | MockHandler;
  check?: ReturnType<typeof candidateCheck> | MockHandler;
  brackets?: BracketMatch[];
  place?: PlaceTournament | MockHandler;
  extra?: Record<string, MockHandler>;
} = {}) {
  const answer = <T,>(value: T | MockHandler): MockHandler =>
    typeof value === 'function' ? (value as MockHandler) : () => json(200, value);
  return mockApi({
    [`GET /api/stream/channel/state/${code}`]: answer(streamChannel),
    [`GET /api/candidates/${code}`]: answer(candidates),
    'GET /api/candidate/check': answer(check),
    [`GET /api/tournament/state/${code}/brackets`]: answer(brackets),
    [`GET /api/tournament/state/${code}`]: answer(place),
    ...extra,
  });
}

const stage = () => screen.findByRole('region', { name: 'California Debate Tournament' });

describe('TournamentScreen (/tournament/{state})', () => {
  it("names the round the bracket is playing: 'Round 2 of 3' in its semi-finals", async () => {
    const decided = (one: CandidateListItem, two: CandidateListItem, position: number) => ({
      bracket: { round: 1, position },
      candidate1: one,
      candidate2: two,
      winner: one,
    });
    api({
      brackets: [
        decided(CASEY, DANIEL, 1),
        decided(PRIYA, DANIEL, 2),
        { bracket: { round: 2, position: 1 }, candidate1: CASEY, candidate2: PRIYA, winner: null },
      ],
    });
    renderAt('/tournament/CA');
    const live = await stage();
    expect(await within(live).findByText('Round 2 of 3')).toBeInTheDocument();
    expect(within(live).queryByText('Round 1 of 3')).not.toBeInTheDocument();
  });

  it('shows the title, LIVE NOW, the viewers, the live stage and the candidate cards', async () => {
    const server = api();
    renderAt('/tournament/CA');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'California Debate Tournament',
    );
    expect(await screen.findByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.queryByText('STREAM READY')).not.toBeInTheDocument();

    const live = await stage();
    expect(within(live).getByText('Round 1 of 3')).toBeInTheDocument();
    // The title, LIVE and the audience once each: in the page header, not again on the stage.
    expect(screen.getAllByText('California Debate Tournament')).toHaveLength(1);
    expect(screen.getAllByText(/^LIVE( NOW)?$/)).toHaveLength(1);
    expect(screen.getAllByText(/1,287 viewers/)).toHaveLength(1);
    expect(within(live).getByRole('article', { name: 'Casey Morales' })).toHaveTextContent(
      'CANDIDATE 1',
    );
    expect(within(live).getByRole('article', { name: 'Daniel Whitaker' })).toHaveTextContent(
      'CANDIDATE 2',
    );
    expect(within(live).getByRole('region', { name: 'AI Moderator' })).toBeInTheDocument();
    expect(await within(live).findByRole('heading', { name: 'Click-In' })).toBeInTheDocument();
    expect(await within(live).findByRole('heading', { name: 'Live Chat' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for connection...')).not.toBeInTheDocument();
    expect(screen.getByText('Live stream will appear here')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET /api/candidate/check')).toHaveLength(1));

    const grid = screen.getByRole('region', { name: 'Candidates' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { name: 'Casey Morales' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Governor')).toBeInTheDocument();
    expect(within(cards[0]).getByText(CASEY.bio as string)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Candidate')).toBeInTheDocument();
    // Their initials stand in for a photo (none in these answers), beside the name.
    expect(within(cards[0]).getByText('CM')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(cards[0]).getByRole('link', { name: 'Details about Casey Morales' }),
    ).toHaveAttribute('href', '/candidate/4');
    // No bio: no bio paragraph, only name, position and the footer.
    expect(within(cards[2]).getByText('US Senator')).toBeInTheDocument();
    expect(cards[2].querySelectorAll('p')).toHaveLength(1);
    expect(within(cards[2]).getByRole('link', { name: /^Details/ })).toHaveAttribute(
      'href',
      '/candidate/12',
    );
  });

  it('drifts the viewer count every 5 s, the same way under the same seed', async () => {
    const counts = async (seed: number) => {
      api();
      const view = renderAt('/tournament/CA', seed);
      await stage();
      const header = () =>
        Number(
          /([\d,]+) viewers/
            .exec(screen.getAllByText(/viewers/)[0].textContent ?? '')?.[1]
            .replace(/,/g, ''),
        );
      const seen = [header()];
      for (let period = 0; period < 4; period += 1) {
        act(() => {
          jest.advanceTimersByTime(VIEWER_DRIFT_MS);
        });
        seen.push(header());
      }
      view.unmount();
      return seen;
    };
    const first = await counts(5);
    expect(first[0]).toBe(1287);
    first.slice(1).forEach((count, index) => {
      expect(count - first[index]).toBeGreaterThanOrEqual(-5);
      expect(count - first[index]).toBeLessThanOrEqual(14);
    });
    expect(await counts(5)).toEqual(first);
  });

  it("offers 'Go Live as {name}' to the candidate scheduled on stage", async () => {
    api({ check: candidateCheck(DANIEL) });
    renderAt('/tournament/CA');
    const button = await screen.findByRole('button', { name: 'Go Live as Daniel Whitaker' });
    fireEvent.click(button);
    expect(screen.getByText('Daniel Whitaker is LIVE')).toBeInTheDocument();
    expect(screen.getByText('Presidential Debate in Progress')).toBeInTheDocument();
  });

  it('says LIVE NOW in the page header once a scheduled candidate goes live on a quiet channel', async () => {
    api({ check: candidateCheck(DANIEL), streamChannel: channel({ isLive: false }) });
    renderAt('/tournament/CA');
    const button = await screen.findByRole('button', { name: 'Go Live as Daniel Whitaker' });
    expect(screen.getByText('STREAM READY')).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.queryByText('STREAM READY')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End Live Stream' }));
    expect(await screen.findByText('STREAM READY')).toBeInTheDocument();
  });

  it('logs a failed candidate check and treats the viewer as no candidate', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ check: () => failure(500, 'Internal Server Error') });
    renderAt('/tournament/CA');
    await stage();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'Candidate check failed: 500: {"message":"Internal Server Error"}',
      ),
    );
    expect(screen.getByText('Live stream will appear here')).toBeInTheDocument();
  });

  it('shows the placeholder, STREAM READY and no viewer badge with only one candidate', async () => {
    const server = api({
      code: 'TX',
      candidates: [DANIEL],
      streamChannel: channel({ id: 'state-TX', isLive: false, viewerCount: 0 }),
    });
    renderAt('/tournament/tx');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Texas Debate Tournament');
    expect(await screen.findAllByText('Waiting for connection...')).toHaveLength(2);
    expect(screen.getByText('STREAM READY')).toBeInTheDocument();
    expect(screen.queryByText('LIVE NOW')).not.toBeInTheDocument();
    expect(screen.getAllByText('Running for Texas Governor')).toHaveLength(2);
    expect(screen.getByText('Daniel Whitaker', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Candidate 2', { selector: 'p' })).toBeInTheDocument();
    // The tile of a known candidate carries their initials; the empty one has none.
    const [known, empty] = ['Daniel Whitaker', 'Candidate 2'].map(
      (name) => screen.getByText(name, { selector: 'p' }).parentElement as HTMLElement,
    );
    expect(within(known).getByText('DW')).toHaveAttribute('aria-hidden', 'true');
    expect(empty.querySelector('[data-avatar]')).toBeNull();
    expect(screen.getByText('Round 1')).toBeInTheDocument();
    expect(screen.getByText('Quarterfinals', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('--:--')).toBeInTheDocument();
    for (const name of ['Start Debate', 'Pause', 'End']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    const counters = screen.getByRole('list', { name: 'Debate counters' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0 viewers', '0 likes', '0 comments', 'Share']);
    // Each counter's icon is decoration beside its words.
    for (const icon of counters.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    expect(counters.querySelectorAll('svg')).toHaveLength(4);
    // The header's badge shows only above zero, and a placeholder does not drift.
    act(() => {
      jest.advanceTimersByTime(VIEWER_DRIFT_MS * 3);
    });
    expect(screen.getAllByText(/viewers/)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Texas Debate Tournament' })).toBeNull();
    expect(server.calls('GET /api/candidate/check')).toHaveLength(0);
  });

  it('shows the placeholder and logs it when the channel fails to load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    api({ streamChannel: () => failure(500, 'Internal Server Error') });
    renderAt('/tournament/CA');
    expect(await screen.findAllByText('Waiting for connection...')).toHaveLength(2);
    expect(screen.getByText('STREAM READY')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Stream channel failed: 500: {"message":"Internal Server Error"}',
    );
    // The candidates still show.
    expect(screen.getByRole('heading', { name: 'Casey Morales', level: 3 })).toBeInTheDocument();
  });

  it("marks a candidate support has not activated 'Pending verification' instead of 'Candidate'", async () => {
    api({ candidates: [CASEY, { ...PRIYA, isActivated: false }, DANIEL] });
    renderAt('/tournament/CA');
    const live = await stage();
    const cards = within(screen.getByRole('region', { name: 'Candidates' })).getAllByRole(
      'listitem',
    );
    expect(within(cards[0]).getByText('Candidate')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Pending verification')).not.toBeInTheDocument();
    expect(within(cards[1]).getByText('Pending verification')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Candidate')).not.toBeInTheDocument();
    // Only verified candidates debate (docs/roles.md), so the pending second of the list is not on
    // the stage; the next verified one is.
    expect(within(live).queryByRole('article', { name: 'Priya Raman' })).not.toBeInTheDocument();
    expect(within(live).getByRole('article', { name: 'Daniel Whitaker' })).toHaveTextContent(
      'CANDIDATE 2',
    );
  });

  it('shows no stage while fewer than two candidates are verified', async () => {
    api({ candidates: [CASEY, { ...PRIYA, isActivated: false }] });
    renderAt('/tournament/CA');
    expect(await screen.findAllByText('Waiting for connection...')).toHaveLength(2);
    expect(
      screen.queryByRole('region', { name: 'California Debate Tournament' }),
    ).not.toBeInTheDocument();
  });

  it('shows a loading state until the channel and the candidates have answered', async () => {
    const held = deferred<Response>();
    api({ candidates: () => held.promise });
    renderAt('/tournament/CA');
    expect(await screen.findByText('Loading the debate')).toBeInTheDocument();
    // One loading state: the candidates appear with the stage, never pushed down by it.
    expect(screen.queryByRole('heading', { name: 'Candidates' })).not.toBeInTheDocument();
    held.resolve(json(200, [CASEY, DANIEL]));
    await stage();
    expect(screen.queryByText('Loading the debate')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the candidates fail, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api({
      candidates: () => (fail ? failure(503, 'Service Unavailable') : json(200, [CASEY, DANIEL])),
    });
    renderAt('/tournament/CA');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The candidates could not be loaded');
    // A sentence of ours for a server failure, not its JSON; the log keeps the whole answer.
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('{');
    expect(log).toHaveBeenCalledWith('Candidates failed: 503: {"message":"Service Unavailable"}');
    expect(screen.queryByText('No Candidates Yet')).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await stage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('with no candidates', () => {
    // The state's tournament as the server has it: none until a POST creates one.
    let createdStart: string | null = null;
    beforeEach(() => {
      createdStart = null;
    });
    const wyomingPlace: MockHandler = () =>
      json(
        200,
        createdStart
          ? { status: 'upcoming', name: 'Wyoming Debate Tournament', startDate: createdStart }
          : { status: 'none' },
      );
    const emptyWyoming = (postAnswer: MockHandler) =>
      api({
        code: 'WY',
        candidates: [],
        streamChannel: channel({ id: 'state-WY', isLive: false, viewerCount: 0 }),
        place: wyomingPlace,
        extra: { 'POST /api/tournament': postAnswer },
      });

    it("shows 'No Candidates Yet'; 'Start Tournament' creates it 7 days ahead and reloads", async () => {
      const server = emptyWyoming(({ body }) => {
        createdStart = (body as { startDate: string }).startDate;
        return json(201, { id: 5, ...(body as object), type: 'state' });
      });
      renderAt('/tournament/WY');
      expect(await screen.findByText('No Candidates Yet')).toBeInTheDocument();
      expect(screen.getAllByText('Waiting for connection...')).toHaveLength(2);
      expect(server.calls('GET /api/candidates/WY')).toHaveLength(1);

      const clickedAt = Date.now();
      fireEvent.click(screen.getByRole('button', { name: 'Start Tournament' }));
      await waitFor(() => expect(server.calls('POST /api/tournament')).toHaveLength(1));
      expect(server.calls('POST /api/tournament')[0].body).toEqual({
        name: 'Wyoming Debate Tournament',
        type: 'state',
        geographicCode: 'WY',
        status: 'upcoming',
        startDate: new Date(clickedAt + 7 * 24 * 60 * 60 * 1000).toISOString(),
      });
      expect(
        await screen.findByText('The Wyoming tournament is scheduled to start on March 8, 2026.'),
      ).toBeInTheDocument();
      // The page's data is loaded again once the tournament is created.
      await waitFor(() => expect(server.calls('GET /api/candidates/WY')).toHaveLength(2));
      await waitFor(() => expect(server.calls('GET /api/stream/channel/state/WY')).toHaveLength(2));
      // The started tournament replaces the button: its bracket, and the way to register.
      expect(await screen.findByRole('link', { name: 'See the bracket' })).toHaveAttribute(
        'href',
        '/PaidState/WY',
      );
      expect(screen.getByRole('link', { name: 'Register as a candidate' })).toHaveAttribute(
        'href',
        '/register',
      );
      expect(screen.queryByRole('button', { name: 'Start Tournament' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'The Wyoming tournament is scheduled to start on March 8, 2026.',
      );
      expect(redirectToLogin).not.toHaveBeenCalled();
    });

    it('sends a visitor to log in and back (the server answers 401), after logging it', async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      emptyWyoming(() => failure(401, 'Unauthorized', 'Log in first'));
      renderAt('/tournament/WY');
      fireEvent.click(await screen.findByRole('button', { name: 'Start Tournament' }));
      expect(
        await screen.findByText('Please log in to start a tournament. Redirecting...'),
      ).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith(
        'Tournament creation failed: 401: {"message":"Log in first"}',
      );
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
      expect(mockNavigate).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(1_000);
      });
      expect(mockNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2Ftournament%2FWY');
    });

    it("shows the server's reason when a tournament is already running", async () => {
      const log = jest.spyOn(console, 'error').mockImplementation(() => {});
      // The page was behind: the tournament was started elsewhere after it loaded.
      const server = emptyWyoming(() => {
        createdStart = '2026-03-05T12:00:00.000Z';
        return json(409, { message: 'A tournament is already running for this area' });
      });
      renderAt('/tournament/WY');
      fireEvent.click(await screen.findByRole('button', { name: 'Start Tournament' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A tournament is already running for this area',
      );
      // Not a silent refusal: the tournament's state is read again and shown instead of the button.
      expect(
        await screen.findByText('The Wyoming tournament is scheduled to start on March 5, 2026.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start Tournament' })).not.toBeInTheDocument();
      expect(server.calls('GET /api/tournament/state/WY')).toHaveLength(2);
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Tournament creation failed: 409: /));
      expect(redirectToLogin).not.toHaveBeenCalled();
    });
  });

  it("shows 'Unknown State' for an unknown code and asks the server nothing", async () => {
    const server = api({ code: 'ZZ' });
    renderAt('/tournament/ZZ');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unknown State Debate Tournament',
    );
    expect(screen.getByRole('link', { name: 'See all 50 state competitions' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.queryByText('No Candidates Yet')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(server.requests).toHaveLength(0);
  });
});
