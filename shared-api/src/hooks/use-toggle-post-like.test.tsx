import { act, waitFor } from '@testing-library/react';
import { deferred, failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import { cachedFeed, cachedPost, seedPostCaches, testPost } from './post-test-data';
import { useTogglePostLike } from './use-toggle-post-like';

function setup() {
  const rendered = renderHookWithQueryClient(() => useTogglePostLike());
  seedPostCaches(
    rendered.queryClient,
    [[testPost(9), testPost(8)], [testPost(7, { likeCount: 2 })]],
    testPost(7, { likeCount: 2 }),
  );
  return rendered;
}

const likeState = (queryClient: Parameters<typeof cachedFeed>[0]) => {
  const inFeed = cachedFeed(queryClient)?.[1][0];
  const detail = cachedPost(queryClient, 7);
  return {
    feed: { likeCount: inFeed?.likeCount, likedByMe: inFeed?.likedByMe },
    detail: { likeCount: detail?.likeCount, likedByMe: detail?.likedByMe },
  };
};

describe('useTogglePostLike', () => {
  it('PUTs the like, shows it at once in the feed and on the post page, then the server count', async () => {
    const answer = deferred<Response>();
    const server = mockApi({ 'PUT /api/posts/7/like': () => answer.promise });
    const { result, queryClient } = setup();
    const otherPosts = cachedFeed(queryClient)?.[0];

    act(() => result.current.mutate({ postId: 7, like: true }));
    await waitFor(() =>
      expect(likeState(queryClient)).toEqual({
        feed: { likeCount: 3, likedByMe: true },
        detail: { likeCount: 3, likedByMe: true },
      }),
    );
    // Posts that did not change keep their identity (their cards need not re-render).
    expect(cachedFeed(queryClient)?.[0]).toBe(otherPosts);

    await act(async () => answer.resolve(json(200, { likeCount: 10, likedByMe: true })));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(likeState(queryClient)).toEqual({
      feed: { likeCount: 10, likedByMe: true },
      detail: { likeCount: 10, likedByMe: true },
    });
    expect(server.calls('PUT /api/posts/7/like')).toHaveLength(1);
  });

  it('DELETEs to take a like back', async () => {
    const server = mockApi({
      'DELETE /api/posts/7/like': () => json(200, { likeCount: 0, likedByMe: false }),
    });
    const { result, queryClient } = renderHookWithQueryClient(() => useTogglePostLike());
    seedPostCaches(queryClient, [[testPost(7, { likeCount: 1, likedByMe: true })]]);
    await act(() => result.current.mutateAsync({ postId: 7, like: false }));
    expect(server.calls('DELETE /api/posts/7/like')).toHaveLength(1);
    expect(cachedFeed(queryClient)?.[0][0]).toMatchObject({ likeCount: 0, likedByMe: false });
  });

  it('puts back what was shown when the server refuses', async () => {
    mockApi({ 'PUT /api/posts/7/like': () => failure(401, 'Unauthorized') });
    const { result, queryClient } = setup();
    const error = await act(() =>
      result.current.mutateAsync({ postId: 7, like: true }).catch((e: unknown) => e),
    );
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(likeState(queryClient)).toEqual({
      feed: { likeCount: 2, likedByMe: false },
      detail: { likeCount: 2, likedByMe: false },
    });
  });

  it('works with nothing cached (the server answer is all there is)', async () => {
    mockApi({ 'PUT /api/posts/7/like': () => json(200, { likeCount: 1, likedByMe: true }) });
    const { result } = renderHookWithQueryClient(() => useTogglePostLike());
    await expect(act(() => result.current.mutateAsync({ postId: 7, like: true }))).resolves.toEqual(
      { likeCount: 1, likedByMe: true },
    );
  });
});
