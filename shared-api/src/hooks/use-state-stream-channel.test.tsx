import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useStateStreamChannel } from './use-state-stream-channel';

describe('useStateStreamChannel', () => {
  it.each([['CA'], ['ca'], [' ca ']])('reads the channel of %p as CA', async (code) => {
    const channel = { id: 'state-CA', isLive: true, viewerCount: 1287, streamUrl: null };
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(channel) });
    const { result } = renderHookWithQueryClient(() => useStateStreamChannel(code));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/stream/channel/state/CA');
    expect(result.current.data).toEqual(channel);
  });

  it.each([[undefined], [''], ['ZZ'], ['DC']])('stays idle for %p (no request)', async (code) => {
    const fetchMock = mockFetch({ status: 200, body: '{}' });
    const { result } = renderHookWithQueryClient(() => useStateStreamChannel(code));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
