import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { NO_TOURNAMENT, match, roundMoney } from '../testing/fixtures';
import CityScreen from './city-screen';

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/PaidCity/:state/:countyFips/:cityFips" element={<CityScreen />} />
    </Routes>,
    { path },
  );
}

const COUNTIES = [{ name: 'Harris County', fips: '48201' }];
const CITIES = [
  { name: 'Baytown', fips: '4806128' },
  { name: 'Houston', fips: '4835000' },
];

describe('CityScreen (/PaidCity/{state}/{countyFips}/{cityFips})', () => {
  it("shows 'City' and 'County, TX' until the names arrive, then them, with the 2-slot bracket", async () => {
    const counties = deferred<Response>();
    const cities = deferred<Response>();
    mockApi({
      'GET /api/counties/TX': () => counties.promise,
      'GET /api/cities/TX/48201': () => cities.promise,
      'GET /api/tournament/city/4835000': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/4835000/brackets': () => json(200, [match(1, 1, 3, 9, 9)]),
    });
    renderAt('/PaidCity/TX/201/35000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^City$/);
    expect(screen.getByText('County, TX')).toBeInTheDocument();

    const finals = await screen.findByRole('region', { name: 'FINALS' });
    expect(screen.getByRole('heading', { level: 2, name: 'City Bracket' })).toBeInTheDocument();
    expect(within(finals).getAllByRole('link', { name: /^Candidate / })).toHaveLength(2);
    expect(within(finals).getByRole('img', { name: 'Winner' }).parentElement).toHaveTextContent(
      'Candidate 9',
    );
    const paid = screen.getByRole('heading', { name: 'PAID CANDIDATE' }).parentElement!;
    expect(within(paid).getByRole('link', { name: 'Candidate 9' })).toBeInTheDocument();
    expect(within(paid).getByText('Prize: $1.25M')).toBeInTheDocument();

    await act(async () => {
      counties.resolve(json(200, COUNTIES));
      cities.resolve(json(200, CITIES));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Houston' })).toBeInTheDocument();
    expect(screen.getByText('Harris County, TX')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harris County' })).toHaveAttribute(
      'href',
      '/PaidCounty/TX/201',
    );
  });

  it('charts the final race of the round being played, asked for by the full city code', async () => {
    const server = mockApi({
      'GET /api/counties/TX': () => json(200, COUNTIES),
      'GET /api/cities/TX/48201': () => json(200, CITIES),
      'GET /api/tournament/city/4835000': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/4835000/brackets': () => json(200, [match(1, 1, 3, 9)]),
      'GET /api/charts/rounds/city/4835000': () => json(200, roundMoney([[3, 9]])),
    });
    renderAt('/PaidCity/TX/201/35000');
    const races = await screen.findByRole('region', { name: 'Round 1: the races' });
    expect(server.calls('GET /api/charts/rounds/city/4835000')).toHaveLength(1);
    expect(
      within(races).getByText(
        'During this round Candidate 3 has raised $6.00 and Candidate 9 $18.00. Candidate 9 leads by $12.00.',
      ),
    ).toBeInTheDocument();
  });

  it("keeps 'City' and 'County' and logs when the lists fail", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      'GET /api/counties/TX': () => failure(500, 'Internal Server Error'),
      'GET /api/cities/TX/48201': () => failure(500, 'Internal Server Error'),
      'GET /api/tournament/city/4835000': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/4835000/brackets': () => json(200, []),
    });
    renderAt('/PaidCity/TX/201/35000');
    const finals = await screen.findByRole('region', { name: 'FINALS' });
    expect(await within(finals).findAllByRole('link', { name: 'Register' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^City$/);
    expect(screen.getByText('County, TX')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'FINALS' });
    expect(log).toHaveBeenCalledWith('API request failed: 500');
  });

  it('says so for a city the county does not have', async () => {
    mockApi({
      'GET /api/counties/TX': () => json(200, COUNTIES),
      'GET /api/cities/TX/48201': () => json(200, CITIES),
      'GET /api/tournament/city/4899999': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/4899999/brackets': () => json(200, []),
    });
    renderAt('/PaidCity/TX/201/99999');
    expect(
      await screen.findByText(/There is no city with the code ‘99999’ in this county/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^City$/);
    expect(screen.getByText('Harris County, TX')).toBeInTheDocument();
  });

  it("keeps 'City' and asks nothing for an unknown state or malformed codes", async () => {
    const server = mockApi({});
    const { unmount } = renderAt('/PaidCity/ZZ/201/35000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^City$/);
    expect(screen.getByText('County, ZZ')).toBeInTheDocument();
    unmount();
    renderAt('/PaidCity/TX/2/abc');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^City$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });
});
