import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { POSTS_REFETCH_MS } from '../constants';
import * as contract from '../contracts/browser-contract';
import type { Post } from '../contracts';
import { ApiError, apiRequest } from '../request';
import { idParam } from '../route-params';
import { postDetailKey } from './post-cache';

/** Params the server would accept, or undefined: a bad id is never sent (it could only 400). */
export function postRouteParams(postId: number | string | undefined) {
  const id = idParam(postId);
  return id === undefined ? undefined : { postId: id };
}

/**
 * One post (the PAID SHARE link /Shorts/:postId), or null when there is
 * none with that id: "absent" (404) is an answer the page shows as 'Post not found', not a
 * failure. Refetched with the feed's interval so its likes and reply count stay current.
 */
export function postQueryOptions(postId: number | string | undefined) {
  const params = postRouteParams(postId);
  return queryOptions({
    queryKey: postDetailKey(params?.postId ?? Number.NaN),
    queryFn:
      params === undefined
        ? skipToken
        : async ({ signal }): Promise<Post | null> => {
            try {
              return await apiRequest(contract.posts.detail, { params, signal });
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return null;
              throw error;
            }
          },
    refetchInterval: POSTS_REFETCH_MS,
  });
}

/** GET /api/posts/{postId}; idle while the id is missing or not a positive number. */
export function usePost(postId: number | string | undefined) {
  return useQuery(postQueryOptions(postId));
}
