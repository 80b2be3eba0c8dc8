import { useHeldChatMessages } from 'shared-api';
import { EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { ChatMessageList } from './chat-message-list';
import { ChatModerationActions } from './chat-moderation-actions';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface HeldMessagesQueueProps {
  channelId: string;
}

/**
 * The moderators' queue: messages with links that wait for review, oldest first, each with
 * Approve and Reject (and the other actions). Nobody else sees them until approved.
 */
export function HeldMessagesQueue({ channelId }: HeldMessagesQueueProps) {
  const held = useHeldChatMessages(channelId, true);
  const count = held.data?.length ?? 0;

  let body;
  if (held.data === undefined && held.isPending) {
    body = <LoadingState label={t('held.loading')} />;
  } else if (held.data === undefined) {
    body = (
      <ErrorState
        title={t('held.loadError')}
        message={t('held.loadErrorHelp')}
        onRetry={() => void held.refetch()}
      />
    );
  } else if (count === 0) {
    body = <EmptyState title={t('held.empty')} text={t('held.emptyHelp')} />;
  } else {
    body = (
      <ChatMessageList
        label={t('held.list')}
        messages={held.data}
        ownUsername=""
        compact
        renderActions={(message) => (
          <ChatModerationActions channelId={channelId} message={message} />
        )}
      />
    );
  }

  return (
    <Stack as="section" $gap={2} aria-label={t('held.section')}>
      <Title>{t('held.title', { count })}</Title>
      {body}
    </Stack>
  );
}
