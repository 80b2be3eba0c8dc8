import { useId } from 'react';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { t } from '../../../live-messages';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  isActivated: boolean;
  /** GO LIVE was pressed and the server has not answered yet. */
  isStarting: boolean;
  onGoLive: () => void;
}

/** Before streaming: the invitation and GO LIVE. */
export function ReadyToFundraise({ isActivated, isStarting, onGoLive }: Props) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('ready.title')}</Title>
      <Lead>{t('ready.lead')}</Lead>
      <Button
        $variant="danger"
        $size="lg"
        onClick={onGoLive}
        disabled={!isActivated || isStarting}
        aria-busy={isStarting || undefined}
        aria-describedby={isActivated ? undefined : hintId}
      >
        {t('ready.goLive')}
      </Button>
      {isActivated ? null : <Hint id={hintId}>{t('ready.activationRequired')}</Hint>}
    </Panel>
  );
}
