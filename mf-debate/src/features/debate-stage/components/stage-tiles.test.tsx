import { screen } from '@testing-library/react';
import { candidateListItem, json, mockApi, renderWithProviders } from 'shared-config/testing';
import type { DebatePair } from '../speaker';
import { StageTiles } from './stage-tiles';

// The stage's live tiles (docs/video.md): the two debaters, and a third tile named for a
// candidate whose click-in camera is on the stage (any registered candidate: their name comes
// from GET /api/candidate/:id, not from the pair).

const pair: DebatePair = [
  candidateListItem(1, { name: 'Casey Morales' }),
  candidateListItem(2, { name: 'Daniel Whitaker' }),
];
const camera = () => ({ id: Math.random() }) as unknown as MediaStream;

describe('StageTiles', () => {
  it('shows a third tile, "Click-in: {name}", while a click-in camera is published', async () => {
    const api = mockApi({
      'GET /api/candidate/7': () => json(200, { ...candidateListItem(7), name: 'Riley Chen' }),
    });
    const streams = new Map([
      [1, camera()],
      [2, camera()],
      [7, camera()],
    ]);
    renderWithProviders(<StageTiles pair={pair} streams={streams} muted />);
    expect(await screen.findByText('Click-in: Riley Chen')).toBeVisible();
    expect(screen.getByLabelText('Click-in: Riley Chen live video')).toBeInTheDocument();
    expect(screen.getByLabelText('Casey Morales live video')).toBeInTheDocument();
    expect(screen.getByLabelText('Daniel Whitaker live video')).toBeInTheDocument();
    expect(api.calls('GET /api/candidate/7')).toHaveLength(1);
  });

  it('shows the two debaters only without a click-in, and nothing with no camera', () => {
    const api = mockApi({});
    const { rerender } = renderWithProviders(
      <StageTiles pair={pair} streams={new Map([[1, camera()]])} muted />,
    );
    expect(screen.getByLabelText('Casey Morales live video')).toBeInTheDocument();
    expect(screen.queryByText(/Click-in/)).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
    rerender(<StageTiles pair={pair} streams={new Map()} muted />);
    expect(screen.queryByLabelText(/live video/)).not.toBeInTheDocument();
  });
});
