import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query-client';
import { useCampaignUrls } from './use-campaign-urls';
import { useOwnCandidateProfile } from './use-own-candidate-profile';

// Both hooks ask only when someone is logged in; they share the way they wait for it.

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

const user = {
  id: 1,
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  profileImageUrl: null,
  isAdmin: false,
};

function answer(routes: Record<string, () => Response>) {
  const fetchMock = jest.fn(
    async (url: string) => routes[url]?.() ?? new Response('', { status: 404 }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });
const status = (code: number, text: string) => () =>
  new Response(JSON.stringify({ message: text }), { status: code, statusText: text });

function render<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

const urlsOf = (fetchMock: jest.Mock) => fetchMock.mock.calls.map(([url]) => url);

describe('useOwnCandidateProfile', () => {
  it('asks for the profile once the user is known', async () => {
    const profile = { id: 5, name: 'Jane Doe' };
    const fetchMock = answer({
      '/api/auth/user': ok(user),
      '/api/candidate/profile': ok(profile),
    });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(result.current.data).toEqual(profile));
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user', '/api/candidate/profile']);
  });

  it('reads "no profile" (null, or a 404) as null', async () => {
    answer({ '/api/auth/user': ok(user), '/api/candidate/profile': status(404, 'Not Found') });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('never asks for a visitor', async () => {
    const fetchMock = answer({ '/api/auth/user': status(401, 'Unauthorized') });
    const { result } = render(() => useOwnCandidateProfile());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user']);
  });
});

describe('useCampaignUrls', () => {
  it("lists the logged-in user's URLs", async () => {
    const fetchMock = answer({ '/api/auth/user': ok(user), '/api/campaign-urls': ok([]) });
    const { result } = render(() => useCampaignUrls());
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user', '/api/campaign-urls']);
  });

  it('never asks for a visitor', async () => {
    const fetchMock = answer({ '/api/auth/user': status(401, 'Unauthorized') });
    const { result } = render(() => useCampaignUrls());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current.fetchStatus).toBe('idle');
    expect(urlsOf(fetchMock)).toEqual(['/api/auth/user']);
  });
});
