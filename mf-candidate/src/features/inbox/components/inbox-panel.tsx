import styled from 'styled-components';
import {
  useCandidateMessages,
  useMarkMessageRead,
  type DirectMessage,
  readableError,
} from 'shared-api';
import { EmptyState, ErrorState, LoadingState, notify, Stack } from 'shared-ui';
import { t, tCountAsIs } from '../../../candidate-page-messages';
import { InboxMessage } from './inbox-message';

/** The inbox list is 500 px high and scrolls inside itself. */
export const INBOX_HEIGHT_PX = 500;

const Scroller = styled.div`
  height: ${INBOX_HEIGHT_PX}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: ${({ theme }) => theme.space[1]};
`;

const List = styled(Stack).attrs({ as: 'ul', $gap: 3 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Inbox tab, for the candidate's owner only (the server refuses anyone else). Opening an
 * unread message marks it read on the server; the list then shows the server's state.
 */
export function InboxPanel({ candidateId }: { candidateId: number }) {
  const inbox = useCandidateMessages(candidateId, true);
  const markRead = useMarkMessageRead();

  if (inbox.isLoading) return <LoadingState label={t('inbox.loading')} />;
  if (inbox.error) {
    return (
      <ErrorState
        title={t('inbox.loadError')}
        message={readableError(inbox.error)}
        error={inbox.error}
        onRetry={() => void inbox.refetch()}
      />
    );
  }
  const messages = inbox.data ?? [];
  if (messages.length === 0) return <EmptyState headingLevel={3} title={t('inbox.empty')} />;

  const unread = messages.filter((message) => !message.isRead).length;

  function open(message: DirectMessage) {
    if (message.isRead || markRead.isPending) return;
    markRead.mutate(message.id, {
      onError: () =>
        notify({
          title: t('common.error'),
          description: t('inbox.markFailed'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <Summary aria-live="polite">
        {tCountAsIs('inbox.summaryOne', 'inbox.summaryOther', messages.length, { unread })}
      </Summary>
      <Scroller data-testid="inbox-scroller">
        <List aria-label={t('inbox.messages')}>
          {messages.map((message) => (
            <li key={message.id}>
              <InboxMessage message={message} onOpen={() => open(message)} />
            </li>
          ))}
        </List>
      </Scroller>
    </>
  );
}
