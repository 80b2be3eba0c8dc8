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
      return 'The message is now shown to everyone.';
    case 'reject':
      return 'The message was rejected; nobody else will see it.';
    case 'delete':
      return 'The message was deleted for everyone.';
    case 'restrict':
      return until
        ? `${username} is timed out of this chat until ${localTime(until)}.`
        : `${username} is banned from this chat.`;
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
        notify({ title: 'Done', description: doneText(action, name, until) });
        setConfirmingBan(false);
        setOpen(false);
      },
      onError: (error) => {
        console.error('Chat moderation failed:', error);
        notify({ title: 'Not done', description: readableError(error), variant: 'destructive' });
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
        aria-label={`Moderate the message from ${name}`}
        onClick={() => {
          setOpen((value) => !value);
          setConfirmingBan(false);
        }}
      >
        Moderate
      </Button>
      {open ? (
        <Tools id={toolsId} role="group" aria-label={`Moderation of the message from ${name}`}>
          {confirmingBan ? (
            <>
              <Confirm>Ban {name} from this chat?</Confirm>
              <Button
                type="button"
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() => run({ kind: 'restrict', ...on, body: { kind: 'ban' } })}
              >
                Confirm ban
              </Button>
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                autoFocus
                onClick={() => setConfirmingBan(false)}
              >
                Cancel
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
                    Approve
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    disabled={busy}
                    onClick={() => run({ kind: 'reject', ...on })}
                  >
                    Reject
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
                  Delete
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
                  Time out {minutes} min
                </Button>
              ))}
              <Button
                type="button"
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() => setConfirmingBan(true)}
              >
                Ban
              </Button>
            </>
          )}
        </Tools>
      ) : null}
    </>
  );
}
