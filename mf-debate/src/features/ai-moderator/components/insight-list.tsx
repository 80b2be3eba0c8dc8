import { Badge, Cluster, lazyDateFormat, Stack, type BadgeTone } from 'shared-ui';
import styled from 'styled-components';
import { t, type MessageKey } from '../../../messages';
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

const SEVERITY_LABEL: Record<InsightSeverity, MessageKey> = {
  info: 'ai.severity.info',
  warning: 'ai.severity.warning',
  success: 'ai.severity.success',
};

// '02:35:07 PM' (en), '02:35:07 p.m.' (es): made on first use, as an insight arrives.
const timeOfDay = lazyDateFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The newest insights first; a polite live region so a screen reader hears new ones. */
export function InsightList({ insights, isLive }: { insights: AiInsight[]; isLive: boolean }) {
  return (
    <PanelSection aria-label={t('ai.insights')}>
      <h4>{t('ai.insights')}</h4>
      {insights.length === 0 ? (
        <Waiting>{isLive ? t('ai.listening') : t('ai.waitingForLive')}</Waiting>
      ) : null}
      <PlainList aria-live="polite" aria-relevant="additions">
        {insights.map((insight) => (
          <Item key={insight.id} data-insight-type={insight.type}>
            <Meta>
              <Badge $tone={SEVERITY_TONE[insight.severity]}>
                {t(SEVERITY_LABEL[insight.severity])}
              </Badge>
              <strong>{t(INSIGHT_TYPE_LABEL[insight.type])}</strong>
              <time dateTime={insight.timestamp.toISOString()}>{timeOfDay(insight.timestamp)}</time>
            </Meta>
            <Message>{insight.message}</Message>
          </Item>
        ))}
      </PlainList>
    </PanelSection>
  );
}
