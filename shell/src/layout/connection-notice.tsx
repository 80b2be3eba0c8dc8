import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApiError, apiRequest, contract } from 'shared-api';
import { Button, Cluster } from 'shared-ui';
import { t } from '../messages';

// While the API cannot be reached, screens keep what they last loaded (a failed poll does not
// blank the data) and most lists say nothing of their own (docs/errors.md: some are silent).
// This one notice tells the user, offers a retry of everything on screen, and goes away by
// itself with the first answer that comes back (the next poll, any retry, or a health probe).
//
// One failed call proves nothing about the connection: a payment provider's lost answer is a
// 502 from a server that is fine, and that screen says so itself. So a failure that looks like
// a lost connection only starts a probe of /api/health; the notice shows when that fails too.

/** How often the health probe asks again while the notice is up. */
export const PROBE_INTERVAL_MS = 5_000;

/** A refused connection (fetch throws TypeError) or a gateway's answer: worth a probe. */
export function mightBeUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof TypeError;
}

/** Whether the server answers its health route (any failure, refused or 5xx, is a no). */
async function serverAnswers(): Promise<boolean> {
  try {
    await apiRequest(contract.health.status);
    return true;
  } catch {
    return false;
  }
}

/** true while the server does not answer its health probe, false again after any answer. */
function useServerUnreachable(queryClient: QueryClient): boolean {
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    let probing = false;
    let stopped = false;
    // The probe bypasses the query cache, so its own failure does not start another one.
    const probe = async () => {
      if (probing) return;
      probing = true;
      const answers = await serverAnswers();
      probing = false;
      if (!stopped) setUnreachable(!answers);
    };
    const onOutcome = (action: { type: string; error?: unknown }) => {
      if (action.type === 'success') setUnreachable(false);
      else if (action.type === 'error' && mightBeUnreachable(action.error)) void probe();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') onOutcome(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') onOutcome(event.action);
    });
    return () => {
      stopped = true;
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  // While down, ask again now and then: a page without polls still learns the server is back.
  useEffect(() => {
    if (!unreachable) return;
    const timer = setInterval(() => {
      void serverAnswers().then((answers) => {
        if (answers) setUnreachable(false);
      });
    }, PROBE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [unreachable]);
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
        <Title>{t('connectionNotice.title')}</Title>
        {t('connectionNotice.message')}
      </Text>
      <Button
        $variant="secondary"
        $size="sm"
        onClick={() => void queryClient.refetchQueries({ type: 'active' })}
      >
        {t('connectionNotice.retry')}
      </Button>
    </Notice>
  );
}
