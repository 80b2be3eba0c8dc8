import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Candidate, StreamStats } from 'shared-api';
import {
  authUserAnswer,
  json,
  mockApi,
  onSpanishPage,
  renderWithProviders,
} from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import { candidateProfile } from '../features/candidate-form/candidate-test-data';
import liveEs from '../locales/live/es.json';
import { installMediaDevices, mediaError } from '../features/go-live/testing/fake-media';
import { liveStats, offlineStats, startedStream } from '../testing/stream-fixtures';
import GoLiveScreen from './go-live-screen';

// /go-live on a Spanish page (docs/languages.md): the candidate's stream, its console, stats,
// toasts and camera problems in Spanish (the live part of mf-candidate's catalogue); names and
// amounts as they are.

onSpanishPage();

let restoreMedia: () => void = () => {};
afterEach(() => {
  act(() => dismissToast());
  restoreMedia();
  restoreMedia = () => {};
});

const casey = (overrides: Partial<Candidate> = {}) =>
  candidateProfile({ id: 7, name: 'Casey Morales', stars: 3, isActivated: true, ...overrides });

function server({
  profile = casey(),
  stats = offlineStats,
  loggedIn = true,
}: { profile?: Candidate | null; stats?: StreamStats; loggedIn?: boolean } = {}) {
  let current = stats;
  mockApi({
    'GET /api/auth/user': authUserAnswer(loggedIn ? undefined : null),
    'GET /api/candidate/profile': () => json(200, profile),
    'GET /api/stream/stats': () => json(200, current),
    'POST /api/stream/start': () => {
      current = liveStats();
      return json(201, startedStream());
    },
    'POST /api/stream/end': () => {
      const totalRaised = current.donations;
      current = offlineStats;
      return json(200, { totalRaised });
    },
    'GET /api/stream/candidate/7/donations': () => json(200, []),
  });
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

/** The Stream Stats panel as term -> value pairs. */
function statsValues() {
  const panel = screen.getByRole('region', { name: 'Estadísticas de la transmisión' });
  const terms = within(panel)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(panel)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('GoLiveScreen on a Spanish page', () => {
  it('asks a visitor to log in, in Spanish', async () => {
    server({ loggedIn: false });
    renderGoLive();
    expect(
      await screen.findByRole('heading', { name: 'Es necesario iniciar sesión' }),
    ).toBeVisible();
    expect(screen.getByText('Debe iniciar sesión para acceder a esta función.')).toBeVisible();
  });

  it('tells a member without a profile they are not a candidate', async () => {
    server({ profile: null });
    renderGoLive();
    expect(await screen.findByRole('heading', { name: 'No es candidato/a' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrarse como candidato/a' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it("turns a candidate who is not activated away with 'Acceso denegado'", async () => {
    server({ profile: casey({ isActivated: false }) });
    renderGoLive();
    expect(await screen.findByText('Account page')).toBeVisible();
    expect(screen.getByText('Acceso denegado')).toBeVisible();
  });

  it('shows the offline page: header, the invitation, the stats and the steps', async () => {
    server();
    renderGoLive();
    expect(await screen.findByRole('button', { name: 'TRANSMITIR EN VIVO' })).toBeEnabled();
    expect(screen.getByRole('img', { name: '3 estrellas' })).toBeVisible();
    expect(screen.getByText('CUENTA ACTIVADA')).toBeVisible();
    expect(screen.getByRole('heading', { name: '¿Listo/a para recaudar fondos?' })).toBeVisible();
    expect(statsValues()).toEqual({
      Estado: 'FUERA DE LÍNEA',
      Espectadores: '0',
      Recaudado: '$0.00',
      Estrellas: '3',
    });
    const steps = within(screen.getByRole('region', { name: 'Cómo transmitir' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(
      ['howTo.goLive', 'howTo.share', 'howTo.engage', 'howTo.watch', 'howTo.win'].map(
        (key) => liveEs[key as keyof typeof liveEs],
      ),
    );
    expect(steps[0]).toHaveTextContent(
      'Haga clic en TRANSMITIR EN VIVO para iniciar su transmisión de recaudación de fondos',
    );
  });

  it('goes live and ends the stream with Spanish toasts, console and panels', async () => {
    server();
    const user = userEvent.setup();
    renderGoLive();
    await user.click(await screen.findByRole('button', { name: 'TRANSMITIR EN VIVO' }));
    expect(await screen.findByText('¡Está en vivo!')).toBeVisible();
    expect(screen.getByText('Su transmisión de recaudación de fondos ha comenzado.')).toBeVisible();

    const live = await screen.findByRole('region', { name: 'Su transmisión en vivo' });
    expect(within(live).getByText('0 mirando')).toBeVisible();
    expect(within(live).getByText('recaudados')).toBeVisible();
    expect(within(live).getByRole('button', { name: 'Cámara' })).toBeVisible();
    expect(within(live).getByRole('button', { name: 'Micrófono' })).toHaveTextContent(
      'MicrófonoActivado',
    );
    expect(within(live).getByRole('button', { name: 'Compartir' })).toBeEnabled();
    expect(within(screen.getByRole('banner')).getByText('EN VIVO')).toBeVisible();
    expect(statsValues().Estado).toBe('EN VIVO');
    const donations = screen.getByRole('region', { name: 'Donaciones en vivo' });
    expect(await within(donations).findByText('Aún no hay donaciones')).toBeVisible();

    act(() => dismissToast());
    await user.click(within(live).getByRole('button', { name: 'Terminar transmisión' }));
    expect(await screen.findByText('Transmisión terminada')).toBeVisible();
    expect(screen.getByText('¡Recaudó $0.00 durante esta transmisión!')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'TRANSMITIR EN VIVO' })).toBeEnabled();
  });

  it('says why the camera cannot start, in Spanish', async () => {
    restoreMedia = installMediaDevices(async () => {
      throw mediaError('NotAllowedError');
    }).restore;
    server({ stats: liveStats() });
    const user = userEvent.setup();
    renderGoLive();
    const live = await screen.findByRole('region', { name: 'Su transmisión en vivo' });
    expect(within(live).getByText(/^Su cámara está apagada\./)).toBeVisible();
    await user.click(within(live).getByRole('button', { name: 'Cámara' }));
    expect(await within(live).findByRole('alert')).toHaveTextContent(
      'Se rechazó el acceso a la cámara. Permita la cámara para este sitio en su navegador y vuelva a encenderla.',
    );
    expect(liveEs['camera.denied']).toBe(within(live).getByRole('alert').textContent);
  });
});
