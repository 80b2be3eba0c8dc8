import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-config/testing';
import { loadRemoteScreen } from './load-remote-screen';
import { RemoteScreen } from './remote-screen';
import { RemoteUnavailableError } from './remote-unavailable';

jest.mock('./load-remote-screen', () => ({ loadRemoteScreen: jest.fn() }));
const load = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the remote screen once it loads', async () => {
  load.mockResolvedValue({ default: () => <h1>Shorts feed</h1> });
  renderWithProviders(<RemoteScreen id="mf_shorts/shorts-screen" label="Shorts" />);
  expect(await screen.findByRole('heading', { name: 'Shorts feed' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_shorts/shorts-screen');
});

test('a remote that cannot load shows a fallback, and Retry loads it again', async () => {
  load.mockRejectedValueOnce(new RemoteUnavailableError('mf_shorts/shorts-screen'));
  load.mockResolvedValueOnce({ default: () => <h1>Shorts feed</h1> });
  renderWithProviders(<RemoteScreen id="mf_shorts/shorts-screen" label="Shorts" />);
  expect(await screen.findByText('Shorts is unavailable')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('heading', { name: 'Shorts feed' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that throws while rendering only replaces its own area', async () => {
  function Broken(): never {
    throw new Error('render failed');
  }
  load.mockResolvedValue({ default: Broken });
  renderWithProviders(
    <>
      <nav>top bar</nav>
      <RemoteScreen id="mf_debate/tournament-screen" label="Tournament" />
    </>,
  );
  expect(await screen.findByText('Tournament is unavailable')).toBeInTheDocument();
  expect(screen.getByText('top bar')).toBeInTheDocument();
});
