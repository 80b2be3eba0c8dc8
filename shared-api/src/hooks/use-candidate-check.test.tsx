import { waitFor } from '@testing-library/react';
import { renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useCandidateCheck } from './use-candidate-check';

describe('useCandidateCheck', () => {
  it('reads GET /api/candidate/check once, with cookies', async () => {
    const answer = { isCandidate: true, candidateId: 4, candidateName: 'Casey Morales' };
    const fetchMock = mockFetch({ status: 200, body: JSON.stringify(answer) });
    const { result } = renderHookWithQueryClient(() => useCandidateCheck());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/candidate/check');
    expect(init.credentials).toBe('include');
  });

  it('reports a failure as an error (the stage then treats the viewer as no candidate)', async () => {
    mockFetch({ status: 500, statusText: 'Internal Server Error', body: '' });
    const { result } = renderHookWithQueryClient(() => useCandidateCheck());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('500: Internal Server Error');
  });
});
