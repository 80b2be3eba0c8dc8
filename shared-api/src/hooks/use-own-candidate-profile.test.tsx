import { waitFor } from '@testing-library/react';
import {
  authUserAnswer,
  failure,
  json,
  mockApi,
  renderHookWithQueryClient as render,
  type MockHandler,
} from 'shared-config/testing';
import { useCampaignUrls } from './use-campaign-urls';
import { useOwnCandidateProfile } from './use-own-candidate-profile';

// Both hooks ask only when someone is logged in; they share the way they wait for it.

/** Answers GET requests by path; returns the fetch mock, which records them. */
const answer = (routes: Record<string, MockHandler>) =>
  mockApi(Object.fromEntries(Object.entries(routes).map(([path, reply]) => [`GET ${path}`, reply])))
    .fetchMock;

const ok = (body: unknown) => () => json(200, body);

const urlsOf = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => url);

describe('useOwnCandidateProfile', () => {
  it('asks for the profile once the user is known', async () => {
    const profile = { id: 5, name: 'Jane Doe' };
    const fetchMock = answer({
      '/api/auth/user': authUserAnswer(),
      '/api/candidate/profile': ok(profile),
    });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(result.current.data).toEqual(profile));
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user', '/api/candidate/profile']);
  });

  it('reads "no profile" (null, or a 404) as null', async () => {
    answer({
      '/api/auth/user': authUserAnswer(),
      '/api/candidate/profile': () => failure(404, 'Not Found'),
    });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('never asks for a visitor', async () => {
    const fetchMock = answer({ '/api/auth/user': authUserAnswer(null) });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user']);
  });
});

describe('useCampaignUrls', () => {
  it("lists the logged-in user's URLs", async () => {
    const fetchMock = answer({ '/api/auth/user': authUserAnswer(), '/api/campaign-urls': ok([]) });
    const { result } = render(() => useCampaignUrls());
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user', '/api/campaign-urls']);
  });

  it('never asks for a visitor', async () => {
    const fetchMock = answer({ '/api/auth/user': authUserAnswer(null) });
    const { result } = render(() => useCampaignUrls());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current.fetchStatus).toBe('idle');
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user']);
  });
});
