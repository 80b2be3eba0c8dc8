import styled from 'styled-components';
import { Cluster, formatDollars, type PaidTheme } from 'shared-ui';
import { t } from '../../../messages';

type RaisedSize = keyof PaidTheme['fontSizes'];

const Totals = styled(Cluster).attrs({ $gap: 3, $align: 'baseline', $justify: 'space-between' })``;

const Raised = styled.p<{ $size: RaisedSize }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme }) => theme.colors.primaryText};

  span {
    margin-left: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Watching = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface LiveTotalsProps {
  /** Dollars raised so far by the stream. */
  raised: number;
  /** The words after the amount, e.g. 'raised'. */
  raisedLabel: string;
  viewerCount: number;
  /** The candidate's own console shows the amount larger than a visitor's page does. */
  raisedSize: RaisedSize;
}

/** A live stream's totals: the amount raised, then 'N watching'. */
export function LiveTotals({ raised, raisedLabel, viewerCount, raisedSize }: LiveTotalsProps) {
  return (
    <Totals>
      <Raised $size={raisedSize}>
        {formatDollars(raised)}
        <span>{raisedLabel}</span>
      </Raised>
      <Watching>{t('live.watchingCount', { count: viewerCount })}</Watching>
    </Totals>
  );
}
