import { waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { testPost } from './post-test-data';
import { postQueryOptions, usePost } from './use-post';

describe('usePost', () => {
  it('reads GET /api/posts/{postId}', async () => {
    const server = mockApi({ 'GET /api/posts/7': () => json(200, testPost(7)) });
    const { result } = renderHookWithQueryClient(() => usePost('7'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(testPost(7));
    expect(server.calls('GET /api/posts/7')).toHaveLength(1);
  });

  it("gives '7' and 7 one cache entry", () => {
    expect(postQueryOptions('7').queryKey).toEqual(postQueryOptions(7).queryKey);
  });

  it('answers null for a post that does not exist (404), which is not an error', async () => {
    mockApi({ 'GET /api/posts/9': () => failure(404, 'Not Found', 'Post not found') });
    const { result } = renderHookWithQueryClient(() => usePost(9));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fails on other errors, once (no retries)', async () => {
    const server = mockApi({ 'GET /api/posts/7': () => failure(500, 'Internal Server Error') });
    const { result } = renderHookWithQueryClient(() => usePost(7));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: {"message":"Internal Server Error"}');
    expect(server.calls('GET /api/posts/7')).toHaveLength(1);
  });

  it.each([undefined, '', 'abc', '0', '-1', '2.5'])('never asks for the id %p', async (id) => {
    const server = mockApi({});
    const { result } = renderHookWithQueryClient(() => usePost(id));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});
