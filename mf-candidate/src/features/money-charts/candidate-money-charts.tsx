import { readableError } from 'shared-api';
import { useCandidateMoney } from 'shared-api/charts';
import { CardSection, ErrorState, formatCompactMoney, formatDollars, Stack } from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';
import styled from 'styled-components';
import { t } from '../../candidate-page-messages';

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
          title={t('charts.moneyTitle', { name })}
          summary={
            totalRaised > 0
              ? t('charts.moneySummary', {
                  name,
                  total: formatDollars(totalRaised),
                  first: points[0],
                  bestDay: best.day,
                  best: formatDollars(best.raised),
                })
              : t('charts.moneyNone', { name, first: points[0] })
          }
          pointsHeader={t('charts.day')}
          points={points}
          series={[
            { label: t('charts.raisedThatDay'), values: days.map((day) => day.raised) },
            { label: t('charts.runningTotal'), values: days.map((day) => day.total) },
          ]}
          format={formatDollars}
          formatTick={formatCompactMoney}
        />
        <LazyLineChart
          title={t('charts.donorsTitle', { name })}
          summary={
            donorDays > 0
              ? t('charts.donorsSummary', {
                  donorDays,
                  days: days.length,
                  most: busiest.donors,
                  day: busiest.day,
                })
              : t('charts.nobody')
          }
          pointsHeader={t('charts.day')}
          points={points}
          series={[{ label: t('charts.donors'), values: days.map((day) => day.donors) }]}
          format={formatCount}
        />
      </Stack>
    );
  } else if (money.isError) {
    content = (
      <ErrorState
        title={t('charts.loadError')}
        message={readableError(money.error)}
        error={money.error}
        onRetry={() => void money.refetch()}
      />
    );
  } else {
    content = <Note role="status">{t('charts.loading')}</Note>;
  }
  return <CardSection title={t('charts.title')}>{content}</CardSection>;
}
