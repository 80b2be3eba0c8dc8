import styled from 'styled-components';
import type { ElectionSummary } from 'shared-api';
import { formatDollars, formatNumber } from 'shared-ui';
import { t, type AccountKey } from '../../account-messages';
import { FigureTable } from '../../components/figures-table';

/** Row headers a little heavier; every column header right-aligned over its election. */
const Table = styled(FigureTable)`
  th[scope='row'] {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The rows of the summary: a label and how each election's figure reads. */
const ROWS: { label: AccountKey; value: (election: ElectionSummary) => string }[] = [
  { label: 'report.summary.totalReceipts', value: (e) => formatDollars(e.totalReceipts) },
  { label: 'report.summary.contributions', value: (e) => formatNumber(e.contributionCount) },
  {
    label: 'report.summary.itemized',
    value: (e) => `${formatDollars(e.itemizedTotal)} (${formatNumber(e.itemizedCount)})`,
  },
  {
    label: 'report.summary.unitemized',
    value: (e) => `${formatDollars(e.unitemizedTotal)} (${formatNumber(e.unitemizedCount)})`,
  },
  { label: 'report.summary.contributors', value: (e) => formatNumber(e.contributorCount) },
  {
    label: 'report.summary.refunded',
    value: (e) => `${formatDollars(e.refundedTotal)} (${formatNumber(e.refundedCount)})`,
  },
];

/** One column per election of the range, one row per figure (narrow enough for a phone). */
export function ReportSummaryTable({ elections }: { elections: ElectionSummary[] }) {
  return (
    <Table>
      <caption>{t('report.summary.caption')}</caption>
      <thead>
        <tr>
          <td />
          {elections.map((election) => (
            <th key={election.election} scope="col">
              {t('report.summary.election', { election: election.election })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th scope="row">{t(row.label)}</th>
            {elections.map((election) => (
              <td key={election.election}>{row.value(election)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
