import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useCounties } from './use-counties';

function renderUseCounties(state: string | undefined) {
  return renderHookWithQueryClient(() => useCounties(state));
}

describe('useCounties', () => {
  it("reads a state's counties", async () => {
    const counties = [{ name: 'Los Angeles County', fips: '06037' }];
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(counties) });
    const { result } = renderUseCounties('CA');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/counties/CA');
    expect(result.current.data).toEqual(counties);
  });

  it.each([[undefined], ['ZZ'], ['']])('stays idle for %p (no request)', async (state) => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const { result } = renderUseCounties(state);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
