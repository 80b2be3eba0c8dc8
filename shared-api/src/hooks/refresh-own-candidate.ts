import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * After the user's candidate profile is created, changed or removed: refetch their own
 * profile and the candidate check (both under `candidates`, with the public lists and pages
 * that may show the profile), and mark brackets and state totals stale, since registering,
 * moving or removing a candidate changes them. Resolves once the queries on screen are
 * refetched, so a mutation's caller sees the new profile when its promise settles.
 */
export async function refreshOwnCandidate(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.candidates.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tournament.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.competition.all }),
  ]);
}
