import styled from 'styled-components';
import { readableError, useRefcodeReport } from 'shared-api';
import type { RefcodeReport } from 'shared-api/contracts';
import { CardSection, EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
import { t, tCountAsIs } from '../../account-messages';
import { centsText } from './cents-text';
import { defaultRefcodeRange } from './default-refcode-range';
import { DateRangeForm, useChosenRange } from '../../components/date-range-form';
import { FiguresTable } from '../../components/figures-table';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const percentText = (rate: number | null) =>
  rate === null ? '-' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;

/**
 * The refcode report (docs/refcodes.md): a range of UTC dates checked by the server's own
 * schema, then per refcode the visits, gifts, money, conversion, average gift and new vs
 * returning donors, with the candidate's total for the range the rows add up to.
 */
export function RefcodeReportPanel({ candidateId, now }: { candidateId: number; now?: Date }) {
  const { range, choose } = useChosenRange();
  const report = useRefcodeReport(candidateId, range);

  let result;
  if (range === undefined) result = <Note>{t('campaign.refcodes.choose')}</Note>;
  else if (report.isPending) result = <LoadingState label={t('campaign.refcodes.loading')} />;
  else if (report.isError) {
    result = (
      <ErrorState
        title={t('campaign.refcodes.loadError')}
        message={readableError(report.error)}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  } else result = <RefcodeTable report={report.data} />;

  return (
    <CardSection title={t('campaign.refcodes.title')}>
      <Stack $gap={5}>
        <Note>{t('campaign.refcodes.note')}</Note>
        <DateRangeForm
          label={t('campaign.refcodes.rangeLabel')}
          defaultValues={defaultRefcodeRange(now)}
          busy={report.isFetching}
          submitLabel={t('campaign.refcodes.show')}
          onSubmit={(values) => choose(values, report.refetch)}
        />
        {result}
      </Stack>
    </CardSection>
  );
}

function RefcodeTable({ report }: { report: RefcodeReport }) {
  if (report.rows.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={t('campaign.refcodes.empty')}
        text={t('campaign.refcodes.emptyText', { from: report.from, to: report.to })}
      />
    );
  }
  return (
    <FiguresTable
      caption={tCountAsIs(
        'campaign.refcodes.caption.one',
        'campaign.refcodes.caption.other',
        report.totalGifts,
        { from: report.from, to: report.to, total: centsText(report.totalCents) },
      )}
      headers={[
        t('campaign.dashboard.refcode'),
        t('campaign.dashboard.visits'),
        t('campaign.dashboard.gifts'),
        t('campaign.dashboard.money'),
        t('campaign.refcodes.conversion'),
        t('campaign.dashboard.averageGift'),
        t('campaign.refcodes.newDonors'),
        t('campaign.refcodes.returningDonors'),
      ]}
      rows={report.rows.map((row) => [
        row.refcode,
        String(row.visits),
        String(row.gifts),
        centsText(row.moneyCents),
        percentText(row.conversionRate),
        centsText(row.averageGiftCents),
        String(row.newDonors),
        String(row.returningDonors),
      ])}
      footer={[
        t('campaign.refcodes.total'),
        '',
        String(report.totalGifts),
        centsText(report.totalCents),
      ]}
    />
  );
}
