import { BadgeCheck } from 'lucide';
import type { ReactNode, Ref, UIEventHandler } from 'react';
import type { ChatMessage } from 'shared-api';
import { Cluster, Icon, Stack, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { timeLocale } from '../local-time';

// The log role sits on a wrapper, not on the list: on the <ol> it would hide the list role and
// leave every <li> without a list parent (axe: listitem, serious).
const Scroller = styled.div<{ $compact: boolean }>`
  height: ${({ $compact }) => ($compact ? 'auto' : '20rem')};
  max-height: 20rem;
  padding: ${({ theme }) => theme.space[3]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const List = styled(Stack).attrs({ as: 'ol', $gap: 3 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $own: boolean }>`
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 2px solid
    ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.borderStrong)};
`;

const Meta = styled(Cluster).attrs({ $gap: 2, $align: 'baseline', $wrap: false })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Username = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryText};
  overflow-wrap: anywhere;
`;

/** The account behind the message is the activated candidate of that name. */
const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.goldText};
`;

const Time = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A message of this tab's that waits for a moderator (it holds a link). */
const Awaiting = styled.span`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.warningText};
`;

const Text = styled.p`
  margin: 0;
  /* Messages are plain text: keep the sender's line breaks, wrap long words. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function timeOfDay(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString(timeLocale(), {
    hour: 'numeric',
    minute: '2-digit',
  });
}

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** The viewer's own username: their messages are marked. */
  ownUsername: string;
  /** The scrolling element, for the owner's useStickToBottom. */
  ref?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  /** The log's accessible name ('Chat messages'). */
  label?: string;
  /** As tall as its messages (the held queue), not the chat's fixed height. */
  compact?: boolean;
  /** A moderator's tools under each message. */
  renderActions?: (message: ChatMessage) => ReactNode;
}

/**
 * The latest messages, oldest first. Rendered as text by React
 * (never as HTML), so markup in a message shows as the characters it is.
 */
export function ChatMessageList({
  messages,
  ownUsername,
  ref,
  onScroll,
  label = t('chat.messages'),
  compact = false,
  renderActions,
}: ChatMessageListProps) {
  return (
    <Scroller
      ref={ref}
      onScroll={onScroll}
      $compact={compact}
      role="log"
      aria-label={label}
      // Focusable so keyboard users can scroll back through the history.
      tabIndex={0}
    >
      <List>
        {messages.map((message) => (
          <Item key={message.id} $own={message.username === ownUsername}>
            <Meta>
              <Username>{message.username}</Username>
              {message.verified ? (
                <Verified title={t('chat.verifiedTitle')}>
                  <Icon icon={BadgeCheck} size={12} />
                  {t('chat.verified')}
                  <VisuallyHidden> {t('chat.verifiedCandidate')}</VisuallyHidden>
                </Verified>
              ) : null}
              <Time dateTime={message.timestamp}>{timeOfDay(message.timestamp)}</Time>
              {message.isModerated ? <Awaiting>{t('chat.awaitingReview')}</Awaiting> : null}
            </Meta>
            <Text>{message.message}</Text>
            {renderActions?.(message)}
          </Item>
        ))}
      </List>
    </Scroller>
  );
}
