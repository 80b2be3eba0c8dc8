import {
  parseCandidateId,
  useAuthUser,
  useCandidate,
  type AuthUser,
  type CandidateDetail,
  readableError,
} from 'shared-api';

export type CandidatePageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string; error: Error; retry: () => void }
  | {
      status: 'ready';
      candidate: CandidateDetail;
      /** The logged-in user, or null for a visitor. */
      user: AuthUser | null;
      /** docs/roles.md: the logged-in user's id equals the candidate's userId. */
      isOwner: boolean;
    };

/**
 * What /candidate/{candidateId} shows. It waits for the session as well as the candidate,
 * so the owner never sees the visitor's page flash first; a failed session check counts as
 * a visitor (the page is public).
 */
export function useCandidatePage(segment: string | undefined): CandidatePageState {
  const candidateId = parseCandidateId(segment);
  const candidate = useCandidate(candidateId ?? undefined);
  const auth = useAuthUser();

  if (candidateId === null) return { status: 'not-found' };
  if (candidate.isLoading || auth.isLoading) return { status: 'loading' };
  if (candidate.error) {
    return {
      status: 'error',
      message: readableError(candidate.error),
      error: candidate.error,
      retry: () => void candidate.refetch(),
    };
  }
  if (!candidate.data) return { status: 'not-found' };
  const { user } = auth;
  const isOwner =
    user !== null && candidate.data.userId !== null && user.id === candidate.data.userId;
  return { status: 'ready', candidate: candidate.data, user, isOwner };
}
