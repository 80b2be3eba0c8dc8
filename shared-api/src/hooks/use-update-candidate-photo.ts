import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { CandidateDetail } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

export interface UpdateCandidatePhotoVariables {
  candidateId: number;
  /** The stored file's path from the upload PUT (`/files/<key>`). */
  photoURL: string;
}

/**
 * PUT /api/candidate/{candidateId}/photo (owner only). The answer is the updated candidate:
 * it goes into the page's cache at once, and the candidate and the owner's profile are
 * refetched so every screen showing the photo has the new one.
 */
export function useUpdateCandidatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, photoURL }: UpdateCandidatePhotoVariables) =>
      apiRequest(contract.candidates.updatePhoto, {
        params: { candidateId },
        body: { photoURL },
      }),
    onSuccess: (candidate, { candidateId }) => {
      // The answer is the candidate without the detail's next election: keep that part.
      queryClient.setQueryData<CandidateDetail | null>(
        queryKeys.candidates.detail(candidateId),
        (detail) => (detail ? { ...detail, ...candidate } : detail),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.detail(candidateId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.candidates.profile() }),
      ]);
    },
  });
}
