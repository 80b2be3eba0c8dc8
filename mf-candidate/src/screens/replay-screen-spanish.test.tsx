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
  onSpanishPage,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { replay } from '../features/replays/testing/replay-fixtures';
import ReplayScreen from './replay-screen';

// /replays/{id} on a Spanish page (docs/languages.md): the title, facts, player, the chat and
// gifts of that time and the owner's and support's actions in Spanish (the replay part of
// mf-candidate's catalogue); names, state names and messages as they are, dates in es-US.

onSpanishPage();

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

function playTo(video: HTMLElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds });
  fireEvent.timeUpdate(video);
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
    chat: [{ id: 1, username: 'Sam', message: 'hola', verified: true, offsetMs: 1_000 }],
  });

describe('ReplayScreen on a Spanish page', () => {
  it("shows a stream's replay: title, facts, link, player and gifts in Spanish", async () => {
    api({ 'GET /api/replays/5': () => json(200, replay()) });
    renderAt('/replays/5');
    expect(
      await screen.findByRole('heading', {
        name: 'Casey Morales: transmisión de recaudación de fondos',
      }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Casey Morales: transmisión de recaudación de fondos/);
    expect(screen.getByText(/^Repetición · .* · 12:05 · \$120\.00 recaudados/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Página de Casey Morales' })).toHaveAttribute(
      'href',
      '/candidate/3',
    );
    const video = screen.getByLabelText(
      'Repetición: Casey Morales: transmisión de recaudación de fondos',
    );
    expect(screen.getByRole('heading', { name: 'Donaciones' })).toBeInTheDocument();
    expect(screen.getByText('Aún no hay donaciones en este punto.')).toBeInTheDocument();
    playTo(video, 3);
    expect(screen.getByRole('list', { name: 'Donaciones hasta ahora' })).toHaveTextContent(
      'Ann Giver donó $10.00: Go Casey',
    );
    expect(
      screen.getByRole('complementary', {
        name: 'Chat y donaciones hasta este punto de la repetición',
      }),
    ).toBeInTheDocument();
  });

  it("shows a debate's replay with its chat, a link to the tournament and support's Hide", async () => {
    api(
      {
        'GET /api/replays/8': () => json(200, debate()),
        'POST /api/admin/replays/8/hide': () => json(200, { id: 8, hidden: true, changed: true }),
      },
      authUserAnswer({ ...loggedInUser, isAdmin: true }),
    );
    renderAt('/replays/8');
    expect(
      await screen.findByRole('heading', {
        name: 'Debate de California: Casey Morales vs. Jordan Lee',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torneo de California' })).toHaveAttribute(
      'href',
      '/tournament/CA',
    );
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByText('Aún no hay mensajes en este punto.')).toBeInTheDocument();
    playTo(screen.getByLabelText(/^Repetición: /), 2);
    expect(screen.getByRole('list', { name: 'Mensajes del chat hasta ahora' })).toHaveTextContent(
      'Sam (candidato/a verificado/a): hola',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ocultar repetición' }));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Repetición oculta',
      description: 'Ahora solo el soporte puede ver esta repetición.',
    });
  });

  it('tells support a replay is hidden, with the way to show it again', async () => {
    api(
      { 'GET /api/replays/8': () => json(200, { ...debate(), hidden: true }) },
      authUserAnswer({ ...loggedInUser, isAdmin: true }),
    );
    renderAt('/replays/8');
    expect(await screen.findByText('Oculta por el soporte')).toBeVisible();
    expect(screen.getByText(/Solo el soporte ve esta repetición\./)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Volver a mostrar la repetición' }),
    ).toBeVisible();
  });

  it('says an unknown replay is not found, and when the video cannot be played', async () => {
    api({ 'GET /api/replays/9': () => failure(404, 'Not Found', 'Replay not found') });
    const { unmount } = renderAt('/replays/9');
    expect(
      await screen.findByRole('heading', { name: 'Repetición no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a todos los estados' })).toHaveAttribute(
      'href',
      '/home',
    );
    unmount();

    api({ 'GET /api/replays/5': () => json(200, replay()) });
    renderAt('/replays/5');
    fireEvent.error(await screen.findByLabelText(/^Repetición: /));
    expect(await screen.findByText('No se pudo reproducir el video')).toBeInTheDocument();
  });

  it('lets the owner delete their replay after confirming, in Spanish', async () => {
    api(
      {
        'GET /api/replays/5': () => json(200, replay({ deletable: true })),
        'DELETE /api/candidate/3/replays/5': () => new Response(null, { status: 204 }),
      },
      authUserAnswer(loggedInUser),
    );
    renderAt('/replays/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar repetición' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta repetición?' });
    expect(dialog).toHaveTextContent('Esto no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar repetición' }));
    expect(await screen.findByText('The candidate page')).toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Repetición eliminada',
      description: 'La repetición y su video se han eliminado.',
    });
  });
});
