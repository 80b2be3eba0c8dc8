import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as contract from '../contracts/browser-contract';
import type { ChangePasswordBody, RequestPasswordResetBody, ResetPasswordBody } from '../contracts';
import { queryKeys } from '../query-keys';
import { apiRequest } from '../request';

// The account basics (docs/mail.md): password change and reset, email verification, sessions.

/** The logged-in member's open sessions (the account page). */
export function useAccountSessions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.auth.sessions(),
    queryFn: ({ signal }) => apiRequest(contract.account.sessions, { signal }),
    enabled,
  });
}

function useSessionsChange<Args>(request: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.sessions() }),
  });
}

export function useEndSession() {
  return useSessionsChange((sessionId: number) =>
    apiRequest(contract.account.endSession, { params: { sessionId } }),
  );
}

export function useEndOtherSessions() {
  return useSessionsChange(() => apiRequest(contract.account.endOtherSessions));
}

/** Changes the password; the other sessions end, so their list is refetched. */
export function useChangePassword() {
  return useSessionsChange((body: ChangePasswordBody) =>
    apiRequest(contract.account.changePassword, { body }),
  );
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestPasswordResetBody) =>
      apiRequest(contract.account.requestPasswordReset, { body }),
  });
}

/** Sets a new password from a mailed link; the answer is the member, now logged in here. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiRequest(contract.account.resetPassword, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.auth.user(), user);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.auth.user()[0],
      });
    },
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => apiRequest(contract.account.resendVerification) });
}

/** Confirms the address with a mailed link; the auth state (emailVerified) is refetched. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(contract.account.verifyEmail, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.user() }),
  });
}
