import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { authUserAnswer, loggedInUser, mockApi, renderWithProviders } from 'shared-config/testing';
import { serverMessage } from '../features/login/server-message';
import { AppRoutes } from '../routes/app-router';
import { onSpanishPage } from 'shared-config/testing';
import { IntroScreen } from './intro-screen';
import { LearnMoreScreen } from './learn-more-screen';
import { LoginScreen } from './login-screen';
import { NotFoundScreen } from './not-found-screen';
import { SignInLinkScreen } from './sign-in-link-screen';

// The shell's own screens on a Spanish page (docs/languages.md): the shell awaits its
// catalogue before it renders, so they are not wrapped in withMessages.

jest.mock('../federation/load-remote-screen', () => ({
  preloadRemoteArea: jest.fn(),
  loadedRemoteScreen: jest.fn(),
  loadRemoteScreen: jest.fn(() => new Promise(() => undefined)),
}));

onSpanishPage();

beforeEach(() => {
  mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
});

test('the intro', () => {
  renderWithProviders(<IntroScreen />);
  expect(screen.getByText('El dinero habla, cada dólar cuenta.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ENTRAR' })).toBeInTheDocument();
});

test('how PAID works', () => {
  renderWithProviders(<LearnMoreScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Cómo funciona PAID' })).toBeVisible();
  for (const step of ['DONAR', 'COMPETIR', 'GANAR']) {
    expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
  }
  expect(
    screen.getByText('Haga donaciones a las candidaturas en las que cree. Cada dólar cuenta.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'EMPEZAR AHORA' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
});

test('the sign-in page, its two forms and their fields', async () => {
  renderWithProviders(<LoginScreen />, { path: '/login' });
  expect(
    await screen.findByRole('heading', { name: 'Iniciar sesión en PAID' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('tablist', { name: 'Inicie sesión o cree una cuenta' })).toBeVisible();
  expect(screen.getByRole('form', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await userEvent.click(screen.getByRole('tab', { name: 'Crear cuenta' }));
  expect(screen.getByRole('form', { name: 'Crear cuenta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toBeInTheDocument();
  expect(screen.getByLabelText('Apellido')).toBeInTheDocument();
  expect(screen.getByText('Al menos 8 caracteres')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear cuenta' })).toHaveAttribute('type', 'submit');
});

test('the sign-in page of a member already signed in', async () => {
  mockApi({ 'GET /api/auth/user': authUserAnswer(loggedInUser) });
  renderWithProviders(<LoginScreen />, { path: '/login' });
  expect(await screen.findByText('Ha iniciado sesión como jane@example.com.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cerrar sesión' })).toBeInTheDocument();
});

test('the page a mailed sign-in link opens', () => {
  renderWithProviders(<SignInLinkScreen />, { path: '/login/link?token=abc' });
  expect(screen.getByRole('heading', { name: 'Inicie sesión con su enlace' })).toBeVisible();
  expect(
    screen.getByText(
      'Este enlace le permite iniciar sesión en PAID una sola vez, sin su contraseña.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Iniciar mi sesión' })).toBeInTheDocument();
});

test('a failure the server did not explain', () => {
  expect(serverMessage(new Error('network down'))).toBe('Algo salió mal. Inténtelo de nuevo.');
  expect(serverMessage(new ApiError(401, '401', { message: 'Invalid email or password' }))).toBe(
    'Invalid email or password',
  );
});

test('not found', () => {
  renderWithProviders(<NotFoundScreen />, { path: '/nada' });
  expect(screen.getByRole('heading', { name: '404 Página no encontrada' })).toBeVisible();
  expect(screen.getByText(/Ninguna ruta coincide con/)).toHaveTextContent(
    'Ninguna ruta coincide con /nada.',
  );
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
    'href',
    '/home',
  );
});

test("a remote page names its area in Spanish while it loads, and the tab's title", async () => {
  renderWithProviders(<AppRoutes />, { path: '/donations' });
  expect(await screen.findByText('Cargando Mis donaciones')).toBeInTheDocument();
  expect(document.title).toBe('Mis donaciones | PAID');
});

test('the router brings a page of the shell with its words', async () => {
  renderWithProviders(<AppRoutes />, { path: '/learn-more' });
  expect(await screen.findByRole('heading', { name: 'Cómo funciona PAID' })).toBeVisible();
  expect(document.title).toBe('Cómo funciona PAID | PAID');
});
