import { Button, Card, CardBody, CardHeader, CardTitle, Stack } from 'shared-ui';
import styled from 'styled-components';

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
    <Card as="section" aria-label="Quick Actions">
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardBody>
        <Actions>
          <Button $variant="secondary" $fullWidth onClick={onSwitchSpeaker}>
            Switch Speaker
          </Button>
          <Button
            $variant="secondary"
            $fullWidth
            onClick={onToggleChat}
            aria-expanded={chatVisible}
            aria-controls={chatSlotId}
          >
            Show/Hide Chat
          </Button>
        </Actions>
      </CardBody>
    </Card>
  );
}
