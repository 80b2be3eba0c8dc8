import { useEffect, useMemo, useRef } from 'react';
import {
  useAuthUser,
  useChatMessages,
  useChatSettings,
  useOwnHeldChatMessages,
  type ChatMessage,
} from 'shared-api';
import { EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { ChatMessageForm } from './chat-message-form';
import { ChatMessageList } from './chat-message-list';
import { ChatModerationActions } from './chat-moderation-actions';
import { ChatRestrictionsList } from './chat-restrictions-list';
import { HeldMessagesQueue } from './held-messages-queue';
import { SlowModeForm } from './slow-mode-form';

const Root = styled(Stack).attrs({ $gap: 3 })``;

const Stale = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Moderation = styled(Stack).attrs({ $gap: 3 })`
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

/** The channel's messages and this tab's own held ones (until approved or removed), by id. */
function withOwnHeld(messages: ChatMessage[], ownHeld: ChatMessage[]): ChatMessage[] {
  const shown = new Set(messages.map((message) => message.id));
  const waiting = ownHeld.filter((message) => !shown.has(message.id));
  if (waiting.length === 0) return messages;
  return [...messages, ...waiting].sort((a, b) => a.id - b.id);
}

export interface ChatRoomProps {
  channelId: string;
  username: string;
}

/**
 * The open chat: the latest 50 messages, refreshed every 3 s, and the message box. Slow mode
 * is stated to all; moderators (the server says who) also get the tools on each message, the
 * slow-mode setting and the held queue; support also the bans and time-outs, with Lift.
 */
export function ChatRoom({ channelId, username }: ChatRoomProps) {
  const messages = useChatMessages(channelId);
  const ownHeld = useOwnHeldChatMessages(channelId);
  const settings = useChatSettings(channelId);
  // Not read (an error is only logged): no tools, no slow-mode line; the server decides anyway.
  const isModerator = settings.data?.isModerator ?? false;
  const slowModeSeconds = settings.data?.slowModeSeconds ?? 0;
  // Support also lists and lifts bans; debaters cannot undo them (docs/roles.md).
  const isSupport = useAuthUser().user?.isAdmin ?? false;
  const shown = useMemo(
    () => (messages.data === undefined ? undefined : withOwnHeld(messages.data, ownHeld)),
    [messages.data, ownHeld],
  );
  const scroller = useRef<HTMLDivElement>(null);
  const { onScroll, stick } = useStickToBottom(scroller, shown?.at(-1)?.id);

  // A failed fetch is only logged; the polls go on and the list recovers by itself.
  useEffect(() => {
    if (messages.error) console.error('Chat messages not loaded:', messages.error);
  }, [messages.error]);
  useEffect(() => {
    if (settings.error) console.error('Chat settings not loaded:', settings.error);
  }, [settings.error]);

  let list;
  if (shown === undefined && messages.isPending) {
    list = <LoadingState label={t('chat.loading')} />;
  } else if (shown === undefined) {
    list = (
      <ErrorState
        title={t('chat.loadError')}
        message={t('chat.loadErrorHelp')}
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (shown.length === 0) {
    list = <EmptyState title={t('chat.empty')} text={t('chat.emptyHelp')} />;
  } else {
    list = (
      <ChatMessageList
        ref={scroller}
        onScroll={onScroll}
        messages={shown}
        ownUsername={username}
        renderActions={
          isModerator
            ? (message) => <ChatModerationActions channelId={channelId} message={message} />
            : undefined
        }
      />
    );
  }

  return (
    <Root>
      {list}
      {messages.data !== undefined && messages.isError ? (
        <Stale role="status">{t('chat.stale')}</Stale>
      ) : null}
      {slowModeSeconds > 0 ? (
        <Note>
          {isModerator
            ? t('chat.slowModeNoteModerator', { seconds: slowModeSeconds })
            : t('chat.slowModeNote', { seconds: slowModeSeconds })}
        </Note>
      ) : null}
      <ChatMessageForm
        channelId={channelId}
        username={username}
        onSent={stick}
        holdsLinks={!isModerator}
      />
      {isModerator ? (
        <Moderation as="section" aria-label={t('moderation.section')}>
          <SlowModeForm channelId={channelId} seconds={slowModeSeconds} />
          <HeldMessagesQueue channelId={channelId} />
          {isSupport ? <ChatRestrictionsList channelId={channelId} /> : null}
        </Moderation>
      ) : null}
    </Root>
  );
}
