import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import { isStateCode } from '../contracts/states';
import type { StreamChannel } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

/** The upper-case code of a real state, or undefined: an unknown state could only 404. */
function knownStateCode(stateCode: string | undefined) {
  const code = (stateCode ?? '').trim().toUpperCase();
  return isStateCode(code) ? code : undefined;
}

export function stateStreamChannelQueryOptions(stateCode: string | undefined) {
  const code = knownStateCode(stateCode);
  return queryOptions({
    queryKey: queryKeys.stream.stateChannel(code ?? stateCode ?? ''),
    queryFn:
      code === undefined
        ? skipToken
        : ({ signal }): Promise<StreamChannel> =>
            apiRequest(contract.stream.stateChannel, { params: { stateCode: code }, signal }),
  });
}

/**
 * GET /api/stream/channel/state/{stateCode}: a state's debate channel (made by the server
 * when first asked); idle for a missing or unknown state code.
 */
export function useStateStreamChannel(stateCode: string | undefined) {
  return useQuery(stateStreamChannelQueryOptions(stateCode));
}
