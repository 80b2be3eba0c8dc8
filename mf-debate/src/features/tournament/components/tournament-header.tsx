import { Eye } from 'lucide';
import { Badge, Cluster, Icon, PageHeader } from 'shared-ui';
import styled from 'styled-components';
import { formatViewers } from '../../../format/format-viewers';
import { t } from '../../../messages';

const Badges = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })``;

export interface TournamentHeaderProps {
  title: string;
  /** The state's stream channel is live. */
  isLive: boolean;
  viewers: number;
}

/** The h1, the 'LIVE NOW' / 'STREAM READY' pill and, above zero, the viewer count. */
export function TournamentHeader({ title, isLive, viewers }: TournamentHeaderProps) {
  return (
    <PageHeader title={title}>
      <Badges>
        {isLive ? (
          <Badge $tone="live">{t('header.liveNow')}</Badge>
        ) : (
          <Badge $tone="grey">{t('header.streamReady')}</Badge>
        )}
        {viewers > 0 ? (
          <Badge $tone="blue">
            <Icon icon={Eye} size={14} /> {formatViewers(viewers)}
          </Badge>
        ) : null}
      </Badges>
    </PageHeader>
  );
}
