import { act, waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { COMPETITION_SUMMARY_REFETCH_MS } from '../constants';
import { US_STATES } from '../contracts/states';
import { mockFetch } from '../testing/mock-fetch';
import { useCompetitionSummary } from './use-competition-summary';

afterEach(() => {
  jest.useRealTimers();
});

const summary = {
  ...Object.fromEntries(
    US_STATES.map((state) => [
      state.code,
      { totalRaised: 0, hasEnoughCandidates: false, candidates: 0 },
    ]),
  ),
  totalPlatform: 0,
  activeStates: 0,
  totalCandidates: 0,
  totalDonors: 0,
};

function renderUseCompetitionSummary() {
  return renderHookWithQueryClient(() => useCompetitionSummary());
}

describe('useCompetitionSummary', () => {
  it('reads GET /api/competition/all-states', async () => {
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(summary) });
    const { result } = renderUseCompetitionSummary();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/competition/all-states');
    expect(result.current.data?.CA.totalRaised).toBe(0);
  });

  it('refetches every 10 seconds', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(summary) });
    const { result } = renderUseCompetitionSummary();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second early: waitFor above may already have moved the fake clock a little.
    await act(async () => jest.advanceTimersByTime(COMPETITION_SUMMARY_REFETCH_MS - 1_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
