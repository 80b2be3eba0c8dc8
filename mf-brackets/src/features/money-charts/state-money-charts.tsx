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

function loadFailure(what: string, query: { error: unknown; refetch: () => unknown }) {
  return (
    <ErrorState
      title={`The ${what} could not be loaded`}
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
      content = <Note>No candidate is in the {name} bracket yet.</Note>;
    } else {
      const leader = candidates.reduce((a, b) => (b.totalRaised > a.totalRaised ? b : a));
      content = (
        <LazyLineChart
          title={`Running totals of the ${name} bracket`}
          summary={
            leader.totalRaised > 0
              ? `The ${candidates.length} candidates of the ${name} bracket since ${days[0]}: ${leader.name} leads with ${formatDollars(leader.totalRaised)}.`
              : `No money has been raised in the ${name} bracket yet.`
          }
          pointsHeader="Day"
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
    content = loadFailure('bracket chart', money);
  } else {
    content = <Note role="status">Loading the bracket chart...</Note>;
  }
  return <CardSection title="The bracket's money">{content}</CardSection>;
}

function MatchChart({ match, days }: { match: RoundMoney['matches'][number]; days: string[] }) {
  const { candidate1: one, candidate2: two } = match;
  const title = `Match ${match.bracket.position}: ${one?.name ?? 'TBD'} vs ${two?.name ?? 'TBD'}`;
  if (!one || !two) {
    return (
      <Stack $gap={2}>
        <MatchTitle>{title}</MatchTitle>
        <Note>One side of this match is empty: its candidate advances without a race.</Note>
      </Stack>
    );
  }
  const gap = Math.abs(one.totalRaised - two.totalRaised);
  const leading =
    one.totalRaised === two.totalRaised
      ? 'They are level.'
      : `${(one.totalRaised > two.totalRaised ? one : two).name} leads by ${formatDollars(gap)}.`;
  return (
    <Stack $gap={2}>
      <MatchTitle>{title}</MatchTitle>
      <LazyLineChart
        title={`${title}: money raised during the round`}
        summary={`During this round ${one.name} has raised ${formatDollars(one.totalRaised)} and ${two.name} ${formatDollars(two.totalRaised)}. ${leading}`}
        pointsHeader="Until"
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
    return <CardSection title="This round's races">{loadFailure('round', money)}</CardSection>;
  }
  if (!money.data || money.data.round === null) return null;
  const { round, matches, days, endsAt } = money.data;
  return (
    <CardSection title={`Round ${round}: the races`}>
      <Stack $gap={6}>
        <Note>
          Each match goes to the candidate who raises more before the round ends (
          {endsAt ? formatUtcMinute(new Date(endsAt)) : 'soon'}).
        </Note>
        {matches.map((match) => (
          <MatchChart key={match.bracket.position} match={match} days={days} />
        ))}
      </Stack>
    </CardSection>
  );
}
