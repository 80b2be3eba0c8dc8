import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useCreateCampaignUrl } from './use-create-campaign-url';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('useCreateCampaignUrl', () => {
  it('POSTs to /api/campaign-urls and refreshes the list', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{"id":1}' });
    const client = createQueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateCampaignUrl(), { wrapper });
    const body = { urlType: 'events' as const, urlSlug: 'jane-doe', title: 'Rally' };
    await act(() => result.current.mutateAsync(body));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/campaign-urls');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.campaignUrls.all });
  });
});
