import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authUserAnswer, mockApi, renderWithProviders } from 'shared-config/testing';
import { onSpanishPage } from 'shared-config/testing';
import { ConnectionNotice } from './connection-notice';
import { Footer } from './footer';
import { TopBar } from './top-bar';

jest.mock('../federation/load-remote-screen', () => ({ preloadRemoteArea: jest.fn() }));

beforeEach(() => {
  mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
});

describe('on an English page', () => {
  test('the switch offers Spanish, named in Spanish', () => {
    renderWithProviders(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Read PAID in Español' });
    expect(toggle).toHaveTextContent(/^Español$/);
    expect(toggle).toHaveAttribute('lang', 'es');
    expect(screen.queryByRole('button', { name: /English/ })).toBeNull();
  });
});

describe('on a Spanish page', () => {
  onSpanishPage();

  test('the switch offers English, and the top bar speaks Spanish', async () => {
    renderWithProviders(<TopBar />);
    const toggle = screen.getByRole('button', { name: 'Leer PAID en English' });
    expect(toggle).toHaveTextContent(/^English$/);
    expect(toggle).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('button', { name: /Español/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'EN VIVO' })).toHaveAttribute('href', '/go-live');
    expect(screen.getByRole('searchbox', { name: 'Buscar en PAID' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'PAID' }));
    const panel = screen.getByRole('region', { name: 'PARTIDOS PAID' });
    expect(within(panel).getByText('Seleccione la competencia de su estado')).toBeInTheDocument();
    expect(within(panel).getByRole('navigation', { name: 'Competencias estatales' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'California (CA)' })).toBeInTheDocument();
  });

  test('the footer offers English too', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText('Plataforma de Democracia Competitiva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cómo funciona PAID' })).toHaveAttribute(
      'href',
      '/learn-more',
    );
    expect(screen.getByRole('button', { name: 'Leer PAID en English' })).toHaveTextContent(
      'English',
    );
  });

  test('the connection notice speaks Spanish', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(null),
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { queryClient } = renderWithProviders(<ConnectionNotice />);
    await act(() =>
      queryClient
        .fetchQuery({
          queryKey: ['down'],
          queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
          retry: false,
        })
        .catch(() => undefined),
    );
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('No se puede conectar con PAID en este momento.');
    expect(notice).toHaveTextContent('Lo que ve puede estar desactualizado');
    expect(within(notice).getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
