import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { DirectMessage } from 'shared-api';
import { Badge, Cluster, lazyDateFormat } from 'shared-ui';
import { t } from '../../../candidate-page-messages';

// The whole card is one button (Enter or a click opens it), so its parts are spans laid out
// as blocks: a button may only hold phrasing content.
const Card = styled.button<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  text-align: left;
  cursor: pointer;

  ${({ theme, $unread }) =>
    $unread &&
    css`
      border-left-color: ${theme.colors.primary};
      background: ${theme.colors.surfaceRaised};
      color: ${theme.colors.text};
    `}

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const Top = styled(Cluster).attrs({ as: 'span', $gap: 2, $justify: 'space-between' })`
  min-width: 0;
`;

const Subject = styled.span<{ $unread: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme, $unread }) =>
    $unread ? theme.fontWeights.bold : theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Sent = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const From = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

// Text only (never HTML); pre-wrap keeps the sender's line breaks.
const Body = styled.span`
  display: block;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const sentFormat = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

export interface InboxMessageProps {
  message: DirectMessage;
  onOpen: () => void;
}

/** One inbox message: subject, sent date, 'From' line and text; unread ones stand out. */
export function InboxMessage({ message, onOpen }: InboxMessageProps) {
  const id = useId();
  const unread = !message.isRead;
  const sender = message.senderName?.trim() || t('inbox.anonymous');
  return (
    <Card
      type="button"
      $unread={unread}
      data-unread={unread}
      aria-labelledby={`${id}-subject`}
      aria-describedby={`${id}-from ${id}-sent ${id}-body`}
      onClick={onOpen}
    >
      <Top>
        <Subject id={`${id}-subject`} $unread={unread}>
          {message.subject}
          {unread ? <Badge $tone="green">{t('inbox.unread')}</Badge> : null}
        </Subject>
        <Sent id={`${id}-sent`} dateTime={message.sentAt}>
          {sentFormat(new Date(message.sentAt))}
        </Sent>
      </Top>
      <From id={`${id}-from`}>{t('inbox.from', { sender })}</From>
      <Body id={`${id}-body`}>{message.message}</Body>
    </Card>
  );
}
