import { waitFor } from '@testing-library/react';
import { loggedInUser, renderHookWithQueryClient } from 'shared-config/testing';
import { mockFetch } from '../testing/mock-fetch';
import { useAuthUser } from './use-auth-user';

const renderUseAuthUser = () => renderHookWithQueryClient(() => useAuthUser());

describe('useAuthUser', () => {
  it('is loading first, then resolves a 401 to no user (not an error), without retrying', async () => {
    const fetchMock = mockFetch({
      status: 401,
      statusText: 'Unauthorized',
      body: '{"message":"Unauthorized"}',
    });
    const { result } = renderUseAuthUser();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({
      user: null,
      isLoading: false,
      isAuthenticated: false,
      error: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/auth/user');
  });

  it("reads the server's null (a visitor) as no user, without an error", async () => {
    mockFetch({ status: 200, body: 'null' });
    const { result } = renderUseAuthUser();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({
      user: null,
      isLoading: false,
      isAuthenticated: false,
      error: null,
    });
  });

  it('returns the logged-in user', async () => {
    const user = loggedInUser;
    mockFetch({ status: 200, body: JSON.stringify(user) });
    const { result } = renderUseAuthUser();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toEqual(user);
  });

  it('reports other failures as errors, once', async () => {
    const fetchMock = mockFetch({ status: 500, statusText: 'Internal Server Error' });
    const { result } = renderUseAuthUser();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.error?.message).toBe('500: Internal Server Error');
    expect(result.current.user).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
