import { Badge, Cluster } from 'shared-ui';
import styled from 'styled-components';
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
      <PanelSection aria-label="Topics">
        <h4>Topics</h4>
        <Chips>
          {DEBATE_TOPICS.map((topic) => (
            <li key={topic}>
              <Badge $tone="green">{topic}</Badge>
            </li>
          ))}
        </Chips>
      </PanelSection>
      <PanelSection aria-label="Suggested Topics">
        <h4>Suggested Topics</h4>
        <Chips>
          {SUGGESTED_TOPICS.map((topic) => (
            <li key={topic}>
              <Badge $tone="gold">{topic}</Badge>
            </li>
          ))}
        </Chips>
      </PanelSection>
    </>
  );
}
