import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError } from 'shared-api';
import { Button, Cluster } from 'shared-ui';

// While the API cannot be reached, screens keep what they last loaded (a failed poll does not
// blank the data) and most lists say nothing of their own (docs/errors.md: some are silent).
// This one notice tells the user, offers a retry of everything on screen, and goes away by
// itself with the first answer that comes back (the next poll, or any retry).

/** A refused connection (fetch throws TypeError) or a proxy saying the server is gone. */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

/** true after a request failed for want of a server, false again after any answer. */
function useServerUnreachable(queryClient: QueryClient): boolean {
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    const onOutcome = (action: { type: string; error?: unknown }) => {
      if (action.type === 'success') setUnreachable(false);
      else if (action.type === 'error' && isServerUnreachable(action.error)) setUnreachable(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') onOutcome(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') onOutcome(event.action);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return unreachable;
}

const Notice = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between' })`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[4]};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  width: min(40rem, calc(100vw - 2rem));
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Text = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.dangerText};
`;

export function ConnectionNotice() {
  const queryClient = useQueryClient();
  const unreachable = useServerUnreachable(queryClient);
  if (!unreachable) return null;
  return (
    <Notice role="alert">
      <Text>
        <Title>PAID cannot be reached right now.</Title>
        What you see may be out of date; it refreshes by itself once the connection is back.
      </Text>
      <Button
        $variant="secondary"
        $size="sm"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        Try again
      </Button>
    </Notice>
  );
}
