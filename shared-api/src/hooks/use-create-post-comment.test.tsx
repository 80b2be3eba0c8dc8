import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { cachedFeed, cachedPost, seedPostCaches, testComment, testPost } from './post-test-data';
import { postCommentsQueryOptions } from './use-post-comments';
import { useCreatePostComment } from './use-create-post-comment';

function setup() {
  const rendered = renderHookWithQueryClient(() => useCreatePostComment());
  seedPostCaches(
    rendered.queryClient,
    [[testPost(7, { commentCount: 1 }), testPost(6)]],
    testPost(7, { commentCount: 1 }),
  );
  rendered.queryClient.setQueryData(postCommentsQueryOptions(7).queryKey, [testComment(1)]);
  return rendered;
}

describe('useCreatePostComment', () => {
  it('POSTs the reply, adds it under the post and counts it', async () => {
    const created = testComment(2, { userId: 1, content: 'Me too' });
    const server = mockApi({ 'POST /api/posts/7/comments': () => json(201, created) });
    const { result, queryClient } = setup();
    await act(() => result.current.mutateAsync({ postId: 7, text: 'Me too' }));
    expect(server.calls('POST /api/posts/7/comments')[0].body).toEqual({ text: 'Me too' });
    expect(queryClient.getQueryData(postCommentsQueryOptions(7).queryKey)).toEqual([
      testComment(1),
      created,
    ]);
    expect(cachedFeed(queryClient)?.[0].map((post) => post.commentCount)).toEqual([2, 0]);
    expect(cachedPost(queryClient, 7)?.commentCount).toBe(2);
  });

  it('changes nothing when the server refuses', async () => {
    mockApi({ 'POST /api/posts/7/comments': () => failure(401, 'Unauthorized') });
    const { result, queryClient } = setup();
    await act(() =>
      result.current.mutateAsync({ postId: 7, text: 'Me too' }).catch(() => undefined),
    );
    // The observer hears of the failure on TanStack Query's next notify tick, which a busy
    // machine can run after act() has returned.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(postCommentsQueryOptions(7).queryKey)).toEqual([
      testComment(1),
    ]);
    expect(cachedPost(queryClient, 7)?.commentCount).toBe(1);
  });
});
