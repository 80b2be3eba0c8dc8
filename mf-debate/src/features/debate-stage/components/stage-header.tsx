import { Eye } from 'lucide';
import { Badge, type BadgeTone, Icon, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import type { StreamQuality } from '../hooks/use-stream-quality';
import { formatViewers } from '../../../format/format-viewers';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  overflow-wrap: anywhere;
`;

const Round = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const QUALITY_TONE: Record<StreamQuality, BadgeTone> = {
  excellent: 'green',
  good: 'yellow',
  poor: 'red',
};

export interface StageHeaderProps {
  headingId: string;
  title: string;
  round: number;
  totalRounds: number;
  quality: StreamQuality;
  isLive: boolean;
  viewers: number;
}

/** The stage's title bar: tournament name, round, stream quality, LIVE and the audience. */
export function StageHeader({
  headingId,
  title,
  round,
  totalRounds,
  quality,
  isLive,
  viewers,
}: StageHeaderProps) {
  return (
    <Header>
      <Titles>
        <Title id={headingId}>{title}</Title>
        <Round>
          Round {round} of {totalRounds}
        </Round>
      </Titles>
      <Badges>
        <Badge $tone={QUALITY_TONE[quality]}>
          <VisuallyHidden>Stream quality: </VisuallyHidden>
          {quality}
        </Badge>
        {isLive ? <Badge $tone="live">LIVE</Badge> : null}
        <Badge $tone="grey" aria-live="off">
          <Icon icon={Eye} size={14} /> {formatViewers(viewers)}
        </Badge>
      </Badges>
    </Header>
  );
}
