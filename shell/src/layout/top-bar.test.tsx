import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authUserAnswer, mockApi, renderWithProviders } from 'shared-config/testing';
import { TopBar } from './top-bar';

jest.mock('../federation/load-remote-screen', () => ({ preloadRemoteArea: jest.fn() }));

beforeEach(() => {
  mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
});

test('links of the spec: logo to /Shorts, star to /home, GO LIVE, profile', () => {
  renderWithProviders(<TopBar />);
  expect(screen.getByRole('link', { name: 'PAID Shorts' })).toHaveAttribute('href', '/Shorts');
  expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'GO LIVE' })).toHaveAttribute('href', '/go-live');
  expect(screen.getByRole('link', { name: /Account/ })).toHaveAttribute(
    'href',
    '/candidate/account',
  );
  expect(screen.getByRole('searchbox', { name: 'Search PAID' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Videos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('the PAID button toggles the state drop-down with all 50 states', async () => {
  renderWithProviders(<TopBar />);
  const toggle = screen.getByRole('button', { name: 'PAID' });
  await userEvent.click(toggle);
  const panel = screen.getByRole('region', { name: 'PAID PARTIES' });
  expect(within(panel).getByText('Select Your State Competition')).toBeInTheDocument();
  expect(within(panel).getAllByRole('link')).toHaveLength(50);
  expect(within(panel).getByRole('link', { name: 'California (CA)' })).toHaveAttribute(
    'href',
    '/PaidState/CA',
  );
  await userEvent.click(toggle);
  expect(screen.queryByRole('region', { name: 'PAID PARTIES' })).toBeNull();
  await userEvent.click(toggle);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: 'PAID PARTIES' })).toBeNull();
});
