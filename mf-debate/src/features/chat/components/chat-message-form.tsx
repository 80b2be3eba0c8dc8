import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CHAT_MESSAGE_MAX,
  containsLink,
  setServerFieldErrors,
  useSendChatMessage,
  type SendChatMessageBody,
} from 'shared-api';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { chatMessageResolver, fieldErrorText } from '../chat-schemas';
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
  /** Messages with links wait for a moderator (not a moderator's own): say so beforehand. */
  holdsLinks?: boolean;
}

/** The message box: Enter sends; blank, over 500 characters or still sending cannot. */
export function ChatMessageForm({
  channelId,
  username,
  onSent,
  holdsLinks = true,
}: ChatMessageFormProps) {
  // The body the server validates, ids included, checked with the server's own schema.
  const {
    register,
    handleSubmit,
    resetField,
    setValue,
    setError,
    clearErrors,
    setFocus,
    control,
    formState: { errors },
  } = useForm<SendChatMessageBody>({
    resolver: chatMessageResolver,
    defaultValues: { channelId, username, message: '', isModerated: false },
    // A message under the box stays until the text is edited; the focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The ids follow the props; the text typed so far stays.
  useEffect(() => {
    setValue('channelId', channelId);
    setValue('username', username);
  }, [channelId, username, setValue]);
  const text = useWatch({ control, name: 'message' });
  const send = useSendChatMessage();
  const sending = send.isPending;

  // The viewer has just pressed Join: the message box is where they go next.
  useEffect(() => setFocus('message'), [setFocus]);

  // The same rules the server applies (trimmed, non-blank, at most 500).
  const length = text.trim().length;
  const overLimit = length > CHAT_MESSAGE_MAX;
  const canSend = length > 0 && !overLimit && !sending;

  // The body as the schema gives it back (the text trimmed).
  const submit = handleSubmit((body) => {
    if (sending) return;
    send.mutate(body, {
      onSuccess: () => {
        resetField('message');
        onSent();
      },
      onError: (error) => {
        // A failed send is logged (docs/errors.md); the sender also reads why it failed: the
        // server's message for the text, else its other words (sendErrorText). The box keeps
        // the keyboard focus while sending: no focus to move.
        console.error('Chat message not sent:', error);
        if (
          setServerFieldErrors(error, setError, ['message'], { shouldFocus: false }).length === 0
        ) {
          setError('message', { type: 'server', message: sendErrorText(error) });
        }
      },
    });
  });

  const limitError = overLimit
    ? t('chat.messageTooLong', { max: CHAT_MESSAGE_MAX, over: length - CHAT_MESSAGE_MAX })
    : undefined;
  // Only the text has a box: a refused name or channel (checked before sending, in the order
  // sendErrorText reads a refusal) shows under it too.
  const bodyError =
    fieldErrorText(errors.message) ??
    fieldErrorText(errors.username) ??
    fieldErrorText(errors.channelId);

  return (
    <Form
      onSubmit={submit}
      onFocus={chatMessageResolver.prepare}
      aria-label={t('chat.sendLabel')}
      aria-busy={sending}
      noValidate
    >
      <Row>
        <Field
          label={t('chat.message')}
          hint={
            <>
              <Counter $over={overLimit}>
                {length}/{CHAT_MESSAGE_MAX}
              </Counter>
              {holdsLinks && containsLink(text) ? ` · ${t('chat.linksHeld')}` : null}
            </>
          }
          error={limitError ?? bodyError}
        >
          <TextInput
            {...register('message', { onChange: () => clearErrors() })}
            // Read-only, not disabled, while sending: the box keeps the keyboard focus.
            readOnly={sending}
            placeholder={t('chat.messagePlaceholder')}
            autoComplete="off"
          />
        </Field>
        <SendButton type="submit" disabled={!canSend}>
          {sending ? t('chat.sending') : t('chat.send')}
        </SendButton>
      </Row>
    </Form>
  );
}
