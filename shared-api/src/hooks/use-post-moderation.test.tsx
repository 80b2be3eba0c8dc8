import { act, waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { queryKeys } from '../query-keys';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useReportedPosts, useReportPost, useSetPostHidden } from './use-post-moderation';

describe('Shorts moderation hooks', () => {
  it('useReportPost POSTs the reason and details to the post', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{"reason":"spam"}' });
    const { result } = renderHookWithQueryClient(() => useReportPost());
    await act(() => result.current.mutateAsync({ postId: 7, reason: 'spam', details: 'Bot' }));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/posts/7/report');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'spam', details: 'Bot' });
  });

  it('useReportedPosts reads the queue only when enabled', async () => {
    const fetchMock = mockFetch({ status: 200, body: '[]' });
    const idle = renderHookWithQueryClient(() => useReportedPosts(false));
    await act(async () => {});
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    const { result } = renderHookWithQueryClient(() => useReportedPosts(true));
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(fetchCall(fetchMock)[0]).toBe('/api/admin/post-reports');
  });

  it.each([
    [true, '/api/admin/posts/7/hide'],
    [false, '/api/admin/posts/7/restore'],
  ])('useSetPostHidden(%s) POSTs to %s and refreshes the Shorts caches', async (hidden, path) => {
    const fetchMock = mockFetch({
      status: 200,
      body: `{"id":7,"hidden":${hidden},"changed":true}`,
    });
    const rendered = renderHookWithQueryClient(() => useSetPostHidden());
    const invalidate = jest.spyOn(rendered.queryClient, 'invalidateQueries');
    await act(() => rendered.result.current.mutateAsync({ postId: 7, hidden }));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe(path);
    expect(init.method).toBe('POST');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.posts.all });
  });
});
