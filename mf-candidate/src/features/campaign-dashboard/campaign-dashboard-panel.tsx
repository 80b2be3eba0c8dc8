import styled from 'styled-components';
import { readableError, useCampaignDashboard } from 'shared-api';
import type { CampaignDashboard, DashboardPeriod } from 'shared-api/contracts';
import {
  CardSection,
  ErrorState,
  formatCompactMoney,
  formatDollars,
  LoadingState,
  Stack,
} from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';
import { centsText } from './cents-text';
import { FiguresTable } from '../../components/figures-table';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const periodCells = (label: string, period: DashboardPeriod) => [
  label,
  centsText(period.moneyCents),
  String(period.donors),
  String(period.gifts),
  centsText(period.averageGiftCents),
];

/**
 * The candidate owner's campaign dashboard (docs/refcodes.md): today's and this week's money,
 * donors and average gift; what active monthly plans bring each month and will still bring
 * until the election, as the site's line chart with its exact table; the top refcodes and
 * campaign links.
 */
export function CampaignDashboardPanel({ candidateId }: { candidateId: number }) {
  const dashboard = useCampaignDashboard(candidateId);
  let content;
  if (dashboard.isPending) content = <LoadingState label="Loading the campaign dashboard" />;
  else if (dashboard.isError) {
    content = (
      <ErrorState
        title="Could not load the campaign dashboard"
        message={readableError(dashboard.error)}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else content = <DashboardFigures dashboard={dashboard.data} />;
  return <CardSection title="Campaign dashboard">{content}</CardSection>;
}

function DashboardFigures({ dashboard }: { dashboard: CampaignDashboard }) {
  const { projection } = dashboard;
  return (
    <Stack $gap={6}>
      <FiguresTable
        caption={`Money and donors (UTC days; the week began on ${dashboard.weekStart})`}
        headers={['Period', 'Money', 'Donors', 'Gifts', 'Average gift']}
        rows={[
          periodCells(`Today (${dashboard.today})`, dashboard.todayFigures),
          periodCells('This week', dashboard.weekFigures),
        ]}
      />
      <Stack $gap={3}>
        <p>
          Monthly gifts: {dashboard.activePlans} active,{' '}
          {centsText(dashboard.recurringMonthlyCents)} a month;{' '}
          {centsText(dashboard.projectedTotalCents)} still to come until each plan ends with its
          election.
        </p>
        <LazyLineChart
          title="Monthly gifts still to come, by month"
          summary={
            projection.length > 0
              ? `Active monthly plans will charge ${formatDollars(dashboard.projectedTotalCents / 100)} from ${projection[0].month} to ${projection[projection.length - 1].month}.`
              : 'No active monthly plan will charge again.'
          }
          pointsHeader="Month"
          points={projection.map((row) => row.month)}
          series={[
            { label: 'Charged that month', values: projection.map((row) => row.cents / 100) },
          ]}
          format={formatDollars}
          formatTick={formatCompactMoney}
        />
      </Stack>
      {dashboard.topRefcodes.length > 0 ? (
        <FiguresTable
          caption="Top refcodes"
          headers={['Refcode', 'Gifts', 'Money']}
          rows={dashboard.topRefcodes.map((row) => [
            row.refcode,
            String(row.gifts),
            centsText(row.moneyCents),
          ])}
        />
      ) : (
        <Note>No gift has carried a refcode yet.</Note>
      )}
      {dashboard.topLinks.length > 0 ? (
        <FiguresTable
          caption="Top campaign links"
          headers={['Link', 'Visits', 'Gifts', 'Money']}
          rows={dashboard.topLinks.map((row) => [
            row.label,
            String(row.visits),
            String(row.gifts),
            centsText(row.moneyCents),
          ])}
        />
      ) : (
        <Note>No campaign link yet.</Note>
      )}
    </Stack>
  );
}
