import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { NO_TOURNAMENT, match, roundMoney } from '../testing/fixtures';
import CountyScreen from './county-screen';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/PaidCounty/:state/:fips" element={<CountyScreen />} />
    </Routes>,
    { path },
  );
}

const COUNTIES = [
  { name: 'Alameda County', fips: '06001' },
  { name: 'Los Angeles County', fips: '06037' },
];
const CITIES = [
  { name: 'Burbank', fips: '0608954' },
  { name: 'Los Angeles', fips: '0644000' },
];

describe('CountyScreen (/PaidCounty/{state}/{fips})', () => {
  it("shows 'County' until the name arrives, then the county bracket and its cities", async () => {
    const counties = deferred<Response>();
    const server = mockApi({
      'GET /api/counties/CA': () => counties.promise,
      'GET /api/cities/CA/06037': () => json(200, CITIES),
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () =>
        json(200, [match(1, 1, 1, 4), match(1, 2, 2, null)]),
    });
    renderAt('/PaidCounty/CA/037');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^County$/);
    expect(screen.getByText('California (CA)')).toBeInTheDocument();

    const roundOne = await screen.findByRole('region', { name: 'ROUND 1' });
    expect(within(roundOne).getAllByRole('link', { name: /^Candidate / })).toHaveLength(3);
    expect(await within(roundOne).findByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(screen.getByRole('region', { name: 'FINALS' })).getAllByText('TBD')).toHaveLength(
      2,
    );

    const cities = screen.getByRole('region', { name: 'Cities' });
    expect(await within(cities).findByRole('link', { name: 'Los Angeles' })).toHaveAttribute(
      'href',
      '/PaidCity/CA/037/44000',
    );
    expect(within(cities).getByRole('link', { name: 'Burbank' })).toHaveAttribute(
      'href',
      '/PaidCity/CA/037/08954',
    );

    await act(async () => counties.resolve(json(200, COUNTIES)));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Los Angeles County' }),
    ).toBeInTheDocument();
    expect(server.calls('GET /api/tournament/county/06037/brackets')).toHaveLength(1);
  });

  it("charts each match's race of the round being played, asked for by the full county code", async () => {
    const server = mockApi({
      'GET /api/counties/CA': () => json(200, COUNTIES),
      'GET /api/cities/CA/06037': () => json(200, CITIES),
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () =>
        json(200, [match(1, 1, 1, 4), match(1, 2, 2, 3)]),
      'GET /api/charts/rounds/county/06037': () =>
        json(
          200,
          roundMoney([
            [1, 4],
            [2, 3],
          ]),
        ),
    });
    renderAt('/PaidCounty/CA/037');
    const races = await screen.findByRole('region', { name: 'Round 1: the races' });
    expect(server.calls('GET /api/charts/rounds/county/06037')).toHaveLength(1);
    expect(
      within(races).getByText(
        'During this round Candidate 1 has raised $2.00 and Candidate 4 $8.00. Candidate 4 leads by $6.00.',
      ),
    ).toBeInTheDocument();
    expect(
      within(races)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Match 1: Candidate 1 vs Candidate 4', 'Match 2: Candidate 2 vs Candidate 3']);
  });

  it("says 'No incorporated cities found for this county in Census data' when it has none", async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, [{ name: 'Alpine County', fips: '06003' }]),
      'GET /api/cities/CA/06003': () => json(200, []),
      'GET /api/tournament/county/06003': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06003/brackets': () => json(200, []),
    });
    renderAt('/PaidCounty/CA/003');
    expect(
      await screen.findByText('No incorporated cities found for this county in Census data'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alpine County' }),
    ).toBeInTheDocument();
  });

  it("keeps 'County' and logs when the lists fail; the bracket still shows", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/counties/CA': () => failure(500, 'Internal Server Error'),
      'GET /api/cities/CA/06037': () => failure(503, 'Service Unavailable'),
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () => json(200, []),
    });
    renderAt('/PaidCounty/CA/037');
    expect(
      await screen.findByText('No incorporated cities found for this county in Census data'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'ROUND 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^County$/);
    expect(log).toHaveBeenCalledWith('API request failed: 500');
    expect(log).toHaveBeenCalledWith('API request failed: 503');
  });

  it('says so for a county the state does not have', async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, COUNTIES),
      'GET /api/cities/CA/06999': () => json(200, []),
      'GET /api/tournament/county/06999': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06999/brackets': () => json(200, []),
    });
    renderAt('/PaidCounty/CA/999');
    expect(
      await screen.findByText(/There is no county with the code ‘999’ in California/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^County$/);
    expect(screen.queryByRole('region', { name: 'County Bracket' })).not.toBeInTheDocument();
  });

  it("keeps 'County' and asks nothing for an unknown state", async () => {
    const server = mockApi({});
    renderAt('/PaidCounty/ZZ/037');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^County$/);
    expect(screen.getByText('Unknown State (ZZ)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });
});
