import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { PostLikeState } from '../contracts';
import { apiRequest } from '../request';
import { cancelPostQueries, findCachedPost, patchCachedPost } from './post-cache';

export interface TogglePostLikeVariables {
  postId: number;
  /** true to like (PUT), false to take the like back (DELETE). */
  like: boolean;
}

/** What the post showed before the optimistic edit, to put back if the server refuses. */
interface TogglePostLikeContext {
  previous: PostLikeState | undefined;
}

/**
 * PUT or DELETE /api/posts/{postId}/like. The count and pressed state change at once in the
 * feed and on the post's own page (optimistic); the server's answer then replaces them, since
 * it alone knows the real count (one like per user, others liking meanwhile). A refusal
 * (401 for a visitor, 404 for a deleted post) puts back what was shown before.
 */
export function useTogglePostLike() {
  const queryClient = useQueryClient();
  return useMutation<PostLikeState, Error, TogglePostLikeVariables, TogglePostLikeContext>({
    mutationFn: ({ postId, like }) =>
      apiRequest(like ? contract.posts.like : contract.posts.unlike, { params: { postId } }),
    onMutate: async ({ postId, like }) => {
      await cancelPostQueries(queryClient, postId);
      const post = findCachedPost(queryClient, postId);
      const previous = post ? { likeCount: post.likeCount, likedByMe: post.likedByMe } : undefined;
      patchCachedPost(queryClient, postId, (cached) =>
        cached.likedByMe === like
          ? cached
          : {
              ...cached,
              likedByMe: like,
              likeCount: Math.max(0, cached.likeCount + (like ? 1 : -1)),
            },
      );
      return { previous };
    },
    onError: (_error, { postId }, context) => {
      const previous = context?.previous;
      if (previous) patchCachedPost(queryClient, postId, (post) => ({ ...post, ...previous }));
    },
    onSuccess: (state, { postId }) => {
      patchCachedPost(queryClient, postId, (post) => ({ ...post, ...state }));
    },
  });
}
