import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { POSTS_REFETCH_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { PostsPage } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/**
 * The shared short-post feed, newest first, one cursor page at a time. Refetched every 30 s
 * (every 30 s): TanStack refetches every loaded page in order, each from the
 * refetched page before it, so new posts appear on top and no older one is skipped.
 * A visitor's /Shorts carries its first page in the page (server/src/http/page-data.ts).
 */
export function postsFeedQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.posts.feed(),
    queryFn: ({ signal, pageParam }): Promise<PostsPage> =>
      apiRequest(contract.posts.list, {
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: POSTS_REFETCH_MS,
  });
}

export function usePosts() {
  return useInfiniteQuery(postsFeedQueryOptions());
}
