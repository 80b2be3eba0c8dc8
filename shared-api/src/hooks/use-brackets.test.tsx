import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import type { GeographicLevel } from '../contracts';
import { mockFetch } from '../testing/mock-fetch';
import { useBrackets } from './use-brackets';

function renderUseBrackets(level: GeographicLevel, code: string | undefined) {
  return renderHookWithQueryClient(() => useBrackets(level, code));
}

describe('useBrackets', () => {
  it.each([
    ['state', 'CA', '/api/tournament/state/CA/brackets'],
    ['county', '06037', '/api/tournament/county/06037/brackets'],
    ['city', '0644000', '/api/tournament/city/0644000/brackets'],
  ] as const)('reads the %s bracket of %s', async (level, code, url) => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const { result } = renderUseBrackets(level, code);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe(url);
    expect(result.current.data).toEqual([]);
  });

  it.each([
    ['state', undefined],
    ['state', '06037'],
    ['county', 'CA'],
    ['city', '06037'],
  ] as const)('stays idle for %s %p (no request)', async (level, code) => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const { result } = renderUseBrackets(level, code);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
