import type { CompetitionSummary } from 'shared-api';
import { formatCompactMoney } from 'shared-ui';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.primaryText};
  font-variant-numeric: tabular-nums;
`;

const count = new Intl.NumberFormat('en-US');

export interface PlatformTotalsProps {
  summary: Pick<
    CompetitionSummary,
    'totalPlatform' | 'activeStates' | 'totalCandidates' | 'totalDonors'
  >;
}

/** Platform-wide figures of the competition summary (spec section 3). */
export function PlatformTotals({ summary }: PlatformTotalsProps) {
  const items = [
    ['Total Raised', formatCompactMoney(summary.totalPlatform)],
    ['Active States', count.format(summary.activeStates)],
    ['Candidates', count.format(summary.totalCandidates)],
    ['Donors', count.format(summary.totalDonors)],
  ] as const;
  return (
    <List>
      {items.map(([term, value]) => (
        <Item key={term}>
          <Term>{term}</Term>
          <Value>{value}</Value>
        </Item>
      ))}
    </List>
  );
}
