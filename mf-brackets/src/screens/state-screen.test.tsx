import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { NO_TOURNAMENT, candidate, match, roundMoney } from '../testing/fixtures';
import StateScreen from './state-screen';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/PaidState/:state" element={<StateScreen />} />
    </Routes>,
    { path },
  );
}

const COUNTIES = [
  { name: 'Alameda County', fips: '06001' },
  { name: 'Los Angeles County', fips: '06037' },
];

describe('StateScreen (/PaidState/{state})', () => {
  it('shows the code and name, the bracket, the candidates, the counties and the tournament link', async () => {
    const server = mockApi({
      'GET /api/counties/CA': () => json(200, COUNTIES),
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () =>
        json(200, [match(1, 1, 1, 8), match(1, 2, 4, 5), match(1, 3, 3, 6), match(1, 4, 2, 7)]),
      'GET /api/candidates/CA': () =>
        json(200, [
          candidate(2, { name: 'Casey Morales', position: 'governor', totalDonations: 12_400 }),
          candidate(5, { name: 'Sam Lee', position: 'Dog catcher', totalDonations: 800 }),
        ]),
    });
    renderAt('/PaidState/CA');

    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('CA');
    expect(h1).toHaveTextContent('California');
    expect(screen.getByRole('link', { name: 'California Debate Tournament' })).toHaveAttribute(
      'href',
      '/tournament/CA',
    );

    const quarterFinals = await screen.findByRole('region', { name: 'QUARTER-FINALS' });
    expect(within(quarterFinals).getAllByRole('link', { name: /^Candidate / })).toHaveLength(8);
    expect(screen.getByRole('region', { name: 'SEMI-FINALS' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'FINALS' })).toBeInTheDocument();

    const candidates = screen.getByRole('region', { name: 'Candidates' });
    const casey = await within(candidates).findByRole('link', { name: 'Casey Morales' });
    expect(casey).toHaveAttribute('href', '/candidate/2');
    expect(within(candidates).getByText('Governor')).toBeInTheDocument();
    expect(within(candidates).getByText('$12K')).toBeInTheDocument();
    expect(within(candidates).getByText('Dog catcher')).toBeInTheDocument();
    expect(within(candidates).getByText('$800')).toBeInTheDocument();

    const counties = screen.getByRole('region', { name: 'Counties' });
    expect(
      await within(counties).findByRole('link', { name: 'Los Angeles County' }),
    ).toHaveAttribute('href', '/PaidCounty/CA/037');
    expect(within(counties).getByRole('link', { name: 'Alameda County' })).toHaveAttribute(
      'href',
      '/PaidCounty/CA/001',
    );
    expect(server.calls('GET /api/counties/CA')).toHaveLength(1);
  });

  it("charts the round's races and the bracket's running totals", async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, COUNTIES),
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () => json(200, [match(1, 1, 1, 8)]),
      'GET /api/candidates/CA': () => json(200, []),
      'GET /api/charts/rounds/state/CA': () => json(200, roundMoney([[1, 8]])),
      'GET /api/charts/states/CA': () =>
        json(200, {
          stateCode: 'CA',
          days: ['2026-11-25', '2026-11-26'],
          candidates: [
            { candidateId: 1, name: 'Candidate 1', totals: [1, 2], totalRaised: 2 },
            { candidateId: 8, name: 'Candidate 8', totals: [0, 5], totalRaised: 5 },
          ],
        }),
    });
    renderAt('/PaidState/CA');
    const races = await screen.findByRole('region', { name: 'Round 1: the races' });
    expect(
      within(races).getByRole('heading', { name: 'Match 1: Candidate 1 vs Candidate 8' }),
    ).toBeInTheDocument();
    const money = screen.getByRole('region', { name: "The bracket's money" });
    expect(
      await within(money).findByText(
        'The 2 candidates of the California bracket since 2026-11-25: Candidate 8 leads with $5.00.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the heading outline in order: one h1, then h2 sections', async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, COUNTIES),
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () => json(200, []),
      'GET /api/candidates/CA': () => json(200, []),
    });
    renderAt('/PaidState/CA');
    await screen.findByRole('region', { name: 'QUARTER-FINALS' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.slice(1).forEach((level, index) => expect(level - levels[index]).toBeLessThanOrEqual(1));
    expect(
      await screen.findByText('No candidates have registered in California yet.'),
    ).toBeInTheDocument();
  });

  it('accepts a lower-case code', async () => {
    const server = mockApi({
      'GET /api/counties/TX': () => json(200, []),
      'GET /api/tournament/state/TX': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/TX/brackets': () => json(200, []),
      'GET /api/candidates/TX': () => json(200, []),
    });
    renderAt('/PaidState/tx');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TXTexas');
    await screen.findByRole('region', { name: 'QUARTER-FINALS' });
    expect(server.calls('GET /api/tournament/state/TX/brackets')).toHaveLength(1);
  });

  it("shows 'Unknown State' for an unknown code and asks the server nothing", async () => {
    const server = mockApi({});
    renderAt('/PaidState/ZZ');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('ZZ');
    expect(h1).toHaveTextContent('Unknown State');
    expect(screen.queryByRole('region', { name: 'State Bracket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Counties' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 50 state competitions' })).toHaveAttribute(
      'href',
      '/home',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });

  it("logs a failed counties list as 'API request failed: {status}' and shows no counties", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/counties/CA': () => failure(500, 'Internal Server Error'),
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () => json(200, []),
      'GET /api/candidates/CA': () => json(200, []),
    });
    renderAt('/PaidState/CA');
    const counties = screen.getByRole('region', { name: 'Counties' });
    expect(
      await within(counties).findByText('No counties found for California.'),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('API request failed: 500');
    expect(within(counties).queryByRole('alert')).not.toBeInTheDocument();
  });
});
