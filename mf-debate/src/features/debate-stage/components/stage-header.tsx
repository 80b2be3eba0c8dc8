import { Badge, Cluster, type BadgeTone, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { t, type MessageKey } from '../../../messages';
import type { StreamQuality } from '../hooks/use-stream-quality';

const Header = styled(Cluster).attrs({ as: 'header', $gap: 3, $justify: 'space-between' })``;

const Round = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const QUALITY_TONE: Record<StreamQuality, BadgeTone> = {
  excellent: 'green',
  good: 'yellow',
  poor: 'red',
};

const QUALITY_LABEL: Record<StreamQuality, MessageKey> = {
  excellent: 'stage.quality.excellent',
  good: 'stage.quality.good',
  poor: 'stage.quality.poor',
};

export interface StageHeaderProps {
  /** Undefined while the bracket's round is not known: nothing is said rather than a guess. */
  round: number | undefined;
  totalRounds: number;
  quality: StreamQuality;
}

/**
 * The stage's own line: the round and the stream quality. The tournament name, LIVE and the
 * audience are the page header's, right above; said here too they read twice.
 */
export function StageHeader({ round, totalRounds, quality }: StageHeaderProps) {
  return (
    <Header>
      {round === undefined ? (
        <span />
      ) : (
        <Round>{t('stage.round', { round, total: totalRounds })}</Round>
      )}
      <Badge $tone={QUALITY_TONE[quality]}>
        <VisuallyHidden>{t('stage.streamQuality')} </VisuallyHidden>
        {t(QUALITY_LABEL[quality])}
      </Badge>
    </Header>
  );
}
