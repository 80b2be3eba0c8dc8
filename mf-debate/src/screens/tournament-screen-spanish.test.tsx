import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { CandidateListItem, PlaceTournament } from 'shared-api';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { mulberry32 } from '../features/simulation/random';
import {
  CASEY,
  DANIEL,
  PRIYA,
  VISITOR_CHECK,
  channel,
  stubMediaPlayback,
} from '../testing/debate-fixtures';
import { onSpanishPage } from 'shared-config/testing';
import TournamentScreen from './tournament-screen';

// The tournament page on a Spanish page (docs/languages.md): its stage, panels and states in
// Spanish, the numbers and dates as es-US writes them; names and state names as they are.

const NOW = new Date('2026-03-01T09:30:00.000Z');

onSpanishPage();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  stubMediaPlayback();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderAt(
  path: string,
  {
    code = 'CA',
    candidates = [CASEY, DANIEL, PRIYA],
    streamChannel = channel(),
    place = { status: 'none' },
  }: {
    code?: string;
    candidates?: CandidateListItem[];
    streamChannel?: ReturnType<typeof channel>;
    place?: PlaceTournament;
  } = {},
) {
  mockApi({
    [`GET /api/stream/channel/state/${code}`]: () => json(200, streamChannel),
    [`GET /api/candidates/${code}`]: () => json(200, candidates),
    'GET /api/candidate/check': () => json(200, VISITOR_CHECK),
    [`GET /api/tournament/state/${code}/brackets`]: () => json(200, []),
    [`GET /api/tournament/state/${code}`]: () => json(200, place),
    [`GET /api/replays/state/${code}`]: () => json(200, []),
  });
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Routes>
      <Route path="/tournament/:state" element={<TournamentScreen random={mulberry32(1)} />} />
    </Routes>,
    { path },
  );
}

describe('TournamentScreen in Spanish', () => {
  it('draws the live stage, its panels and the candidates in Spanish', async () => {
    renderAt('/tournament/CA');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Torneo de debate de California',
    );
    const live = await screen.findByRole('region', { name: 'Torneo de debate de California' });
    expect(screen.getByText('EN VIVO AHORA')).toBeInTheDocument();
    expect(screen.getByText(/1,287 espectadores/)).toBeInTheDocument();
    expect(within(live).getByText('Ronda 1 de 3')).toBeInTheDocument();
    expect(within(live).getByText('excelente')).toBeInTheDocument();
    expect(within(live).getByText('La transmisión en vivo aparecerá aquí')).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(within(live).getByRole('timer', { name: 'Tiempo transcurrido' })).toBeInTheDocument();

    const casey = within(live).getByRole('article', { name: 'Casey Morales' });
    expect(casey).toHaveTextContent('CANDIDATO/A 1');
    expect(within(casey).getByText('Gobernador/a')).toBeInTheDocument();
    expect(within(casey).getByText('Tiempo de palabra')).toBeInTheDocument();

    expect(within(live).getByRole('region', { name: 'Moderador de IA' })).toBeInTheDocument();
    expect(within(live).getByText('Cambio climático')).toBeInTheDocument();
    expect(
      within(live).getByRole('region', { name: 'Métricas del debate en vivo' }),
    ).toBeInTheDocument();
    expect(within(live).getByRole('button', { name: 'Mostrar/ocultar chat' })).toBeInTheDocument();

    // The sidebar's panels: the chat asks for a name, the click-in for a candidate's account.
    expect(await within(live).findByRole('heading', { name: 'Chat en vivo' })).toBeInTheDocument();
    expect(within(live).getByRole('form', { name: 'Unirse al chat' })).toBeInTheDocument();
    expect(within(live).getByLabelText(/Nombre de usuario/)).toHaveAttribute(
      'placeholder',
      'Elija un nombre de usuario',
    );
    expect(within(live).getByRole('button', { name: 'Unirse' })).toBeInTheDocument();
    expect(within(live).getByRole('heading', { name: 'Click-In' })).toBeInTheDocument();
    expect(
      await within(live).findByText('Se requiere registro como candidato/a'),
    ).toBeInTheDocument();

    const grid = screen.getByRole('region', { name: 'Candidatos' });
    const cards = within(grid).getAllByRole('listitem');
    expect(within(cards[0]).getByText('Candidato/a')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Senador/a de EE. UU.')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'Detalles de Casey Morales' })).toBeVisible();
  });

  it('draws the placeholder in Spanish while fewer than two candidates debate', async () => {
    renderAt('/tournament/TX', {
      code: 'TX',
      candidates: [DANIEL],
      streamChannel: channel({ id: 'state-TX', isLive: false, viewerCount: 0 }),
    });
    expect(await screen.findAllByText('Esperando la conexión...')).toHaveLength(2);
    expect(screen.getByText('TRANSMISIÓN LISTA')).toBeInTheDocument();
    expect(screen.getByText('Ronda 1')).toBeInTheDocument();
    expect(screen.getAllByText('Candidato/a a gobernador/a de Texas')).toHaveLength(2);
    expect(screen.getByText('Candidato/a 2', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar debate' })).toBeDisabled();
    const counters = screen.getByRole('list', { name: 'Contadores del debate' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['0 espectadores', '0 me gusta', '0 comentarios', 'Compartir']);
  });

  it("says when a state's tournament starts, in Spanish words and date", async () => {
    renderAt('/tournament/WY', {
      code: 'WY',
      candidates: [],
      streamChannel: channel({ id: 'state-WY', isLive: false, viewerCount: 0 }),
      place: {
        status: 'upcoming',
        name: 'Wyoming Debate Tournament',
        startDate: '2026-03-08T09:30:00.000Z',
      } as PlaceTournament,
    });
    expect(await screen.findByText('Todavía no hay candidatos')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'El torneo de Wyoming está programado para comenzar el 8 de marzo de 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el cuadro eliminatorio' })).toHaveAttribute(
      'href',
      '/PaidState/WY',
    );
  });

  it('names an unknown state in Spanish', () => {
    renderAt('/tournament/ZZ', { code: 'ZZ' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Torneo de debate: estado desconocido',
    );
    expect(
      screen.getByText(/No existe ningún estado de EE. UU. con el código ‘ZZ’./),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ver las competencias de los 50 estados' }),
    ).toHaveAttribute('href', '/home');
  });
});
