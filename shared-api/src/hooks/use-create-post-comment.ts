import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { PostComment } from '../contracts';
import { apiRequest } from '../request';
import { patchCachedPost, postCommentsKey } from './post-cache';

export interface CreatePostCommentVariables {
  postId: number;
  text: string;
}

/**
 * POST /api/posts/{postId}/comments. The new reply is added under the post at once and the
 * post's reply count goes up in the feed and on its own page.
 */
export function useCreatePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, text }: CreatePostCommentVariables) =>
      apiRequest(contract.posts.addComment, { params: { postId }, body: { text } }),
    onSuccess: (comment: PostComment, { postId }) => {
      queryClient.setQueryData<PostComment[]>(postCommentsKey(postId), (comments) =>
        comments && !comments.some((known) => known.id === comment.id)
          ? [...comments, comment]
          : comments,
      );
      patchCachedPost(queryClient, postId, (post) => ({
        ...post,
        commentCount: post.commentCount + 1,
      }));
    },
  });
}
