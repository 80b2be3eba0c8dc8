import { Link } from 'react-router-dom';
import { readableError, useStateReplays, type ReplaySummary } from 'shared-api';
import { Button, CardSection, formatDollars, formatDuration, lazyDateFormat } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../messages';

// "Past debates" on the tournament page (docs/video.md "Replays"): the state's finished
// debates, newest first, each with its date, length, the money its candidates raised while it
// ran and the candidates, linking to its player (/replays/:id, drawn by mf_candidate). Left out
// while it loads and when there is none, so a state that never debated has a calm page.

const replayDate = lazyDateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

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
  grid-template-columns: minmax(0, 2fr) repeat(3, auto);
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

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function debaterNames(replay: ReplaySummary): string {
  const names = replay.candidates.map((candidate) => candidate.name);
  if (names.length === 0) return t('replays.untitled');
  return names.reduce((first, second) => t('replays.versus', { first, second }));
}

function debateLabel(replay: ReplaySummary): string {
  return t('replays.label', {
    names: debaterNames(replay),
    date: replayDate(new Date(replay.startedAt)),
    duration: formatDuration(replay.durationMs),
    raised: formatDollars(replay.raised),
  });
}

export function PastDebates({ stateCode }: { stateCode: string }) {
  const replays = useStateReplays(stateCode);
  if (replays.error) {
    return (
      <CardSection title={t('replays.title')}>
        <Failure>
          {t('replays.loadError', { reason: readableError(replays.error) })}{' '}
          <Button $variant="secondary" $size="sm" onClick={() => void replays.refetch()}>
            {t('replays.retry')}
          </Button>
        </Failure>
      </CardSection>
    );
  }
  if (!replays.data || replays.data.length === 0) return null;
  return (
    <CardSection title={t('replays.title')}>
      <List>
        {replays.data.map((replay) => (
          <li key={replay.id}>
            <Row to={`/replays/${replay.id}`} aria-label={debateLabel(replay)}>
              <span>{debaterNames(replay)}</span>
              <span>{replayDate(new Date(replay.startedAt))}</span>
              <span>{formatDuration(replay.durationMs)}</span>
              <span>{t('replays.raised', { raised: formatDollars(replay.raised) })}</span>
            </Row>
          </li>
        ))}
      </List>
    </CardSection>
  );
}
