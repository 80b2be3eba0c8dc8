import type { CandidateListItem } from 'shared-api';
import { formatCountdown, Stack } from 'shared-ui';
import { ProgressBar } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import type { CandidateAnalytics } from '../analytics';
import { PanelSection, PlainList } from './panel-section';

const Item = styled(Stack).attrs({ as: 'li', $gap: 2 })``;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;

  span:last-child {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Score = styled(Stack).attrs({ $gap: 1 })``;

const SCORES = [
  { key: 'sentimentScore', label: 'ai.score.sentiment', labelOf: 'ai.score.sentimentOf' },
  {
    key: 'factualAccuracy',
    label: 'ai.score.factualAccuracy',
    labelOf: 'ai.score.factualAccuracyOf',
  },
  { key: 'audienceEngagement', label: 'ai.score.engagement', labelOf: 'ai.score.engagementOf' },
] as const;

export interface CandidateAnalyticsListProps {
  candidates: readonly [CandidateListItem, CandidateListItem];
  analytics: readonly [CandidateAnalytics, CandidateAnalytics];
}

export function CandidateAnalyticsList({ candidates, analytics }: CandidateAnalyticsListProps) {
  return (
    <PanelSection aria-label={t('ai.analytics')}>
      <h4>{t('ai.analytics')}</h4>
      <PlainList>
        {candidates.map((candidate, index) => {
          const figures = analytics[index];
          return (
            <Item key={candidate.id} aria-label={candidate.name}>
              <Name>{candidate.name}</Name>
              <Line>
                <span>{t('stage.speakingTime')}</span>
                <span>{formatCountdown(figures.speakingTime)}</span>
              </Line>
              <Line>
                <span>{t('ai.interruptions')}</span>
                <span>{figures.interruptions}</span>
              </Line>
              {SCORES.map(({ key, label, labelOf }) => (
                <Score key={key}>
                  <Line>
                    <span>{t(label)}</span>
                    <span>{figures[key]}%</span>
                  </Line>
                  <ProgressBar
                    label={t(labelOf, { name: candidate.name })}
                    value={figures[key]}
                    valueText={`${figures[key]}%`}
                    tone={key === 'factualAccuracy' ? 'gold' : 'green'}
                  />
                </Score>
              ))}
            </Item>
          );
        })}
      </PlainList>
    </PanelSection>
  );
}
