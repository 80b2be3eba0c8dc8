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
import { t, tCountAsIs } from '../../account-messages';
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
  if (dashboard.isPending) content = <LoadingState label={t('campaign.dashboard.loading')} />;
  else if (dashboard.isError) {
    content = (
      <ErrorState
        title={t('campaign.dashboard.loadError')}
        message={readableError(dashboard.error)}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else content = <DashboardFigures dashboard={dashboard.data} />;
  return <CardSection title={t('campaign.dashboard.title')}>{content}</CardSection>;
}

function DashboardFigures({ dashboard }: { dashboard: CampaignDashboard }) {
  const { projection } = dashboard;
  return (
    <Stack $gap={6}>
      <FiguresTable
        caption={t('campaign.dashboard.caption', { date: dashboard.weekStart })}
        headers={[
          t('campaign.dashboard.period'),
          t('campaign.dashboard.money'),
          t('campaign.dashboard.donors'),
          t('campaign.dashboard.gifts'),
          t('campaign.dashboard.averageGift'),
        ]}
        rows={[
          periodCells(
            t('campaign.dashboard.today', { date: dashboard.today }),
            dashboard.todayFigures,
          ),
          periodCells(t('campaign.dashboard.thisWeek'), dashboard.weekFigures),
        ]}
      />
      <Stack $gap={3}>
        <p>
          {tCountAsIs(
            'campaign.dashboard.monthly.one',
            'campaign.dashboard.monthly.other',
            dashboard.activePlans,
            {
              perMonth: centsText(dashboard.recurringMonthlyCents),
              total: centsText(dashboard.projectedTotalCents),
            },
          )}
        </p>
        <LazyLineChart
          title={t('campaign.dashboard.chartTitle')}
          summary={
            projection.length > 0
              ? t('campaign.dashboard.chartSummary', {
                  total: formatDollars(dashboard.projectedTotalCents / 100),
                  from: projection[0].month,
                  to: projection[projection.length - 1].month,
                })
              : t('campaign.dashboard.noPlan')
          }
          pointsHeader={t('campaign.dashboard.month')}
          points={projection.map((row) => row.month)}
          series={[
            {
              label: t('campaign.dashboard.charged'),
              values: projection.map((row) => row.cents / 100),
            },
          ]}
          format={formatDollars}
          formatTick={formatCompactMoney}
        />
      </Stack>
      {dashboard.topRefcodes.length > 0 ? (
        <FiguresTable
          caption={t('campaign.dashboard.topRefcodes')}
          headers={[
            t('campaign.dashboard.refcode'),
            t('campaign.dashboard.gifts'),
            t('campaign.dashboard.money'),
          ]}
          rows={dashboard.topRefcodes.map((row) => [
            row.refcode,
            String(row.gifts),
            centsText(row.moneyCents),
          ])}
        />
      ) : (
        <Note>{t('campaign.dashboard.noRefcode')}</Note>
      )}
      {dashboard.topLinks.length > 0 ? (
        <FiguresTable
          caption={t('campaign.dashboard.topLinks')}
          headers={[
            t('campaign.dashboard.link'),
            t('campaign.dashboard.visits'),
            t('campaign.dashboard.gifts'),
            t('campaign.dashboard.money'),
          ]}
          rows={dashboard.topLinks.map((row) => [
            row.label,
            String(row.visits),
            String(row.gifts),
            centsText(row.moneyCents),
          ])}
        />
      ) : (
        <Note>{t('campaign.dashboard.noLink')}</Note>
      )}
    </Stack>
  );
}
