import { Button, Card, CardBody, CardHeader, CardTitle, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';

const Actions = styled(Stack).attrs({ $gap: 2 })``;

export interface QuickActionsProps {
  onSwitchSpeaker: () => void;
  onToggleChat: () => void;
  chatVisible: boolean;
  /** The id of the chat slot the toggle shows and hides. */
  chatSlotId: string;
}

export function QuickActions({
  onSwitchSpeaker,
  onToggleChat,
  chatVisible,
  chatSlotId,
}: QuickActionsProps) {
  return (
    <Card as="section" aria-label={t('quickActions.title')}>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        <Actions>
          <Button $variant="secondary" $fullWidth onClick={onSwitchSpeaker}>
            {t('quickActions.switchSpeaker')}
          </Button>
          <Button
            $variant="secondary"
            $fullWidth
            onClick={onToggleChat}
            aria-expanded={chatVisible}
            aria-controls={chatSlotId}
          >
            {t('quickActions.toggleChat')}
          </Button>
        </Actions>
      </CardBody>
    </Card>
  );
}
