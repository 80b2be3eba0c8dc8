import { Badge, Cluster, Stack, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { INSIGHT_TYPE_LABEL, type AiInsight, type InsightSeverity } from '../insights';
import { PanelSection, PlainList } from './panel-section';

const Item = styled(Stack).attrs({ as: 'li', $gap: 1 })`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Meta = styled(Cluster).attrs({ $gap: 2 })`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Waiting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SEVERITY_TONE: Record<InsightSeverity, BadgeTone> = {
  info: 'blue',
  warning: 'yellow',
  success: 'green',
};

const timeOfDay = (date: Date) =>
  date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The newest insights first; a polite live region so a screen reader hears new ones. */
export function InsightList({ insights, isLive }: { insights: AiInsight[]; isLive: boolean }) {
  return (
    <PanelSection aria-label="Insights">
      <h4>Insights</h4>
      {insights.length === 0 ? (
        <Waiting>
          {isLive
            ? 'Listening to the debate: the first insight arrives shortly.'
            : 'Insights appear while the debate is live.'}
        </Waiting>
      ) : null}
      <PlainList aria-live="polite" aria-relevant="additions">
        {insights.map((insight) => (
          <Item key={insight.id} data-insight-type={insight.type}>
            <Meta>
              <Badge $tone={SEVERITY_TONE[insight.severity]}>{insight.severity}</Badge>
              <strong>{INSIGHT_TYPE_LABEL[insight.type]}</strong>
              <time dateTime={insight.timestamp.toISOString()}>{timeOfDay(insight.timestamp)}</time>
            </Meta>
            <Message>{insight.message}</Message>
          </Item>
        ))}
      </PlainList>
    </PanelSection>
  );
}
