import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';
import { removeCachedPost } from './post-cache';

/**
 * DELETE /api/posts/{postId} (the author's own post only). On success the post leaves the
 * feed at once and its own page answers "not found", without refetching the feed.
 */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => apiRequest(contract.posts.delete, { params: { postId } }),
    onSuccess: (_answer, postId) => removeCachedPost(queryClient, postId),
  });
}
