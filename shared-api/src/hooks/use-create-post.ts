import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CreatePostBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/** POST /api/shorts/post; on success the feed is refetched so the new post shows at once. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => apiRequest(contract.posts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
