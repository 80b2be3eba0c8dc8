import { act, waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { POSTS_REFETCH_MS } from '../constants';
import type { PostsPage } from '../contracts';
import { usePosts } from './use-posts';

afterEach(() => {
  jest.useRealTimers();
});

const post = (id: number) => ({
  id,
  userId: 1,
  content: `Post ${id}`,
  mediaUrl: null,
  mediaType: null,
  altText: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  user: { displayName: 'voter', verified: false },
  hidden: false,
  likeCount: 0,
  likedByMe: false,
  commentCount: 0,
});

function answerPages(pages: Record<string, PostsPage>) {
  const fetchMock = jest.fn(async (url: string) => {
    const cursor = new URL(url, 'http://x').searchParams.get('cursor') ?? 'first';
    return new Response(JSON.stringify(pages[cursor]), { status: 200 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const renderUsePosts = () => renderHookWithQueryClient(() => usePosts());

describe('usePosts', () => {
  it('reads the newest page, then older ones with the cursor', async () => {
    const fetchMock = answerPages({
      first: { posts: [post(3), post(2)], nextCursor: 'c2' },
      c2: { posts: [post(1)], nextCursor: null },
    });
    const { result } = renderUsePosts();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/posts');
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    expect(fetchMock.mock.calls[1][0]).toBe('/api/posts?cursor=c2');
    await waitFor(() =>
      expect(result.current.data?.pages.flatMap((page) => page.posts.map((p) => p.id))).toEqual([
        3, 2, 1,
      ]),
    );
    expect(result.current.hasNextPage).toBe(false);
  });

  it(`refetches every ${POSTS_REFETCH_MS} ms`, async () => {
    jest.useFakeTimers();
    const fetchMock = answerPages({ first: { posts: [post(1)], nextCursor: null } });
    const { result } = renderUsePosts();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(POSTS_REFETCH_MS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
