import { act } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { queryKeys } from '../query-keys';
import { ApiError } from '../request';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useCreatePost } from './use-create-post';

function renderUseCreatePost() {
  const rendered = renderHookWithQueryClient(() => useCreatePost());
  return { ...rendered, invalidate: jest.spyOn(rendered.queryClient, 'invalidateQueries') };
}

const body = { text: 'Hello', mediaUrl: null, mediaType: null };

describe('useCreatePost', () => {
  it('POSTs to /api/shorts/post and refreshes the feed', async () => {
    const fetchMock = mockFetch({ status: 201, body: '{"id":1}' });
    const { result, invalidate } = renderUseCreatePost();
    await act(() => result.current.mutateAsync(body));
    const [url, init] = fetchCall(fetchMock);
    expect(url).toBe('/api/shorts/post');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.posts.all });
  });

  it('rejects with the ApiError of a 401 and leaves the feed alone', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized', body: '{"message":"Unauthorized"}' });
    const { result, invalidate } = renderUseCreatePost();
    const error = await act(() => result.current.mutateAsync(body).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
