import { useId, useState } from 'react';
import {
  CLICK_IN_DEFAULT,
  type CandidateCheck,
  type CandidateListItem,
  type StateCode,
} from 'shared-api';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  LoadingState,
  notify,
  Spinner,
  Stack as LayoutStack,
} from 'shared-ui';
import styled from 'styled-components';
import { isClickInUsed, markClickInUsed, useClickInUsed } from '../click-in-used-store';
import { useClickInSession } from '../hooks/use-click-in-session';
import type { RandomSource } from '../queue-position';
import { DurationChoice } from './duration-choice';
import { LiveView } from './live-view';
import { RegistrationRequired } from './registration-required';

const Stack = styled(LayoutStack).attrs({ $gap: 4 })``;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
  text-align: center;

  p {
    margin: 0;
  }
`;

const QueuePosition = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.goldText};
`;

export interface ClickInPanelProps {
  /** The debate's state (two-letter code). */
  stateCode: StateCode;
  /** The state's candidates; the first two verified ones are the ones debating on stage. */
  candidates: CandidateListItem[];
  /** GET /api/candidate/check's answer; undefined while it loads. */
  checkedCandidate: CandidateCheck | undefined;
  /** Draws the simulated queue position; Math.random unless the stage seeds one. */
  random?: RandomSource;
}

/**
 * The click-in of one candidate in one debate: the state and the two candidates on stage
 * (a new pairing is a new debate) and who clicks in (two candidates sharing a browser each
 * get theirs).
 */
function debateKeyOf(
  stateCode: string,
  candidates: CandidateListItem[],
  candidateId: number | null,
): string {
  // Sorted: the two swapping places in the ranking is still the same debate.
  const onStage = candidates
    .filter((candidate) => candidate.isActivated)
    .slice(0, 2)
    .map((candidate) => candidate.id)
    .sort((a, b) => a - b)
    .join('-');
  return `${stateCode.toUpperCase()}:${onStage}:${candidateId ?? 'none'}`;
}

/**
 * The click-in panel (candidates only, docs/roles.md): a registered candidate asks
 * for 30, 60 or 90 seconds of speaking time once per debate; everything is simulated here.
 */
export function ClickInPanel({
  stateCode,
  candidates,
  checkedCandidate,
  random = Math.random,
}: ClickInPanelProps) {
  const titleId = useId();
  const [durationSeconds, setDurationSeconds] = useState<number>(CLICK_IN_DEFAULT);
  const debateKey = debateKeyOf(stateCode, candidates, checkedCandidate?.candidateId ?? null);
  const used = useClickInUsed(debateKey);
  const { session, remainingSeconds, request, end } = useClickInSession(random);
  const isCandidate = checkedCandidate?.isCandidate === true;

  function handleRequest() {
    // Read again, not from the render: another tab may have used it a moment ago.
    if (isClickInUsed(debateKey)) {
      // Marking again tells this tab's panel too, in case that tab's event is still on its way.
      markClickInUsed(debateKey);
      notify({
        title: 'Click-in Already Used',
        description: 'You have already used your click-in for this debate.',
        variant: 'destructive',
      });
      return;
    }
    // Used from the request on: a reload while waiting or speaking does not grant another.
    markClickInUsed(debateKey);
    request(durationSeconds);
  }

  let body;
  if (checkedCandidate === undefined) {
    body = <LoadingState label="Checking your candidate status" />;
  } else if (!isCandidate) {
    // Only the way in: a request button here could only ever answer with an error.
    body = <RegistrationRequired />;
  } else if (session.phase === 'requesting') {
    body = (
      <Waiting>
        <Spinner size="sm" label="Waiting for the moderator" />
        <div role="status">
          <p>Requesting Speaking Time...</p>
          <Muted>Queue position</Muted>
          <QueuePosition>#{session.queuePosition}</QueuePosition>
        </div>
      </Waiting>
    );
  } else if (session.phase === 'live') {
    body = (
      <LiveView
        stateCode={stateCode}
        durationSeconds={session.durationSeconds}
        endsAt={session.endsAt}
        remainingSeconds={remainingSeconds}
        onEnd={end}
      />
    );
  } else {
    body = (
      <Stack>
        <Muted>Ask for the floor: the moderator brings you in for the time you choose.</Muted>
        <DurationChoice value={durationSeconds} onChange={setDurationSeconds} disabled={used} />
        <Muted>3 candidates currently waiting</Muted>
        <Button $variant="gold" $fullWidth disabled={used} onClick={handleRequest}>
          {used ? 'Click-In Used' : 'Request Speaking Time'}
        </Button>
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Click-In
        </CardTitle>
        {used ? <Badge $tone="grey">Used</Badge> : null}
      </CardHeader>
      <CardBody>{body}</CardBody>
    </Card>
  );
}
