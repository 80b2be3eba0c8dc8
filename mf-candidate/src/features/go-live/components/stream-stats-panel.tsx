import styled from 'styled-components';
import type { StreamStats } from 'shared-api';
import { Badge, CardSection, formatDollars } from 'shared-ui';
import { t } from '../../../live-messages';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  align-items: center;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: right;
  }
`;

/** Stream Stats: Status LIVE or OFFLINE, Viewers, Raised, Stars. */
export function StreamStatsPanel({ stats, stars }: { stats: StreamStats; stars: number }) {
  return (
    <CardSection title={t('stats.title')}>
      <Stats>
        <dt>{t('stats.status')}</dt>
        <dd>
          {stats.isLive ? (
            <Badge $tone="live">{t('stats.live')}</Badge>
          ) : (
            <Badge $tone="grey">{t('stats.offline')}</Badge>
          )}
        </dd>
        <dt>{t('stats.viewers')}</dt>
        <dd>{stats.viewerCount}</dd>
        <dt>{t('stats.raised')}</dt>
        <dd>{formatDollars(stats.donations)}</dd>
        <dt>{t('stats.stars')}</dt>
        <dd>{stars}</dd>
      </Stats>
    </CardSection>
  );
}
