import { screen, waitFor } from '@testing-library/react';
import { queryKeys, type ReplaySummary } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { PastDebates } from './past-debates';

const debate = (overrides: Partial<ReplaySummary> = {}): ReplaySummary => ({
  id: 8,
  kind: 'debate',
  startedAt: '2026-11-20T18:00:00.000Z',
  durationMs: 1_805_000,
  raised: 340.5,
  stateCode: 'CA',
  candidates: [
    { id: 3, name: 'Casey Morales' },
    { id: 4, name: 'Jordan Lee' },
  ],
  ...overrides,
});

describe('PastDebates (the tournament page)', () => {
  it('lists each past debate with its candidates, date, length and money raised', async () => {
    mockApi({
      'GET /api/replays/state/CA': () => json(200, [debate(), debate({ id: 7, raised: 0 })]),
    });
    renderWithProviders(<PastDebates stateCode="CA" />);
    expect(await screen.findByRole('heading', { name: 'Past debates' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/replays/8', '/replays/7']);
    expect(links[0]).toHaveTextContent('Casey Morales vs Jordan Lee');
    expect(links[0]).toHaveAccessibleName(
      'Replay of the debate Casey Morales vs Jordan Lee of Nov 20, 2026, 30:05 long, $340.50 raised',
    );
  });

  it('is left out when the state has had no debate', async () => {
    mockApi({ 'GET /api/replays/state/CA': () => json(200, []) });
    const { queryClient, container } = renderWithProviders(<PastDebates stateCode="CA" />);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.replays.state('CA'))?.status).toBe('success'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the list could not be loaded', async () => {
    mockApi({ 'GET /api/replays/state/CA': () => failure(500, 'Internal Server Error', 'boom') });
    renderWithProviders(<PastDebates stateCode="CA" />);
    expect(await screen.findByText(/Past debates could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
