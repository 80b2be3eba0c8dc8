import { readableError, type GeographicLevel, type RoundMoney } from 'shared-api';
import { useRoundMoney, useStateMoney } from 'shared-api/charts';
import {
  CardSection,
  ErrorState,
  formatCompactMoney,
  formatDollars,
  formatUtcMinute,
  Stack,
} from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';
import styled from 'styled-components';
import { t } from '../../place-messages';

// The state page's charts: the eight bracket candidates' running totals, and, while
// a tournament is active, each match of the round being played: what the two sides have
// raised since the round began, the race that decides it (docs/tournament-rules.md).

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MatchTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function loadFailure(title: string, query: { error: unknown; refetch: () => unknown }) {
  return (
    <ErrorState
      title={title}
      message={readableError(query.error)}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

export function StateMoneyChart({ code, name }: { code: string; name: string }) {
  const money = useStateMoney(code);
  let content;
  if (money.data) {
    const { days, candidates } = money.data;
    if (candidates.length === 0) {
      content = <Note>{t('charts.noCandidate', { name })}</Note>;
    } else {
      const leader = candidates.reduce((a, b) => (b.totalRaised > a.totalRaised ? b : a));
      content = (
        <LazyLineChart
          title={t('charts.runningTotals', { name })}
          summary={
            leader.totalRaised > 0
              ? t('charts.leaderSummary', {
                  count: candidates.length,
                  name,
                  since: days[0],
                  leader: leader.name,
                  amount: formatDollars(leader.totalRaised),
                })
              : t('charts.noMoney', { name })
          }
          pointsHeader={t('charts.day')}
          points={days}
          series={candidates.map((candidate) => ({
            label: candidate.name,
            values: candidate.totals,
          }))}
          format={formatDollars}
          formatTick={formatCompactMoney}
        />
      );
    }
  } else if (money.isError) {
    content = loadFailure(t('charts.bracketChartFailed'), money);
  } else {
    content = <Note role="status">{t('charts.loadingBracketChart')}</Note>;
  }
  return <CardSection title={t('charts.bracketMoney')}>{content}</CardSection>;
}

function MatchChart({ match, days }: { match: RoundMoney['matches'][number]; days: string[] }) {
  const { candidate1: one, candidate2: two } = match;
  const title = t('charts.matchTitle', {
    position: match.bracket.position,
    one: one?.name ?? t('charts.tbd'),
    two: two?.name ?? t('charts.tbd'),
  });
  if (!one || !two) {
    return (
      <Stack $gap={2}>
        <MatchTitle>{title}</MatchTitle>
        <Note>{t('charts.emptySide')}</Note>
      </Stack>
    );
  }
  const gap = Math.abs(one.totalRaised - two.totalRaised);
  const leading =
    one.totalRaised === two.totalRaised
      ? t('charts.level')
      : t('charts.leads', {
          name: (one.totalRaised > two.totalRaised ? one : two).name,
          amount: formatDollars(gap),
        });
  return (
    <Stack $gap={2}>
      <MatchTitle>{title}</MatchTitle>
      <LazyLineChart
        title={t('charts.matchChartTitle', { title })}
        summary={t('charts.matchSummary', {
          one: one.name,
          oneAmount: formatDollars(one.totalRaised),
          two: two.name,
          twoAmount: formatDollars(two.totalRaised),
          leading,
        })}
        pointsHeader={t('charts.until')}
        points={days.map((at) => formatUtcMinute(new Date(at)))}
        series={[
          { label: one.name, values: one.totals },
          { label: two.name, values: two.totals },
        ]}
        format={formatDollars}
        formatTick={formatCompactMoney}
      />
    </Stack>
  );
}

/** Nothing at all while no tournament of the place is active. */
export function RoundMoneyCharts({ level, code }: { level: GeographicLevel; code: string }) {
  const money = useRoundMoney(level, code);
  if (money.isError) {
    return (
      <CardSection title={t('charts.roundRaces')}>
        {loadFailure(t('charts.roundFailed'), money)}
      </CardSection>
    );
  }
  if (!money.data || money.data.round === null) return null;
  const { round, matches, days, endsAt } = money.data;
  return (
    <CardSection title={t('charts.roundTitle', { round })}>
      <Stack $gap={6}>
        <Note>
          {t('charts.roundNote', {
            end: endsAt ? formatUtcMinute(new Date(endsAt)) : t('charts.soon'),
          })}
        </Note>
        {matches.map((match) => (
          <MatchChart key={match.bracket.position} match={match} days={days} />
        ))}
      </Stack>
    </CardSection>
  );
}
