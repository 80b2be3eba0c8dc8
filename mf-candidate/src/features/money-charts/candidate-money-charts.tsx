import { readableError } from 'shared-api';
import { useCandidateMoney } from 'shared-api/charts';
import { CardSection, ErrorState, formatCompactMoney, formatDollars, Stack } from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';
import styled from 'styled-components';

// The candidate page's money over time: money raised per day with the running
// total since registration, and donors per day, summed by the server from the ledger.

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const formatCount = (value: number) => String(Math.round(value));

export function CandidateMoneyCharts({ candidateId }: { candidateId: number }) {
  const money = useCandidateMoney(candidateId);
  let content;
  if (money.data) {
    const { days, totalRaised, name } = money.data;
    const points = days.map((day) => day.day);
    const best = days.reduce((a, b) => (b.raised > a.raised ? b : a), days[0]);
    const busiest = days.reduce((a, b) => (b.donors > a.donors ? b : a), days[0]);
    const donorDays = days.filter((day) => day.donors > 0).length;
    content = (
      <Stack $gap={6}>
        <LazyLineChart
          title={`Money raised by ${name}`}
          summary={
            totalRaised > 0
              ? `${name} has raised ${formatDollars(totalRaised)} since registering on ${points[0]}; the best day was ${best.day}, with ${formatDollars(best.raised)}.`
              : `${name} has raised no money yet since registering on ${points[0]}.`
          }
          pointsHeader="Day"
          points={points}
          series={[
            { label: 'Raised that day', values: days.map((day) => day.raised) },
            { label: 'Running total', values: days.map((day) => day.total) },
          ]}
          format={formatDollars}
          formatTick={formatCompactMoney}
        />
        <LazyLineChart
          title={`Donors per day of ${name}`}
          summary={
            donorDays > 0
              ? `Donors gave on ${donorDays} of ${days.length} days; the most in one day was ${busiest.donors}, on ${busiest.day}.`
              : 'Nobody has given yet.'
          }
          pointsHeader="Day"
          points={points}
          series={[{ label: 'Donors', values: days.map((day) => day.donors) }]}
          format={formatCount}
        />
      </Stack>
    );
  } else if (money.isError) {
    content = (
      <ErrorState
        title="The money chart could not be loaded"
        message={readableError(money.error)}
        error={money.error}
        onRetry={() => void money.refetch()}
      />
    );
  } else {
    content = <Note role="status">Loading the money chart...</Note>;
  }
  return <CardSection title="Money over time">{content}</CardSection>;
}
