import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client';
import { queryKeys } from '../query-keys';
import { ApiError } from '../request';
import { fetchCall, mockFetch } from '../testing/mock-fetch';
import { useCreatePost } from './use-create-post';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

function renderUseCreatePost() {
  const client = createQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useCreatePost(), { wrapper }), invalidate };
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
