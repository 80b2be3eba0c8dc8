import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  json,
  mockApi,
  renderWithProviders,
  provideSpanishPage,
  restoreEnglishPage,
} from 'shared-config/testing';
import {
  NO_TOURNAMENT,
  candidate,
  competitionSummary,
  match,
  roundMoney,
} from '../testing/fixtures';
import CityScreen from './city-screen';
import CountyScreen from './county-screen';
import HomeScreen from './home-screen';
import StateScreen from './state-screen';

// mf-brackets' screens on a Spanish page (docs/languages.md): <html lang="es"> and the Spanish
// messages of mf-brackets (/home's, and the place pages' part) and shared-ui. English is back
// after each test.

jest.mock('../features/home/state-map/state-map', () => ({ StateMap: () => null }));

beforeEach(() => {
  provideSpanishPage();
});

afterEach(() => {
  restoreEnglishPage();
  jest.restoreAllMocks();
});

describe('/home in Spanish', () => {
  const SUMMARY = competitionSummary(
    {
      CA: { totalRaised: 57_250, candidates: 8, hasEnoughCandidates: true },
      TX: { totalRaised: 60_000, candidates: 3 },
    },
    { totalPlatform: 1_720_000, activeStates: 5, totalCandidates: 21, totalDonors: 1234 },
  );

  it('has the banner, the totals, the search and the tiles in Spanish', async () => {
    mockApi({ 'GET /api/competition/all-states': () => json(200, SUMMARY) });
    renderWithProviders(<HomeScreen />, { path: '/home' });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('EL DINERO HABLA');
    expect(screen.getByText('Donde cada dólar cuenta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Competencias estatales' })).toBeInTheDocument();
    expect(await screen.findByText('Total recaudado')).toBeInTheDocument();
    for (const term of ['Estados activos', 'Candidatos', 'Donantes']) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByText('Los 50 estados')).toBeInTheDocument();

    const grid = screen.getByRole('list', { name: 'Fichas de los estados' });
    const texas = within(grid).getByRole('link', { name: /Texas/ });
    expect(await within(texas).findByText('CALIENTE')).toBeInTheDocument();
    expect(texas).toHaveTextContent('3/8 candidatos');
    const california = within(grid).getByRole('link', { name: /California/ });
    expect(within(california).getByText('PAID')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Busque su estado' });
    expect(search).toHaveAttribute('placeholder', 'Busque su estado...');
    await userEvent.type(search, 'zz');
    expect(
      screen.getByText(
        'Ningún estado coincide con ‘zz’. Pruebe con el nombre de un estado o un código de dos letras.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'tex');
    expect(screen.getByText('1 de 50 estados')).toBeInTheDocument();
  });
});

describe('the state, county and city pages in Spanish', () => {
  it('a state: its lead, the bracket, its races, the candidates and the counties', async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, [{ name: 'Los Angeles County', fips: '06037' }]),
      'GET /api/tournament/state/CA': () =>
        json(200, {
          status: 'active',
          name: 'x',
          startDate: '2026-11-24T12:00:00.000Z',
          round: 2,
          roundEndsAt: '2026-11-27T12:00:00.000Z',
        }),
      'GET /api/tournament/state/CA/brackets': () => json(200, [match(1, 1, 1, 8, 1)]),
      'GET /api/charts/rounds/state/CA': () => json(200, roundMoney([[1, 8]])),
      'GET /api/charts/states/CA': () => json(200, { stateCode: 'CA', days: [], candidates: [] }),
      'GET /api/candidates/CA': () =>
        json(200, [candidate(2, { name: 'Casey Morales', position: 'governor' })]),
    });
    renderWithProviders(
      <Routes>
        <Route path="/PaidState/:state" element={<StateScreen />} />
      </Routes>,
      { path: '/PaidState/CA' },
    );

    expect(
      screen.getByText(
        'La competencia estatal de California: los ocho candidatos que más recaudan llenan el cuadro, y quien gana es el CANDIDATO/A PAID.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torneo de debate de California' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');

    const bracket = await screen.findByRole('region', { name: 'Cuadro estatal' });
    expect(within(bracket).getByText('8 candidatos · 3 rondas')).toBeInTheDocument();
    expect(await within(bracket).findByRole('region', { name: 'CUARTOS DE FINAL' })).toBeVisible();
    expect(within(bracket).getByRole('region', { name: 'SEMIFINALES' })).toBeVisible();
    expect(within(bracket).getByRole('region', { name: 'FINAL' })).toBeVisible();
    expect(within(bracket).getByText('EN CURSO')).toBeInTheDocument();
    expect(within(bracket).getByText(/^SEMIFINALES, ronda 2 de 3: termina el /)).toBeVisible();
    expect(within(bracket).getAllByText('POR DEFINIR').length).toBeGreaterThan(0);

    expect(await screen.findByRole('region', { name: 'Ronda 1: las carreras' })).toBeVisible();
    expect(
      await screen.findByText('Todavía no hay ningún candidato en el cuadro de California.'),
    ).toBeInTheDocument();

    const candidates = screen.getByRole('region', { name: 'Candidatos' });
    expect(await within(candidates).findByText('Gobernador/a')).toBeInTheDocument();
    expect(within(candidates).getByText('1 candidato')).toBeInTheDocument();

    const counties = screen.getByRole('region', { name: 'Condados' });
    expect(await within(counties).findByText('1 condados')).toBeInTheDocument();
  });

  it('an unknown state says so', () => {
    renderWithProviders(
      <Routes>
        <Route path="/PaidState/:state" element={<StateScreen />} />
      </Routes>,
      { path: '/PaidState/ZZ' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ZZEstado desconocido');
    expect(
      screen.getByText('No hay ningún estado de EE. UU. con el código ‘ZZ’.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las 50 competencias estatales' })).toBeVisible();
  });

  it('a county: its default name until the names arrive, its bracket and its cities', async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, [{ name: 'Los Angeles County', fips: '06037' }]),
      'GET /api/cities/CA/06037': () => json(200, []),
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () => json(200, [match(1, 1, 1, null)]),
      'GET /api/charts/rounds/county/06037': () => json(200, { ...roundMoney([]), round: null }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/PaidCounty/:state/:fips" element={<CountyScreen />} />
      </Routes>,
      { path: '/PaidCounty/CA/037' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Condado$/);
    const bracket = await screen.findByRole('region', { name: 'Cuadro del condado' });
    expect(await within(bracket).findByText('PROVISIONAL')).toBeInTheDocument();
    expect(within(bracket).getAllByRole('link', { name: 'Registrarse' })).toHaveLength(3);
    expect(
      await screen.findByText(
        'No se encontraron ciudades incorporadas de este condado en los datos del Censo',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Los Angeles County');
  });

  it('a city whose code is not in its county says so', async () => {
    mockApi({
      'GET /api/counties/CA': () => json(200, [{ name: 'Los Angeles County', fips: '06037' }]),
      'GET /api/cities/CA/06037': () => json(200, []),
    });
    renderWithProviders(
      <Routes>
        <Route path="/PaidCity/:state/:countyFips/:cityFips" element={<CityScreen />} />
      </Routes>,
      { path: '/PaidCity/CA/037/99999' },
    );
    expect(
      await screen.findByText('No hay ninguna ciudad con el código ‘99999’ en este condado.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Ver las ciudades de Los Angeles County' }),
    ).toHaveAttribute('href', '/PaidCounty/CA/037');
  });
});
