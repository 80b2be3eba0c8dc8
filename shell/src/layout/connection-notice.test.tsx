import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { ConnectionNotice, isServerUnreachable } from './connection-notice';

/** A query whose answer the test switches between "server down" and an answer. */
function Figures({ answer }: { answer: () => Promise<string> }) {
  const figures = useQuery({ queryKey: ['figures'], queryFn: answer });
  return <p>{figures.data ?? 'no figures'}</p>;
}

test('appears when the server cannot be reached, keeps the data, and retries everything', async () => {
  let down = false;
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

  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(answer).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

test('counts refused connections and gateway errors, not answers about the request', () => {
  expect(isServerUnreachable(new TypeError('Failed to fetch'))).toBe(true);
  expect(isServerUnreachable(new ApiError(503, '503: Service Unavailable'))).toBe(true);
  expect(isServerUnreachable(new ApiError(502, '502: Bad Gateway'))).toBe(true);
  expect(isServerUnreachable(new ApiError(500, '500: Internal server error'))).toBe(false);
  expect(isServerUnreachable(new ApiError(401, '401: Unauthorized'))).toBe(false);
  expect(isServerUnreachable(new Error('something else'))).toBe(false);
});
