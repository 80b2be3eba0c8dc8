import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { failure, json, mockApi, renderHookWithQueryClient } from 'shared-config/testing';
import * as contract from '../contracts/browser-contract';
import { queryKeys } from '../query-keys';
import { ApiError, apiRequest } from '../request';
import { useDeactivateCandidateProfile } from './use-deactivate-candidate-profile';
import { useRegisterCandidate } from './use-register-candidate';
import { useRegisterStandaloneCandidate } from './use-register-standalone-candidate';
import { useUpdateCandidatePlatform } from './use-update-candidate-platform';
import { useUpdateCandidateProfile } from './use-update-candidate-profile';

// The five writes of a candidate profile: each sends its call, then refetches the user's own
// profile and the candidate check (what the account screen, go-live and click-in read).

const accountForm = {
  name: 'Jane Doe',
  position: 'Mayor',
  geographicCode: '06037',
  email: 'jane@example.com',
  phone: '5551234567',
  bio: 'Teacher',
  experience: '',
  platform: 'Parks',
};

const platformTab = { experience: 'School board', platform: 'Parks' };

const standaloneBody = {
  name: 'Jane Doe',
  position: 'mayor',
  geographicCode: 'CA',
  bio: 'Teacher\n\nExperience: \n\nPlatform: Parks',
  isActive: true as const,
};

/** The hook under test (as its send function) beside the two queries it must refresh. */
function renderWithOwnQueries(useSend: () => () => Promise<unknown>) {
  return renderHookWithQueryClient(() => ({
    send: useSend(),
    profile: useQuery({
      queryKey: queryKeys.candidates.profile(),
      queryFn: () => apiRequest(contract.candidates.profile),
    }),
    check: useQuery({
      queryKey: queryKeys.candidates.check(),
      queryFn: () => apiRequest(contract.candidates.check),
    }),
  }));
}

const cases = [
  {
    hook: 'useRegisterStandaloneCandidate',
    use: () => {
      const { mutateAsync } = useRegisterStandaloneCandidate();
      return () => mutateAsync(standaloneBody);
    },
    call: 'POST /api/candidates',
    body: standaloneBody,
  },
  {
    hook: 'useRegisterCandidate',
    use: () => {
      const { mutateAsync } = useRegisterCandidate();
      return () => mutateAsync(accountForm);
    },
    call: 'POST /api/candidate/register',
    body: accountForm,
  },
  {
    hook: 'useUpdateCandidateProfile',
    use: () => {
      const { mutateAsync } = useUpdateCandidateProfile();
      return () => mutateAsync(accountForm);
    },
    call: 'PUT /api/candidate/profile',
    body: accountForm,
  },
  {
    hook: 'useUpdateCandidatePlatform',
    use: () => {
      const { mutateAsync } = useUpdateCandidatePlatform();
      return () => mutateAsync(platformTab);
    },
    call: 'PUT /api/candidate/platform',
    body: platformTab,
  },
  {
    hook: 'useDeactivateCandidateProfile',
    use: () => {
      const { mutateAsync } = useDeactivateCandidateProfile();
      return () => mutateAsync();
    },
    call: 'DELETE /api/candidate/profile',
    body: undefined,
  },
] as const;

describe.each(cases)('$hook', ({ use, call, body }) => {
  function server(answer: () => Response = () => json(200, { id: 5 })) {
    return mockApi({
      'GET /api/candidate/profile': () => json(200, null),
      'GET /api/candidate/check': () =>
        json(200, { isCandidate: false, candidateId: null, candidateName: null }),
      [call]: answer,
    });
  }

  it(`sends ${call} and refetches the own profile and the candidate check`, async () => {
    const api = server();
    const { result } = renderWithOwnQueries(use);
    await waitFor(() => expect(result.current.check.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    // The mutation resolves once the refetch is done: its caller reads the fresh profile.
    await act(() => result.current.send());
    expect(api.calls(call)).toHaveLength(1);
    expect(api.calls(call)[0].body).toEqual(body);
    expect(api.calls('GET /api/candidate/profile')).toHaveLength(2);
    expect(api.calls('GET /api/candidate/check')).toHaveLength(2);
  });

  it('rejects with the ApiError of a refused call and refetches nothing', async () => {
    const api = server(() => failure(403, 'Forbidden', 'You are not a registered candidate'));
    const { result } = renderWithOwnQueries(use);
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.check.isSuccess).toBe(true));
    let error: unknown;
    await act(() => result.current.send().catch((caught: unknown) => void (error = caught)));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(api.calls('GET /api/candidate/profile')).toHaveLength(1);
  });
});
