import { useEffect, useRef } from 'react';
import { useChatMessages } from 'shared-api';
import { EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
import styled from 'styled-components';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatMessageForm } from './chat-message-form';
import { ChatMessageList } from './chat-message-list';

const Root = styled(Stack).attrs({ $gap: 3 })``;

const Stale = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

export interface ChatRoomProps {
  channelId: string;
  username: string;
}

/** The open chat: the latest 50 messages, refreshed every 3 s, and the message box. */
export function ChatRoom({ channelId, username }: ChatRoomProps) {
  const messages = useChatMessages(channelId);
  const scroller = useRef<HTMLDivElement>(null);
  const { onScroll, stick } = useStickToBottom(scroller, messages.data?.at(-1)?.id);

  // A failed fetch is only logged; the polls go on and the list recovers by itself.
  useEffect(() => {
    if (messages.error) console.error('Chat messages not loaded:', messages.error);
  }, [messages.error]);

  let list;
  if (messages.data === undefined && messages.isPending) {
    list = <LoadingState label="Loading chat messages" />;
  } else if (messages.data === undefined) {
    list = (
      <ErrorState
        title="The chat could not be loaded"
        message="Check your connection; it retries every few seconds."
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (messages.data.length === 0) {
    list = <EmptyState title="No messages yet" text="Be the first to say something." />;
  } else {
    list = (
      <ChatMessageList
        ref={scroller}
        onScroll={onScroll}
        messages={messages.data}
        ownUsername={username}
      />
    );
  }

  return (
    <Root>
      {list}
      {messages.data !== undefined && messages.isError ? (
        <Stale role="status">Could not refresh the chat. Retrying...</Stale>
      ) : null}
      <ChatMessageForm channelId={channelId} username={username} onSent={stick} />
    </Root>
  );
}
