import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useCities } from './use-cities';

function renderUseCities(state: string | undefined, countyFips: string | undefined) {
  return renderHookWithQueryClient(() => useCities(state, countyFips));
}

describe('useCities', () => {
  it("reads a county's cities with the full county code", async () => {
    const cities = [{ name: 'Los Angeles', fips: '0644000' }];
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(cities) });
    const { result } = renderUseCities('CA', '06037');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/cities/CA/06037');
    expect(result.current.data).toEqual(cities);
  });

  it.each([
    ['ZZ', '06037'],
    ['CA', undefined],
    ['CA', '48201'], // a Texas county
    ['CA', '37'],
  ])('stays idle for %p / %p (no request)', async (state, countyFips) => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const { result } = renderUseCities(state, countyFips);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
