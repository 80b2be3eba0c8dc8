import { act } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { cachedFeed, cachedPost, seedPostCaches, testComment, testPost } from './post-test-data';
import { postCommentsQueryOptions } from './use-post-comments';
import { useDeletePost } from './use-delete-post';

function setup() {
  const rendered = renderHookWithQueryClient(() => useDeletePost());
  seedPostCaches(rendered.queryClient, [[testPost(9), testPost(8)], [testPost(7)]], testPost(8));
  rendered.queryClient.setQueryData(postCommentsQueryOptions(8).queryKey, [testComment(1)]);
  return rendered;
}

describe('useDeletePost', () => {
  it('DELETEs the post, takes it out of the feed and its page answers "absent"', async () => {
    const server = mockApi({ 'DELETE /api/posts/8': () => json(200, { id: 8 }) });
    const { result, queryClient } = setup();
    await act(() => result.current.mutateAsync(8));
    expect(server.calls('DELETE /api/posts/8')).toHaveLength(1);
    expect(cachedFeed(queryClient)?.map((posts) => posts.map((post) => post.id))).toEqual([
      [9],
      [7],
    ]);
    expect(cachedPost(queryClient, 8)).toBeNull();
    expect(queryClient.getQueryData(postCommentsQueryOptions(8).queryKey)).toBeUndefined();
    // Nothing else is asked for: the feed is not refetched.
    expect(server.requests).toHaveLength(1);
  });

  it('leaves everything as it was when the server refuses (not the author)', async () => {
    mockApi({ 'DELETE /api/posts/8': () => failure(403, 'Forbidden') });
    const { result, queryClient } = setup();
    const error = await act(() => result.current.mutateAsync(8).catch((e: unknown) => e));
    expect((error as Error).message).toBe('403: {"message":"Forbidden"}');
    expect(cachedFeed(queryClient)?.map((posts) => posts.map((post) => post.id))).toEqual([
      [9, 8],
      [7],
    ]);
    expect(cachedPost(queryClient, 8)).toEqual(testPost(8));
  });
});
