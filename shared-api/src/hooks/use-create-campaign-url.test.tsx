import { act } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { queryKeys } from '../query-keys';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useCreateCampaignUrl } from './use-create-campaign-url';

describe('useCreateCampaignUrl', () => {
  it('POSTs to /api/campaign-urls and refreshes the list', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{"id":1}' });
    const { result, queryClient } = renderHookWithQueryClient(() => useCreateCampaignUrl());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const body = { urlType: 'events' as const, urlSlug: 'jane-doe', title: 'Rally' };
    await act(() => result.current.mutateAsync(body));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/campaign-urls');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.campaignUrls.all });
  });
});
