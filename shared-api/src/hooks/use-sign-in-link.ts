import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { RequestSignInLinkBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// The one-time sign-in link (docs/roles.md): asked for on the sign-in page when failed log-ins
// from others throttle the account, used on the page the mailed link opens.

export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (body: RequestSignInLinkBody) =>
      apiRequest(contract.auth.requestSignInLink, { body }),
  });
}

/** Signs in with a mailed link; the answer is the member, now logged in here. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(contract.auth.signInWithLink, { body: { token } }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.user(), user);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.auth.user()[0],
      });
    },
  });
}
