import { Link } from 'react-router-dom';
import { readableError, useCandidateReplays, type ReplaySummary } from 'shared-api';
import { Button, CardSection, formatDollars, formatDuration } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../candidate-page-messages';
import { t as tShared } from '../../messages';
import { replayDateText } from './replay-facts';

// "Past streams" on the candidate page (docs/video.md "Replays"): the candidate's finished
// fundraising streams, newest first, each a link to its player. The section is left out while
// it loads and when there is none, so a candidate who never streamed has a calm page.

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  font-variant-numeric: tabular-nums;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.gold};
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function streamLabel(replay: ReplaySummary): string {
  return t('pastStreams.label', {
    date: replayDateText(replay),
    duration: formatDuration(replay.durationMs),
    raised: formatDollars(replay.raised),
  });
}

export function PastStreams({ candidateId }: { candidateId: number }) {
  const replays = useCandidateReplays(candidateId);
  if (replays.error) {
    return (
      <CardSection title={t('pastStreams.title')}>
        <Failure role="alert">
          {t('pastStreams.failed', { reason: readableError(replays.error) })}{' '}
          <Button $variant="secondary" $size="sm" onClick={() => void replays.refetch()}>
            {t('pastStreams.retry')}
          </Button>
        </Failure>
      </CardSection>
    );
  }
  if (!replays.data || replays.data.length === 0) return null;
  return (
    <CardSection title={t('pastStreams.title')}>
      <List>
        {replays.data.map((replay) => (
          <li key={replay.id}>
            <Row to={`/replays/${replay.id}`} aria-label={streamLabel(replay)}>
              <span>{replayDateText(replay)}</span>
              <span>{formatDuration(replay.durationMs)}</span>
              <span>{tShared('candidate.raised', { amount: formatDollars(replay.raised) })}</span>
            </Row>
          </li>
        ))}
      </List>
    </CardSection>
  );
}
