import { useId } from 'react';
import type { CandidateListItem } from 'shared-api';
import { Avatar, Badge, Cluster, formatCountdown, VisuallyHidden } from 'shared-ui';
import { ProgressBar } from 'shared-ui/forms';
import styled from 'styled-components';
import { positionName } from '../../../format/position-name';
import { t } from '../../../messages';
import type { Engagement } from '../hooks/use-debate-stage';
import type { SpeakerPosition } from '../speaker';
import { ReactionIcon } from './floating-reactions';

const Root = styled.article<{ $speaking: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid
    ${({ theme, $speaking }) => ($speaking ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $speaking }) => ($speaking ? theme.shadows.glowGreen : 'none')};
`;

const Badges = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })``;

const Identity = styled(Cluster).attrs({ $gap: 3, $wrap: false })`
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SpeakingRow = styled(Cluster).attrs({
  $gap: 0,
  $align: 'stretch',
  $justify: 'space-between',
  $wrap: false,
})`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Reactions = styled(Cluster).attrs({ $gap: 2 })``;

const ReactionButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Delta = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The engagement delta label of each place is fixed (the stage is a simulation). */
const ENGAGEMENT_DELTA: Record<SpeakerPosition, string> = { 1: '+12%', 2: '+8%' };

export interface DebateCandidateCardProps {
  position: SpeakerPosition;
  candidate: CandidateListItem;
  speaking: boolean;
  /** Seconds this candidate has spoken. */
  speakingTime: number;
  /** Their share of all speaking time so far, 0 to 100. */
  speakingShare: number;
  engagement: Engagement;
  onCheer: (kind: 'like' | 'heart') => void;
}

/** One of the two candidates on stage, with their speaking time and this viewer's cheers. */
export function DebateCandidateCard({
  position,
  candidate,
  speaking,
  speakingTime,
  speakingShare,
  engagement,
  onCheer,
}: DebateCandidateCardProps) {
  const nameId = useId();
  return (
    <Root $speaking={speaking} aria-labelledby={nameId}>
      <Badges>
        <Badge $tone={position === 1 ? 'blue' : 'red'}>
          {t('card.candidateNumber', { number: position })}
        </Badge>
        {candidate.party ? <Badge $tone="grey">{candidate.party}</Badge> : null}
        {speaking ? <Badge $tone="live">{t('card.speaking')}</Badge> : null}
      </Badges>
      <Identity>
        {/* Decorative: the name beside it says whose photo it is. */}
        <Avatar src={candidate.avatar} alt="" name={candidate.name} size="md" />
        <div>
          <Name id={nameId}>{candidate.name}</Name>
          <Position>{positionName(candidate.position)}</Position>
        </div>
      </Identity>
      <div>
        <SpeakingRow>
          <span>{t('stage.speakingTime')}</span>
          <span>{formatCountdown(speakingTime)}</span>
        </SpeakingRow>
        <ProgressBar
          label={t('stage.speakingTimeOf', { name: candidate.name })}
          value={speakingShare}
          valueText={t('card.speakingShare', {
            time: formatCountdown(speakingTime),
            percent: Math.round(speakingShare),
          })}
          tone={position === 1 ? 'blue' : 'red'}
        />
      </div>
      <Reactions>
        <ReactionButton onClick={() => onCheer('like')}>
          <ReactionIcon kind="like" />
          <VisuallyHidden>{t('card.like', { name: candidate.name })}</VisuallyHidden>
          <span data-count="likes">{engagement.likes}</span>
        </ReactionButton>
        <ReactionButton onClick={() => onCheer('heart')}>
          <ReactionIcon kind="heart" />
          <VisuallyHidden>{t('card.heart', { name: candidate.name })}</VisuallyHidden>
          <span data-count="hearts">{engagement.hearts}</span>
        </ReactionButton>
        <Delta>
          {ENGAGEMENT_DELTA[position]}
          <VisuallyHidden> {t('card.engagement')}</VisuallyHidden>
        </Delta>
      </Reactions>
    </Root>
  );
}
