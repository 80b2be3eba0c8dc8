import { screen, waitFor } from '@testing-library/react';
import { queryKeys } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { PastStreams } from './past-streams';
import { replaySummary } from './testing/replay-fixtures';

describe('PastStreams (the candidate page)', () => {
  it('lists each past stream with its date, length and money raised, linking to its replay', async () => {
    mockApi({
      'GET /api/replays/candidate/3': () =>
        json(200, [
          replaySummary(),
          replaySummary({
            id: 4,
            startedAt: '2026-11-02T18:00:00.000Z',
            durationMs: 3_723_000,
            raised: 0,
          }),
        ]),
    });
    renderWithProviders(<PastStreams candidateId={3} />);
    expect(await screen.findByRole('heading', { name: 'Past streams' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/replays/5', '/replays/4']);
    expect(links[0]).toHaveTextContent('Nov 20, 202612:05$120.00 raised');
    expect(links[1]).toHaveAccessibleName(
      'Replay of the stream of Nov 2, 2026, 1:02:03 long, $0.00 raised',
    );
  });

  it('is left out when the candidate has no past stream', async () => {
    mockApi({ 'GET /api/replays/candidate/3': () => json(200, []) });
    const { queryClient, container } = renderWithProviders(<PastStreams candidateId={3} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.replays.candidate(3))?.status).toBe('success'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('says when the list could not be loaded', async () => {
    mockApi({
      'GET /api/replays/candidate/3': () => failure(500, 'Internal Server Error', 'boom'),
    });
    renderWithProviders(<PastStreams candidateId={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Past streams could not be loaded');
  });
});
