import { useId, useState } from 'react';
import {
  CHAT_TIMEOUT_MINUTES,
  readableError,
  useChatModeration,
  type ChatMessage,
  type ChatModerationAction,
} from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { localTime } from '../local-time';

const Tools = styled(Cluster).attrs({ $gap: 2 })`
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Confirm = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface ChatModerationActionsProps {
  channelId: string;
  message: ChatMessage;
}

/** What a moderator reads after an action went through. */
function doneText(action: ChatModerationAction, username: string, until?: string | null): string {
  switch (action.kind) {
    case 'approve':
      return t('moderation.approved');
    case 'reject':
      return t('moderation.rejected');
    case 'delete':
      return t('moderation.deleted');
    case 'restrict':
      return until
        ? t('moderation.timedOut', { name: username, time: localTime(until) })
        : t('moderation.banned', { name: username });
    case 'slow-mode':
      return '';
  }
}

/**
 * A moderator's actions on one message (docs/roles.md "Chat moderator"), behind a Moderate
 * button so the list stays readable: approve or reject (held messages), delete, time out for
 * 1, 10 or 60 minutes, ban (asks to confirm). Buttons, so all of it works from the keyboard.
 * The server checks every action; these are only shown to those it says moderate.
 */
export function ChatModerationActions({ channelId, message }: ChatModerationActionsProps) {
  const [open, setOpen] = useState(false);
  const [confirmingBan, setConfirmingBan] = useState(false);
  const moderation = useChatModeration(channelId);
  const toolsId = useId();
  const busy = moderation.isPending;
  const name = message.username;

  function run(action: ChatModerationAction) {
    moderation.mutate(action, {
      onSuccess: (answer) => {
        const until = answer !== null && 'until' in answer ? answer.until : undefined;
        notify({ title: t('moderation.done'), description: doneText(action, name, until) });
        setConfirmingBan(false);
        setOpen(false);
      },
      onError: (error) => {
        console.error('Chat moderation failed:', error);
        notify({
          title: t('moderation.notDone'),
          description: readableError(error),
          variant: 'destructive',
        });
      },
    });
  }
  const on = { messageId: message.id };

  return (
    <>
      <Button
        type="button"
        $variant="ghost"
        $size="sm"
        aria-expanded={open}
        aria-controls={open ? toolsId : undefined}
        aria-label={t('moderation.moderateLabel', { name })}
        onClick={() => {
          setOpen((value) => !value);
          setConfirmingBan(false);
        }}
      >
        {t('moderation.moderate')}
      </Button>
      {open ? (
        <Tools id={toolsId} role="group" aria-label={t('moderation.toolsLabel', { name })}>
          {confirmingBan ? (
            <>
              <Confirm>{t('moderation.confirmQuestion', { name })}</Confirm>
              <Button
                type="button"
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() => run({ kind: 'restrict', ...on, body: { kind: 'ban' } })}
              >
                {t('moderation.confirmBan')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                autoFocus
                onClick={() => setConfirmingBan(false)}
              >
                {t('moderation.cancel')}
              </Button>
            </>
          ) : (
            <>
              {message.isModerated ? (
                <>
                  <Button
                    type="button"
                    $size="sm"
                    disabled={busy}
                    onClick={() => run({ kind: 'approve', ...on })}
                  >
                    {t('moderation.approve')}
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    disabled={busy}
                    onClick={() => run({ kind: 'reject', ...on })}
                  >
                    {t('moderation.reject')}
                  </Button>
                </>
              ) : (
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  disabled={busy}
                  onClick={() => run({ kind: 'delete', ...on })}
                >
                  {t('moderation.delete')}
                </Button>
              )}
              {CHAT_TIMEOUT_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  disabled={busy}
                  onClick={() =>
                    run({ kind: 'restrict', ...on, body: { kind: 'timeout', minutes } })
                  }
                >
                  {t('moderation.timeOut', { minutes })}
                </Button>
              ))}
              <Button
                type="button"
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() => setConfirmingBan(true)}
              >
                {t('moderation.ban')}
              </Button>
            </>
          )}
        </Tools>
      ) : null}
    </>
  );
}
