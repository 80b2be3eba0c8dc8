import type { CandidateListItem } from 'shared-api';
import { formatCountdown, Stack } from 'shared-ui';
import { ProgressBar } from 'shared-ui/forms';
import styled from 'styled-components';
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
  { key: 'sentimentScore', label: 'Sentiment' },
  { key: 'factualAccuracy', label: 'Factual accuracy' },
  { key: 'audienceEngagement', label: 'Engagement' },
] as const;

export interface CandidateAnalyticsListProps {
  candidates: readonly [CandidateListItem, CandidateListItem];
  analytics: readonly [CandidateAnalytics, CandidateAnalytics];
}

export function CandidateAnalyticsList({ candidates, analytics }: CandidateAnalyticsListProps) {
  return (
    <PanelSection aria-label="Candidate Analytics">
      <h4>Candidate Analytics</h4>
      <PlainList>
        {candidates.map((candidate, index) => {
          const figures = analytics[index];
          return (
            <Item key={candidate.id} aria-label={candidate.name}>
              <Name>{candidate.name}</Name>
              <Line>
                <span>Speaking time</span>
                <span>{formatCountdown(figures.speakingTime)}</span>
              </Line>
              <Line>
                <span>Interruptions</span>
                <span>{figures.interruptions}</span>
              </Line>
              {SCORES.map(({ key, label }) => (
                <Score key={key}>
                  <Line>
                    <span>{label}</span>
                    <span>{figures[key]}%</span>
                  </Line>
                  <ProgressBar
                    label={`${candidate.name} ${label.toLowerCase()}`}
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
