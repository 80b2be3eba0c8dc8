import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { DirectMessage } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';
import { idParam } from '../route-params';

function messagesParams(candidateId: number | string | undefined) {
  const id = idParam(candidateId);
  return id === undefined ? undefined : { candidateId: id };
}

export function candidateMessagesQueryOptions(candidateId: number | string | undefined) {
  const params = messagesParams(candidateId);
  return queryOptions({
    queryKey: queryKeys.messages.forCandidate(params?.candidateId ?? Number.NaN),
    queryFn:
      params === undefined
        ? skipToken
        : ({ signal }): Promise<DirectMessage[]> =>
            apiRequest(contract.messages.forCandidate, { params, signal }),
  });
}

/**
 * A candidate's inbox, newest first. Only its owner may read it (the server answers 403 to
 * anyone else), so the caller enables it for the owner only (docs/roles.md).
 */
export function useCandidateMessages(candidateId: number | string | undefined, enabled: boolean) {
  return useQuery({ ...candidateMessagesQueryOptions(candidateId), enabled });
}
