import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-config/testing';
import { loadRemoteScreen, loadedRemoteScreen, type ScreenModule } from './load-remote-screen';
import { isRemoteOutdated } from './register-runtime-remotes';
import { reloadPage } from './reload-page';
import { reportRemoteError } from './report-remote-error';
import { RemoteScreen } from './remote-screen';
import { RemoteUnavailableError } from './remote-unavailable';

jest.mock('./load-remote-screen', () => ({
  loadRemoteScreen: jest.fn(),
  loadedRemoteScreen: jest.fn(),
}));
jest.mock('./register-runtime-remotes', () => ({ isRemoteOutdated: jest.fn() }));
jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
jest.mock('./report-remote-error', () => ({ reportRemoteError: jest.fn() }));
const outdated = jest.mocked(isRemoteOutdated);
const load = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;
const loadedBefore = loadedRemoteScreen as jest.MockedFunction<typeof loadedRemoteScreen>;

beforeEach(() => {
  load.mockReset();
  loadedBefore.mockReset();
  outdated.mockReset().mockResolvedValue(false);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('renders the remote screen once it loads', async () => {
  load.mockResolvedValue({ default: () => <h1>Shorts feed</h1> });
  renderWithProviders(<RemoteScreen id="mf_shorts/shorts-screen" label="Shorts" />);
  expect(await screen.findByRole('heading', { name: 'Shorts feed' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_shorts/shorts-screen');
});

test('shows a loading state while the screen downloads', async () => {
  let arrive: (module: ScreenModule) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderWithProviders(<RemoteScreen id="mf_shorts/shorts-screen" label="Shorts" />);
  expect(screen.getByText('Loading Shorts')).toBeInTheDocument();
  arrive({ default: () => <h1>Shorts feed</h1> });
  expect(await screen.findByRole('heading', { name: 'Shorts feed' })).toBeInTheDocument();
  expect(screen.queryByText('Loading Shorts')).not.toBeInTheDocument();
});

test('a screen loaded before (a page visited earlier) renders at once, with no loading state', () => {
  const module = { default: () => <h1>Shorts feed</h1> };
  loadedBefore.mockReturnValue(module);
  load.mockResolvedValue(module);
  renderWithProviders(<RemoteScreen id="mf_shorts/shorts-screen" label="Shorts" />);
  expect(screen.getByRole('heading', { name: 'Shorts feed' })).toBeInTheDocument();
  expect(screen.queryByText('Loading Shorts')).not.toBeInTheDocument();
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
  // Reported to the server against the remote (and so the release) that threw.
  expect(reportRemoteError).toHaveBeenCalledWith(
    'mf_debate',
    expect.objectContaining({ message: 'render failed' }),
  );
});

test('an old tab whose remote has a newer live release offers a reload instead of Retry', async () => {
  outdated.mockResolvedValue(true);
  load.mockRejectedValue(new RemoteUnavailableError('mf_shorts/post-screen'));
  renderWithProviders(<RemoteScreen id="mf_shorts/post-screen" label="Post" />);
  expect(await screen.findByText('A new version of PAID is available')).toBeInTheDocument();
  expect(outdated).toHaveBeenCalledWith('mf_shorts');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
