import styled from 'styled-components';
import { CardSection, Stack } from 'shared-ui';

const Steps = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The five steps shown while offline. */
export const HOW_TO_STREAM_STEPS = [
  'Click GO LIVE to start your fundraising stream',
  'Share your stream link with supporters',
  'Engage with donors while you are live',
  'Watch donations arrive in real time',
  'Win competitions to earn stars',
] as const;

export function HowToStream() {
  return (
    <CardSection title="How to Stream">
      <Steps>
        {HOW_TO_STREAM_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </CardSection>
  );
}
