import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { ReportCommentBody, ReportPostBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// Shorts moderation (docs/roles.md): a member's report of a post, and support's queue with
// its Hide and Restore. Hiding or restoring refetches every Shorts cache, so the feed and the
// post's page show the change at once.

/** Support's queue of reported posts. */
export const reportedPostsKey = () => [...queryKeys.posts.all, 'reported'] as const;

/** POST /api/posts/{postId}/report (logged in, not the author; one report per member). */
export function useReportPost() {
  return useMutation({
    mutationFn: ({ postId, ...body }: ReportPostBody & { postId: number }) =>
      apiRequest(contract.postModeration.report, { params: { postId }, body }),
  });
}

/**
 * GET /api/admin/post-reports: the reported posts with their reports. Support only (others
 * are answered 403), so the screen enables it for admins only.
 */
export function useReportedPosts(enabled: boolean) {
  return useQuery({
    queryKey: reportedPostsKey(),
    queryFn: ({ signal }) => apiRequest(contract.postModeration.queue, { signal }),
    enabled,
  });
}

/** POST /api/admin/posts/{postId}/hide or /restore (support only). */
export function useSetPostHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, hidden }: { postId: number; hidden: boolean }) =>
      apiRequest(hidden ? contract.postModeration.hide : contract.postModeration.restore, {
        params: { postId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}

/** Support's queue of reported comments. */
export const reportedCommentsKey = () => [...queryKeys.posts.all, 'reported-comments'] as const;

/** POST /api/comments/{commentId}/report (logged in, not the author; one report per member). */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, ...body }: ReportCommentBody & { commentId: number }) =>
      apiRequest(contract.postModeration.reportComment, { params: { commentId }, body }),
  });
}

/** GET /api/admin/comment-reports: support only, so the screen enables it for admins only. */
export function useReportedComments(enabled: boolean) {
  return useQuery({
    queryKey: reportedCommentsKey(),
    queryFn: ({ signal }) => apiRequest(contract.postModeration.commentQueue, { signal }),
    enabled,
  });
}

/** POST /api/admin/comments/{commentId}/hide or /restore (support only). */
export function useSetCommentHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: number; hidden: boolean }) =>
      apiRequest(
        hidden ? contract.postModeration.hideComment : contract.postModeration.restoreComment,
        {
          params: { commentId },
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
