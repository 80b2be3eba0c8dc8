import { useForm } from 'react-hook-form';
import { CHAT_USERNAME_MAX } from 'shared-api';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { chatJoinResolver, fieldErrorText, type ChatJoinValues } from '../chat-schemas';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface ChatJoinFormProps {
  initialUsername?: string;
  onJoin: (username: string) => void;
}

/** The chat panel: a username first (required, at most 20 characters), then Join. */
export function ChatJoinForm({ initialUsername = '', onJoin }: ChatJoinFormProps) {
  // The server checks every message's username with this same rule (the send body's schema).
  const { register, handleSubmit, clearErrors, formState } = useForm<ChatJoinValues>({
    resolver: chatJoinResolver,
    defaultValues: { username: initialUsername },
    // A refused name's message stays until the name is edited, and Join checks again; the focus
    // stays where it is (on Join when it was clicked).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // The name as the schema gives it back: trimmed.
  const submit = handleSubmit(({ username }) => onJoin(username));

  return (
    <Form
      onSubmit={submit}
      onFocus={chatJoinResolver.prepare}
      aria-label={t('chat.joinLabel')}
      noValidate
    >
      <Field
        label={t('chat.username')}
        hint={t('chat.usernameHint', { max: CHAT_USERNAME_MAX })}
        error={fieldErrorText(formState.errors.username)}
        required
      >
        <TextInput
          autoComplete="nickname"
          placeholder={t('chat.usernamePlaceholder')}
          {...register('username', { onChange: () => clearErrors('username') })}
        />
      </Field>
      <Button type="submit" $fullWidth>
        {t('chat.join')}
      </Button>
    </Form>
  );
}
