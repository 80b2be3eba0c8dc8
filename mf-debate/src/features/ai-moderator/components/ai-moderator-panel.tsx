import type { CandidateListItem } from 'shared-api';
import { Card, CardBody, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { useAiInsights } from '../hooks/use-ai-insights';
import { useCandidateAnalytics } from '../hooks/use-candidate-analytics';
import { CandidateAnalyticsList } from './candidate-analytics-list';
import { InsightList } from './insight-list';
import { TopicLists } from './topic-lists';

const Body = styled(CardBody)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Simulated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface AiModeratorPanelProps {
  /** The two candidates on stage, candidate 1 first. */
  candidates: readonly [CandidateListItem, CandidateListItem];
  activeSpeaker: 1 | 2;
  /** Insights and analytics move only while the debate is live. */
  isLive: boolean;
}

/**
 * The AI moderator panel. A simulation: canned insights and random-walk
 * analytics from the injected seeded generator, no model and no server call.
 */
export function AiModeratorPanel({ candidates, activeSpeaker, isLive }: AiModeratorPanelProps) {
  const speaking = candidates[activeSpeaker - 1].name;
  const other = candidates[activeSpeaker === 1 ? 1 : 0].name;
  const insights = useAiInsights(isLive, { speaking, other });
  const analytics = useCandidateAnalytics(isLive, activeSpeaker);
  return (
    <Card as="section" aria-label={t('ai.title')}>
      <CardHeader>
        <CardTitle>{t('ai.title')}</CardTitle>
        <Simulated>{t('ai.simulated')}</Simulated>
      </CardHeader>
      <Body>
        <InsightList insights={insights} isLive={isLive} />
        <CandidateAnalyticsList candidates={candidates} analytics={analytics} />
        <TopicLists />
      </Body>
    </Card>
  );
}
