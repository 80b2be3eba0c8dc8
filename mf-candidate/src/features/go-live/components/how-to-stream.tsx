import styled from 'styled-components';
import { CardSection, Stack } from 'shared-ui';
import { t, type LiveKey } from '../../../live-messages';

const Steps = styled(Stack).attrs({ as: 'ol', $gap: 2 })`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The five steps shown while offline. */
const STEP_KEYS: readonly LiveKey[] = [
  'howTo.goLive',
  'howTo.share',
  'howTo.engage',
  'howTo.watch',
  'howTo.win',
];

export function HowToStream() {
  return (
    <CardSection title={t('howTo.title')}>
      <Steps>
        {STEP_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </Steps>
    </CardSection>
  );
}
