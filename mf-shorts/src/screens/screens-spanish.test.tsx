import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { AuthUser, ReportedPost } from 'shared-api';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
  provideSpanishPage,
  restoreEnglishPage,
} from 'shared-config/testing';
import { notify } from 'shared-ui';
import { page, post, reply } from '../features/feed/testing/post-fixtures';
import ModerationScreen from './moderation-screen';
import PostScreen from './post-screen';
import ShortsScreen from './shorts-screen';

// mf-shorts' screens on a Spanish page (docs/languages.md): <html lang="es"> and the Spanish
// messages of mf-shorts and shared-ui. English is back after each test.

const notifyMock = jest.mocked(notify);
const support: AuthUser = { ...loggedInUser, id: 9, isAdmin: true };
/** Post 7 by someone else (user 2); the logged-in user is user 1. */
const othersPost = post(7, {
  userId: 2,
  commentCount: 1,
  user: { displayName: 'Sam Voter', verified: true },
});

resetBetweenTests('/Shorts');

beforeEach(() => {
  provideSpanishPage();
});

afterEach(() => {
  restoreEnglishPage();
});

describe('/Shorts in Spanish', () => {
  it('says an empty feed is empty, and a blank post is refused in Spanish', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/posts': () => json(200, page([])),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShortsScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Shorts' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Publicaciones breves de la comunidad PAID. El dinero habla, y usted también.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comparta una publicación' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Su publicación' });
    expect(text).toHaveAttribute('placeholder', '¿Qué está pensando?');
    expect(screen.getByLabelText('Adjuntar una imagen o un video')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar una imagen o un video' })).toBeVisible();
    expect(
      await screen.findByText('Todavía no hay publicaciones. ¡Comparta la primera!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Publicaciones recientes (0)' })).toBeVisible();

    await user.type(text, '   ');
    await user.click(screen.getByRole('button', { name: 'PUBLICAR EN PAID' }));
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Publicación vacía',
      description: 'Escriba algún texto o suba un archivo.',
      variant: 'destructive',
    });
  });

  it("shows a post's card, its replies and the report dialog in Spanish", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(loggedInUser),
      'GET /api/posts': () => json(200, page([othersPost])),
      'GET /api/posts/7/comments': () => json(200, [reply(1)]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ShortsScreen />);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Verificado/a')).toHaveAttribute(
      'title',
      'Esta cuenta pertenece a una candidatura verificada por el soporte de PAID',
    );
    expect(within(card).getByRole('button', { name: 'Me gusta 0' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'COMPARTIR EN PAID' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Comentar 1' }));
    const replies = await within(card).findByRole('region', {
      name: 'Respuestas a esta publicación',
    });
    expect(await within(replies).findByText('Reply 1')).toBeInTheDocument();
    expect(within(replies).getByRole('textbox', { name: 'Su respuesta' })).toHaveAttribute(
      'placeholder',
      'Escriba una respuesta',
    );
    expect(within(replies).getByRole('button', { name: 'Responder' })).toBeDisabled();

    await user.click(await within(card).findByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar esta publicación' });
    expect(within(dialog).getByRole('group', { name: '¿Por qué la denuncia?' })).toBeVisible();
    for (const reason of ['Spam', 'Acoso u odio', 'Información falsa', 'Otro motivo']) {
      expect(within(dialog).getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('Opcional, salvo si elige Otro motivo. 0/500')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Elija un motivo para su denuncia',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("a post's page in Spanish", () => {
  it('says a post that is not there is not found', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/posts/404': () => json(404, { message: 'Post not found' }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/Shorts/:postId" element={<PostScreen />} />
      </Routes>,
      { path: '/Shorts/404' },
    );
    expect(screen.getByRole('link', { name: 'Volver a Shorts' })).toHaveAttribute(
      'href',
      '/Shorts',
    );
    expect(screen.getByText('Una publicación de la comunidad PAID.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Publicación no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver las publicaciones recientes' })).toBeVisible();
  });
});

describe("support's queue in Spanish", () => {
  const reported: ReportedPost = {
    post: post(7, { userId: 2, content: 'Buy followers' }),
    hiddenAt: null,
    reportCount: 2,
    reports: [
      { reason: 'spam', details: 'Bot account', createdAt: new Date().toISOString() },
      { reason: 'false-information', details: '', createdAt: new Date().toISOString() },
    ],
  };

  it('tells a visitor to log in', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<ModerationScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Se requiere autenticación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  it('shows support the reported posts and replies', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(support),
      'GET /api/admin/post-reports': () => json(200, [reported]),
      'GET /api/admin/comment-reports': () => json(200, []),
    });
    renderWithProviders(<ModerationScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Publicaciones denunciadas' }),
    ).toBeVisible();
    const item = await screen.findByRole('article', { name: 'Publicación de Jane Doe' });
    expect(within(item).getByText('Visible')).toBeInTheDocument();
    expect(within(item).getByText('2 denuncias')).toBeInTheDocument();
    const reports = within(item).getByRole('list', { name: 'Denuncias' });
    expect(within(reports).getByText('Spam')).toBeInTheDocument();
    expect(within(reports).getByText('Información falsa')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Ocultar' })).toBeVisible();
    expect(within(item).getByRole('link', { name: 'Abrir la publicación' })).toHaveAttribute(
      'href',
      '/Shorts/7',
    );
    expect(
      await screen.findByRole('heading', { name: 'No hay respuestas denunciadas' }),
    ).toBeInTheDocument();
  });
});
