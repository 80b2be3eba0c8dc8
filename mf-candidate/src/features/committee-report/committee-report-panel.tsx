import styled from 'styled-components';
import {
  committeeReportCsvPath,
  committeeReportFecPath,
  readableError,
  useCommitteeReport,
  type CommitteeReportRange,
} from 'shared-api';
import {
  Button,
  CardSection,
  Cluster,
  EmptyState,
  ErrorState,
  LoadingState,
  Stack,
} from 'shared-ui';
import { t } from '../../account-messages';
import { DateRangeForm, useChosenRange } from '../../components/date-range-form';
import { defaultReportRange } from './default-report-range';
import { ReportSummaryTable } from './report-summary-table';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Sections = styled(Stack).attrs({ $gap: 5 })``;

export interface CommitteeReportPanelProps {
  candidateId: number;
  /** Today, for the first range (tests pin it). */
  now?: Date;
}

/**
 * The account's Committee Report tab (docs/donation-rules.md "Committee report"): a range of
 * UTC dates checked by the server's own schema, the range's summary by election, the
 * contributions (FEC Schedule A columns) and the summary as CSV downloads, and the FEC
 * electronic filings (Schedule A, 48-hour notices) as `.fec` downloads.
 */
export function CommitteeReportPanel({ candidateId, now }: CommitteeReportPanelProps) {
  const { range, choose } = useChosenRange();
  const report = useCommitteeReport(candidateId, range);

  return (
    <CardSection title={t('report.title')}>
      <Sections>
        <Note>{t('report.note')}</Note>
        <DateRangeForm
          label={t('report.rangeLabel')}
          defaultValues={defaultReportRange(now)}
          busy={report.isFetching}
          submitLabel={t('report.show')}
          onSubmit={(values) => choose(values, report.refetch)}
        />
        <ReportResult candidateId={candidateId} range={range} report={report} />
      </Sections>
    </CardSection>
  );
}

function ReportResult({
  candidateId,
  range,
  report,
}: {
  candidateId: number;
  range: CommitteeReportRange | undefined;
  report: ReturnType<typeof useCommitteeReport>;
}) {
  if (range === undefined) {
    return <Note>{t('report.choose')}</Note>;
  }
  if (report.isPending) return <LoadingState label={t('report.loading')} />;
  if (report.isError) {
    return (
      <ErrorState
        title={t('report.loadError')}
        message={readableError(report.error)}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  }
  const shown = report.data;
  const empty = shown.elections.every(
    (election) => election.contributionCount === 0 && election.refundedCount === 0,
  );
  // The links download the range the summary shows (a new range's summary may be loading).
  const shownRange = { from: shown.from, to: shown.to };
  return (
    <Stack $gap={4}>
      {empty ? (
        <EmptyState
          headingLevel={3}
          title={t('report.empty')}
          text={t('report.emptyText', { from: shown.from, to: shown.to })}
        />
      ) : (
        <ReportSummaryTable elections={shown.elections} />
      )}
      <Cluster $gap={3}>
        <Button
          as="a"
          href={committeeReportCsvPath(candidateId, shownRange, 'contributions')}
          download
        >
          {t('report.downloadCsv')}
        </Button>
        <Button
          as="a"
          $variant="secondary"
          href={committeeReportCsvPath(candidateId, shownRange, 'summary')}
          download
        >
          {t('report.downloadSummaryCsv')}
        </Button>
        <Button
          as="a"
          $variant="secondary"
          href={committeeReportFecPath(candidateId, shownRange, 'schedule-a')}
          download
        >
          {t('report.downloadScheduleA')}
        </Button>
        <Button
          as="a"
          $variant="secondary"
          href={committeeReportFecPath(candidateId, shownRange, '48-hour-notices')}
          download
        >
          {t('report.downloadNotices')}
        </Button>
      </Cluster>
    </Stack>
  );
}
