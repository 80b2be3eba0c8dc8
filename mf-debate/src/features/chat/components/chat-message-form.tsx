import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX, useSendChatMessage } from 'shared-api';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import styled from 'styled-components';
import { prepareChatSchemas, withChatSchemas } from '../chat-schemas';
import { sendErrorText } from '../send-error-text';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
  }
`;

const SendButton = styled(Button)`
  /* Lines up with the input under the field's label. */
  margin-top: 1.5rem;
`;

const Counter = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : 'inherit')};
`;

export interface ChatMessageFormProps {
  channelId: string;
  username: string;
  /** After a message went through (the list scrolls to it). */
  onSent: () => void;
}

/** The message box: Enter sends; blank, over 500 characters or still sending cannot. */
export function ChatMessageForm({ channelId, username, onSent }: ChatMessageFormProps) {
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const send = useSendChatMessage();
  const sending = send.isPending;

  // The viewer has just pressed Join: the message box is where they go next.
  useEffect(() => input.current?.focus(), []);

  // The same rules the server applies (trimmed, non-blank, at most 500).
  const length = text.trim().length;
  const overLimit = length > CHAT_MESSAGE_MAX;
  const canSend = length > 0 && !overLimit && !sending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    withChatSchemas(({ chatMessageTextSchema }) => {
      const parsed = chatMessageTextSchema.safeParse(text);
      if (!parsed.success || sending) return;
      setSendError(undefined);
      send.mutate(
        { channelId, username, message: parsed.data, isModerated: false },
        {
          onSuccess: () => {
            setText('');
            onSent();
          },
          onError: (error) => {
            // A failed send is logged (docs/errors.md); the sender also reads why it failed.
            console.error('Chat message not sent:', error);
            setSendError(sendErrorText(error));
          },
        },
      );
    }, setSendError);
  }

  const limitError = overLimit
    ? `Message must be at most ${CHAT_MESSAGE_MAX} characters (${length - CHAT_MESSAGE_MAX} over)`
    : undefined;

  return (
    <Form
      onSubmit={handleSubmit}
      onFocus={prepareChatSchemas}
      aria-label="Send a chat message"
      aria-busy={sending}
      noValidate
    >
      <Row>
        <Field
          label="Message"
          hint={
            <Counter $over={overLimit}>
              {length}/{CHAT_MESSAGE_MAX}
            </Counter>
          }
          error={limitError ?? sendError}
        >
          <TextInput
            ref={input}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSendError(undefined);
            }}
            // Read-only, not disabled, while sending: the box keeps the keyboard focus.
            readOnly={sending}
            placeholder="Say something..."
            autoComplete="off"
          />
        </Field>
        <SendButton type="submit" disabled={!canSend}>
          {sending ? 'Sending...' : 'Send'}
        </SendButton>
      </Row>
    </Form>
  );
}
