import styled from 'styled-components';
import type { ElectionSummary } from 'shared-api';
import { formatDollars, formatNumber } from 'shared-ui';
import { FigureTable } from '../../components/figures-table';

/** Row headers a little heavier; every column header right-aligned over its election. */
const Table = styled(FigureTable)`
  th[scope='row'] {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The rows of the summary: a label and how each election's figure reads. */
const ROWS: { label: string; value: (election: ElectionSummary) => string }[] = [
  { label: 'Total receipts', value: (e) => formatDollars(e.totalReceipts) },
  { label: 'Contributions', value: (e) => formatNumber(e.contributionCount) },
  {
    label: 'Itemized (over $200 aggregate)',
    value: (e) => `${formatDollars(e.itemizedTotal)} (${formatNumber(e.itemizedCount)})`,
  },
  {
    label: 'Unitemized',
    value: (e) => `${formatDollars(e.unitemizedTotal)} (${formatNumber(e.unitemizedCount)})`,
  },
  { label: 'Distinct contributors', value: (e) => formatNumber(e.contributorCount) },
  {
    label: 'Refunded (not receipts)',
    value: (e) => `${formatDollars(e.refundedTotal)} (${formatNumber(e.refundedCount)})`,
  },
];

/** One column per election of the range, one row per figure (narrow enough for a phone). */
export function ReportSummaryTable({ elections }: { elections: ElectionSummary[] }) {
  return (
    <Table>
      <caption>Summary by election</caption>
      <thead>
        <tr>
          <td />
          {elections.map((election) => (
            <th key={election.election} scope="col">
              {election.election} election
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {elections.map((election) => (
              <td key={election.election}>{row.value(election)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
