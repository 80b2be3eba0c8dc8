import styled from 'styled-components';
import { readableError, useRefcodeReport } from 'shared-api';
import type { RefcodeReport } from 'shared-api/contracts';
import { CardSection, EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
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
  if (range === undefined) result = <Note>Choose a range and press Show Refcodes.</Note>;
  else if (report.isPending) result = <LoadingState label="Loading the refcode report" />;
  else if (report.isError) {
    result = (
      <ErrorState
        title="Could not load the refcode report"
        message={readableError(report.error)}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  } else result = <RefcodeTable report={report.data} />;

  return (
    <CardSection title="Refcodes">
      <Stack $gap={5}>
        <Note>
          Links to your pages may carry ?refcode= (and ?refcode2=): each gift keeps the code its
          donor arrived with. Gifts are succeeded gifts, as in your totals; refunded gifts count
          nowhere.
        </Note>
        <DateRangeForm
          label="Refcode range"
          defaultValues={defaultRefcodeRange(now)}
          busy={report.isFetching}
          submitLabel="Show Refcodes"
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
        title="No visits or gifts in this range"
        text={`Nothing was given or visited from ${report.from} to ${report.to} (UTC).`}
      />
    );
  }
  return (
    <FiguresTable
      caption={`Refcodes from ${report.from} to ${report.to} (UTC): ${centsText(report.totalCents)} in ${report.totalGifts} gifts`}
      headers={[
        'Refcode',
        'Visits',
        'Gifts',
        'Money',
        'Conversion',
        'Average gift',
        'New donors',
        'Returning donors',
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
      footer={['Total', '', String(report.totalGifts), centsText(report.totalCents)]}
    />
  );
}
