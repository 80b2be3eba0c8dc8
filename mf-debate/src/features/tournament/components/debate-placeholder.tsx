import { Eye, MessageCircle, Share2, ThumbsUp } from 'lucide';
import { useId } from 'react';
import type { CandidateListItem } from 'shared-api';
import { Avatar, Badge, Button, Cluster, Icon, Stack } from 'shared-ui';
import styled from 'styled-components';
import { formatViewers } from '../../../format/format-viewers';
import { t } from '../../../messages';

const Root = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Banner = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between' })``;

const RoundTitle = styled(Cluster).attrs({ as: 'h2', $gap: 2, $wrap: false })`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const TimeLeft = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    margin-left: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.black};
  text-align: center;

  p {
    margin: 0;
  }
`;

const Waiting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TileName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Row = styled(Cluster).attrs({ $gap: 3 })``;

const Counters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export interface DebatePlaceholderProps {
  stateName: string;
  /** The state's candidates so far (fewer than two, or the channel did not load). */
  candidates: readonly CandidateListItem[];
  viewers: number;
}

/**
 * /tournament/{state}: what stands in for the stage until it can run. The controls
 * are shown but disabled: nothing can start before two candidates and a channel exist.
 */
export function DebatePlaceholder({ stateName, candidates, viewers }: DebatePlaceholderProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Banner>
        <RoundTitle id={titleId}>
          <Badge $tone="gold">{t('placeholder.roundOne')}</Badge> {t('placeholder.quarterfinals')}
        </RoundTitle>
        <TimeLeft>
          {t('placeholder.timeRemaining')}
          <strong>--:--</strong>
        </TimeLeft>
      </Banner>
      <Tiles>
        {[0, 1].map((index) => (
          <Tile key={index}>
            {candidates[index] ? (
              // Decorative: the name below it says whose photo it is.
              <Avatar
                src={candidates[index].avatar}
                alt=""
                name={candidates[index].name}
                size="md"
              />
            ) : null}
            <Waiting>{t('placeholder.waiting')}</Waiting>
            <TileName>
              {candidates[index]?.name ?? t('placeholder.candidateNumber', { number: index + 1 })}
            </TileName>
            <p>{t('placeholder.runningFor', { state: stateName })}</p>
          </Tile>
        ))}
      </Tiles>
      <Row>
        <Button disabled>{t('placeholder.startDebate')}</Button>
        <Button $variant="secondary" disabled>
          {t('placeholder.pause')}
        </Button>
        <Button $variant="danger" disabled>
          {t('placeholder.end')}
        </Button>
        <Counters aria-label={t('placeholder.counters')}>
          <li>
            <Icon icon={Eye} size={16} />
            {formatViewers(viewers)}
          </li>
          <li>
            <Icon icon={ThumbsUp} size={16} />
            {t('placeholder.noLikes')}
          </li>
          <li>
            <Icon icon={MessageCircle} size={16} />
            {t('placeholder.noComments')}
          </li>
          <li>
            <Icon icon={Share2} size={16} />
            {t('placeholder.share')}
          </li>
        </Counters>
      </Row>
    </Root>
  );
}
