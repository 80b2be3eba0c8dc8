import { act, screen, within } from '@testing-library/react';
import { US_STATES } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { competitionSummary } from '../../../testing/fixtures';
import shapes from './state-shapes.json';
import { StateMap } from './state-map';

// Webpack gives the shapes' URL (import.meta.url, which Jest's CommonJS lacks).
const SHAPES_URL = '/remotes/mf_brackets/state-shapes.0123abcd.json';
jest.mock('./state-shapes-url', () => ({
  STATE_SHAPES_URL: '/remotes/mf_brackets/state-shapes.0123abcd.json',
}));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('StateMap', () => {
  it('draws the map once its code and shapes have arrived', async () => {
    const server = mockApi({ [`GET ${SHAPES_URL}`]: () => json(200, shapes) });
    renderWithProviders(<StateMap shown={US_STATES} summary={competitionSummary()} />, {
      path: '/home',
    });
    const map = await screen.findByRole('group', { name: 'Map of the states' });
    expect(within(map).getAllByRole('link')).toHaveLength(50);
    expect(server.calls(`GET ${SHAPES_URL}`)).toHaveLength(1);
  });

  it('says the map could not be loaded, and where every state is, when its shapes fail', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [`GET ${SHAPES_URL}`]: () => failure(404, 'Not Found') });
    renderWithProviders(<StateMap shown={US_STATES} summary={competitionSummary()} />, {
      path: '/home',
    });
    expect(
      await screen.findByText('The map could not be loaded. Every state is listed below.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Map of the states' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(new Error("404: the map's shapes"));
  });

  it('fetches neither code nor shapes where the map is not shown, until the window is wide', async () => {
    // A phone: the tablet query matches, and the test can widen the window.
    let narrow = true;
    const listeners = new Set<() => void>();
    jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === '(max-width: 768px)' && narrow;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const server = mockApi({ [`GET ${SHAPES_URL}`]: () => json(200, shapes) });
    renderWithProviders(<StateMap shown={US_STATES} summary={competitionSummary()} />, {
      path: '/home',
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(server.calls(`GET ${SHAPES_URL}`)).toHaveLength(0);

    narrow = false;
    act(() => listeners.forEach((listener) => listener()));
    const map = await screen.findByRole('group', { name: 'Map of the states' });
    expect(within(map).getAllByRole('link')).toHaveLength(50);
    expect(server.calls(`GET ${SHAPES_URL}`)).toHaveLength(1);
  });
});
