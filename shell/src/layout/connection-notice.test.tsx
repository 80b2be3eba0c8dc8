import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { ConnectionNotice, mightBeUnreachable } from './connection-notice';

/** A query whose answer the test switches between "server down" and an answer. */
function Figures({ answer }: { answer: () => Promise<string> }) {
  const figures = useQuery({ queryKey: ['figures'], queryFn: answer });
  return <p>{figures.data ?? 'no figures'}</p>;
}

/** The server's health route, down while `down()` says so (a refused connection). */
function mockHealth(down: () => boolean) {
  return mockApi({
    'GET /api/health': () => {
      if (down()) throw new TypeError('Failed to fetch');
      return json(200, { status: 'ok', database: 'pglite' });
    },
  });
}

test('appears when the server cannot be reached, keeps the data, and retries everything', async () => {
  let down = false;
  const health = mockHealth(() => down);
  const answer = jest.fn(async () => {
    if (down) throw new TypeError('Failed to fetch');
    return '$86K';
  });
  const { queryClient } = renderWithProviders(
    <>
      <Figures answer={answer} />
      <ConnectionNotice />
    </>,
  );
  expect(await screen.findByText('$86K')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();

  down = true;
  await act(() => queryClient.refetchQueries({ queryKey: ['figures'] }));
  expect(await screen.findByRole('alert')).toHaveTextContent('PAID cannot be reached right now.');
  expect(screen.getByText('$86K')).toBeInTheDocument();
  // Judged by the health probe, not by the failed call alone.
  expect(health.calls('GET /api/health')).toHaveLength(1);

  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(answer).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('one failed call (a lost payment answer, 502) says nothing while the server answers', async () => {
  const health = mockHealth(() => false);
  const lostAnswer = jest.fn(async (): Promise<string> => {
    throw new ApiError(502, '502: The payment provider did not answer');
  });
  const { queryClient } = renderWithProviders(
    <>
      <Figures answer={lostAnswer} />
      <ConnectionNotice />
    </>,
  );
  await waitFor(() => expect(health.calls('GET /api/health')).toHaveLength(1));
  await act(() => queryClient.refetchQueries({ queryKey: ['figures'] }));
  await waitFor(() => expect(health.calls('GET /api/health')).toHaveLength(2));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a gateway error while the health probe fails too is a lost connection', async () => {
  mockApi({ 'GET /api/health': () => failure(503, 'Service Unavailable') });
  renderWithProviders(
    <>
      <Figures answer={() => Promise.reject(new ApiError(503, '503: Service Unavailable'))} />
      <ConnectionNotice />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('PAID cannot be reached right now.');
});

test('probes after refused connections and gateway errors, not after answers about the request', () => {
  expect(mightBeUnreachable(new TypeError('Failed to fetch'))).toBe(true);
  expect(mightBeUnreachable(new ApiError(503, '503: Service Unavailable'))).toBe(true);
  expect(mightBeUnreachable(new ApiError(502, '502: Bad Gateway'))).toBe(true);
  expect(mightBeUnreachable(new ApiError(500, '500: Internal server error'))).toBe(false);
  expect(mightBeUnreachable(new ApiError(401, '401: Unauthorized'))).toBe(false);
  expect(mightBeUnreachable(new Error('something else'))).toBe(false);
});
