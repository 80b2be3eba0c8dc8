import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useCandidatesByGeography } from './use-candidates-by-geography';

function renderUseCandidates(code: string | undefined) {
  return renderHookWithQueryClient(() => useCandidatesByGeography(code));
}

describe('useCandidatesByGeography', () => {
  it.each([
    ['CA', '/api/candidates/CA'],
    ['ca', '/api/candidates/CA'],
    ['06037', '/api/candidates/06037'],
    ['0644000', '/api/candidates/0644000'],
  ])('reads the candidates of %s', async (code, url) => {
    const candidates = [
      {
        id: 1,
        name: 'Casey Morales',
        position: 'governor',
        stars: 2,
        totalDonations: 12000,
        bio: null,
      },
    ];
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(candidates) });
    const { result } = renderUseCandidates(code);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe(url);
    expect(result.current.data).toEqual(candidates);
  });

  it.each([[undefined], [''], ['C'], ['0603']])('stays idle for %p (no request)', async (code) => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const { result } = renderUseCandidates(code);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
