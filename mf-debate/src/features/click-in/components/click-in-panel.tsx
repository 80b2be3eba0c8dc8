import { useCallback, useId, useState } from 'react';
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
import { t } from '../../../messages';
import { alreadyUsedToast, clickInRefusal } from '../click-in-refusal';
import { isClickInUsed, markClickInUsed, useClickInUsed } from '../click-in-used-store';
import { useClickInSession } from '../hooks/use-click-in-session';
import type { RandomSource } from '../queue-position';
import { startClickIn } from '../start-click-in';
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

/** The two candidates on stage (the first two verified ones), lower id first. */
function onStageIds(candidates: CandidateListItem[]): number[] {
  // Sorted: the two swapping places in the ranking is still the same debate.
  return candidates
    .filter((candidate) => candidate.isActivated)
    .slice(0, 2)
    .map((candidate) => candidate.id)
    .sort((a, b) => a - b);
}

/**
 * The click-in of one candidate in one debate: the state and the two candidates on stage
 * (a new pairing is a new debate) and who clicks in (two candidates sharing a browser each
 * get theirs).
 */
function debateKeyOf(stateCode: string, onStage: number[], candidateId: number | null): string {
  return `${stateCode.toUpperCase()}:${onStage.join('-')}:${candidateId ?? 'none'}`;
}

/**
 * The click-in panel (candidates only, docs/roles.md): a registered candidate who is not
 * debating on this stage asks for 30, 60 or 90 seconds of speaking time once per debate. The
 * server grants it or refuses it (docs/video.md); the queue and the countdown are simulated.
 */
export function ClickInPanel({
  stateCode,
  candidates,
  checkedCandidate,
  random = Math.random,
}: ClickInPanelProps) {
  const titleId = useId();
  const [durationSeconds, setDurationSeconds] = useState<number>(CLICK_IN_DEFAULT);
  const onStage = onStageIds(candidates);
  const candidateId = checkedCandidate?.candidateId ?? null;
  const debateKey = debateKeyOf(stateCode, onStage, candidateId);
  const used = useClickInUsed(debateKey);
  const ask = useCallback(
    async (seconds: number) => {
      const grant = await startClickIn({ stateCode, durationSeconds: seconds });
      // Granted is used: the server holds the record; this browser remembers it too.
      markClickInUsed(debateKey);
      return grant;
    },
    [stateCode, debateKey],
  );
  const onRefused = useCallback(
    (error: unknown) => {
      const refusal = clickInRefusal(error);
      if (refusal.used) markClickInUsed(debateKey);
      notify(refusal.toast);
    },
    [debateKey],
  );
  const { session, remainingSeconds, request, end } = useClickInSession({
    random,
    ask,
    onRefused,
  });
  const isCandidate = checkedCandidate?.isCandidate === true;
  const isDebater = candidateId !== null && onStage.includes(candidateId);

  function handleRequest() {
    // Read again, not from the render: another tab may have used it a moment ago.
    if (isClickInUsed(debateKey)) {
      // Marking again tells this tab's panel too, in case that tab's event is still on its way.
      markClickInUsed(debateKey);
      notify(alreadyUsedToast());
      return;
    }
    request(durationSeconds);
  }

  let body;
  if (checkedCandidate === undefined) {
    body = <LoadingState label={t('clickIn.checking')} />;
  } else if (!isCandidate) {
    // Only the way in: a request button here could only ever answer with an error.
    body = <RegistrationRequired />;
  } else if (isDebater) {
    // A debater speaks on the stage itself; the server refuses them a click-in (403).
    body = <Muted role="note">{t('clickIn.debater')}</Muted>;
  } else if (session.phase === 'requesting') {
    body = (
      <Waiting>
        <Spinner size="sm" label={t('clickIn.waitingForModerator')} />
        <div role="status">
          <p>{t('clickIn.requesting')}</p>
          <Muted>{t('clickIn.queuePosition')}</Muted>
          <QueuePosition>#{session.queuePosition}</QueuePosition>
        </div>
      </Waiting>
    );
  } else if (session.phase === 'live') {
    body = (
      <LiveView
        stateCode={stateCode}
        durationSeconds={session.durationSeconds}
        remainingSeconds={remainingSeconds}
        onEnd={end}
      />
    );
  } else {
    body = (
      <Stack>
        <Muted>{t('clickIn.intro')}</Muted>
        <DurationChoice value={durationSeconds} onChange={setDurationSeconds} disabled={used} />
        <Muted>{t('clickIn.waitingCount')}</Muted>
        <Button $variant="gold" $fullWidth disabled={used} onClick={handleRequest}>
          {used ? t('clickIn.used') : t('clickIn.request')}
        </Button>
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('clickIn.title')}
        </CardTitle>
        {used && !isDebater ? <Badge $tone="grey">{t('clickIn.usedBadge')}</Badge> : null}
      </CardHeader>
      <CardBody>{body}</CardBody>
    </Card>
  );
}
