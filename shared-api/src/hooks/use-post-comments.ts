import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POSTS_REFETCH_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { PostComment } from '../contracts';
import { apiRequest } from '../request';
import { postCommentsKey } from './post-cache';
import { postRouteParams } from './use-post';

/**
 * The replies under a post, oldest first (the latest COMMENTS_LIMIT of them). Only fetched
 * while `enabled` (the post's replies are open), then refetched with the feed's interval so
 * other readers' replies show up.
 */
export function postCommentsQueryOptions(postId: number | string | undefined, enabled = true) {
  const params = postRouteParams(postId);
  return queryOptions({
    queryKey: postCommentsKey(params?.postId ?? Number.NaN),
    queryFn:
      params === undefined || !enabled
        ? skipToken
        : ({ signal }): Promise<PostComment[]> =>
            apiRequest(contract.posts.comments, { params, signal }),
    refetchInterval: enabled ? POSTS_REFETCH_MS : false,
  });
}

/** GET /api/posts/{postId}/comments while `enabled`. */
export function usePostComments(postId: number | string | undefined, enabled: boolean) {
  return useQuery(postCommentsQueryOptions(postId, enabled));
}
