import { Badge, Cluster } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { DEBATE_TOPICS, SUGGESTED_TOPICS } from '../topics';
import { PanelSection } from './panel-section';

const Chips = styled(Cluster).attrs({ as: 'ul', $gap: 2, $align: 'stretch' })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function TopicLists() {
  return (
    <>
      <PanelSection aria-label={t('ai.topics')}>
        <h4>{t('ai.topics')}</h4>
        <Chips>
          {DEBATE_TOPICS.map((topic) => (
            <li key={topic}>
              <Badge $tone="green">{t(topic)}</Badge>
            </li>
          ))}
        </Chips>
      </PanelSection>
      <PanelSection aria-label={t('ai.suggestedTopics')}>
        <h4>{t('ai.suggestedTopics')}</h4>
        <Chips>
          {SUGGESTED_TOPICS.map((topic) => (
            <li key={topic}>
              <Badge $tone="gold">{t(topic)}</Badge>
            </li>
          ))}
        </Chips>
      </PanelSection>
    </>
  );
}
