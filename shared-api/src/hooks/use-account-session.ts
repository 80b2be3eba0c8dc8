import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { LogInBody, SignUpBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// Log-in and sign-up: on success the session cookie is set by the server and the answer is
// the user, which becomes the cached auth state at once (no extra round trip); every other
// query is refetched since what it shows may depend on who is asking.

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LogInBody) => apiRequest(contract.auth.logIn, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.user(), user);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.auth.user()[0],
      });
    },
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpBody) => apiRequest(contract.auth.signUp, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.user(), user);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.auth.user()[0],
      });
    },
  });
}
