import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPETITION_SUMMARY_REFETCH_MS } from 'shared-api';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { competitionSummary } from '../testing/fixtures';
import HomeScreen from './home-screen';

// The map loads its own code and shapes after the first paint; state-map.test.tsx loads it
// and state-map-view.test.tsx draws it.
jest.mock('../features/home/state-map/state-map', () => ({ StateMap: () => null }));

afterEach(() => {
  jest.useRealTimers();
});

const SUMMARY = competitionSummary(
  {
    CA: { totalRaised: 57_250, candidates: 8, hasEnoughCandidates: true },
    TX: { totalRaised: 16_400, candidates: 3 },
    NY: { totalRaised: 50_001, candidates: 2 },
    FL: { totalRaised: 9_999, candidates: 1 },
    WA: { totalRaised: 1_500_000, candidates: 7 },
  },
  { totalPlatform: 1_720_000, activeStates: 5, totalCandidates: 21, totalDonors: 1234 },
);

const tile = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}\\b`) });

describe('HomeScreen (/home)', () => {
  it('starts with the MONEY TALKS h1 and a loading status until the summary arrives', async () => {
    const answer = deferred<Response>();
    mockApi({ 'GET /api/competition/all-states': () => answer.promise });
    renderWithProviders(<HomeScreen />, { path: '/home' });

    const headings = screen.getAllByRole('heading');
    expect(headings[0].tagName).toBe('H1');
    expect(headings[0]).toHaveTextContent('MONEY TALKS');
    expect(screen.getByText('Where Every Dollar Counts')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading state competitions');
    // The tiles are links already.
    expect(screen.getAllByRole('link', { name: /^[A-Z]{2}\b/ })).toHaveLength(50);

    await act(async () => answer.resolve(json(200, SUMMARY)));
    expect(await screen.findByText('$1.7M')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the platform totals above the grid', async () => {
    mockApi({ 'GET /api/competition/all-states': () => json(200, SUMMARY) });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const raised = await screen.findByText('$1.7M');
    expect(raised.closest('div')).toHaveTextContent('Total Raised');
    for (const [term, value] of [
      ['Active States', '5'],
      ['Candidates', '21'],
      ['Donors', '1,234'],
    ]) {
      expect(screen.getByText(term).closest('div')).toHaveTextContent(`${term}${value}`);
    }
    const grid = screen.getAllByRole('list').at(-1)!;
    expect(raised.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows 50 tiles, each a link to its state page with status, n/8 and money', async () => {
    mockApi({ 'GET /api/competition/all-states': () => json(200, SUMMARY) });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    await screen.findByText('$1.7M');

    const grid = screen.getAllByRole('list').at(-1)!;
    expect(within(grid).getAllByRole('link')).toHaveLength(50);

    const ca = within(grid).getByRole('link', { name: /California/ });
    expect(ca).toHaveAttribute('href', '/PaidState/CA');
    expect(ca).toHaveTextContent('CA');
    expect(within(ca).getByText('PAID')).toBeInTheDocument(); // PAID instead of HOT
    expect(within(ca).queryByText('HOT')).not.toBeInTheDocument();
    expect(within(ca).getByText('8/8')).toBeInTheDocument();
    expect(within(ca).getByText('$57K')).toBeInTheDocument();

    const tx = within(grid).getByRole('link', { name: /Texas/ });
    expect(tx).toHaveAttribute('href', '/PaidState/TX');
    expect(within(tx).getByText('WARM')).toBeInTheDocument();
    expect(within(tx).getByText('3/8')).toBeInTheDocument();
    expect(within(tx).getByText('$16K')).toBeInTheDocument();

    expect(
      within(within(grid).getByRole('link', { name: /New York/ })).getByText('HOT'),
    ).toBeInTheDocument();
    expect(
      within(within(grid).getByRole('link', { name: /Florida/ })).getByText('COLD'),
    ).toBeInTheDocument();
    const wa = within(grid).getByRole('link', { name: /Washington/ });
    expect(within(wa).getByText('$1.5M')).toBeInTheDocument();
    const ak = within(grid).getByRole('link', { name: /Alaska/ });
    expect(within(ak).getByText('OPEN')).toBeInTheDocument();
    expect(within(ak).getByText('0/8')).toBeInTheDocument();
    expect(within(ak).getByText('$0')).toBeInTheDocument();
  });

  it('filters by name or code as you type, ignoring case, and says when nothing matches', async () => {
    mockApi({ 'GET /api/competition/all-states': () => json(200, SUMMARY) });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    await screen.findByText('$1.7M');
    const search = screen.getByPlaceholderText('Search for your state...');
    expect(search).toHaveAccessibleName('Search for your state');
    const grid = () => screen.getAllByRole('list').at(-1)!;

    await userEvent.type(search, 'tex');
    expect(within(grid()).getAllByRole('link')).toHaveLength(1);
    expect(tile('TX')).toHaveTextContent('Texas');
    expect(screen.getByText('1 of 50 states')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'NY');
    expect(
      within(grid())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/PaidState/NY']);

    await userEvent.clear(search);
    await userEvent.type(search, 'xyz');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/No states match ‘xyz’/)).toBeInTheDocument();

    await userEvent.clear(search);
    expect(screen.getByText('All 50 states')).toBeInTheDocument();
  });

  it('shows the error with a retry and keeps the tiles as plain links', async () => {
    let fail = true;
    mockApi({
      'GET /api/competition/all-states': () =>
        fail ? failure(503, 'Service Unavailable') : json(200, SUMMARY),
    });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The state competitions could not be loaded');
    // A sentence a person reads, not the raw answer (docs/errors.md).
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(alert).not.toHaveTextContent('{');
    expect(tile('CA')).toHaveAttribute('href', '/PaidState/CA');
    expect(screen.queryByText('OPEN')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$1.7M')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refetches the summary every 10 seconds and updates the tiles', async () => {
    jest.useFakeTimers();
    let answer = SUMMARY;
    const server = mockApi({ 'GET /api/competition/all-states': () => json(200, answer) });
    renderWithProviders(<HomeScreen />, { path: '/home' });
    await screen.findByText('$1.7M');
    expect(server.calls('GET /api/competition/all-states')).toHaveLength(1);

    answer = competitionSummary({ AK: { totalRaised: 12_000, candidates: 1 } });
    await act(async () => jest.advanceTimersByTime(COMPETITION_SUMMARY_REFETCH_MS - 1_000));
    expect(server.calls('GET /api/competition/all-states')).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(server.calls('GET /api/competition/all-states')).toHaveLength(2));
    await waitFor(() => expect(within(tile('AK')).getByText('WARM')).toBeInTheDocument());
  });
});
