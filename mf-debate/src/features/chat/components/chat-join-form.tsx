import { useState, type FormEvent } from 'react';
import { CHAT_USERNAME_MAX } from 'shared-api';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import styled from 'styled-components';
import { prepareChatSchemas, withChatSchemas } from '../chat-schemas';

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
  const [username, setUsername] = useState(initialUsername);
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    withChatSchemas(({ chatUsernameSchema }) => {
      // The server checks every message's username with this same schema.
      const parsed = chatUsernameSchema.safeParse(username);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      onJoin(parsed.data);
    }, setError);
  }

  return (
    <Form
      onSubmit={handleSubmit}
      onFocus={prepareChatSchemas}
      aria-label="Join the chat"
      noValidate
    >
      <Field
        label="Username"
        hint={`The name others see beside your messages (up to ${CHAT_USERNAME_MAX} characters).`}
        error={error}
        required
      >
        <TextInput
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setError(undefined);
          }}
          autoComplete="nickname"
          placeholder="Pick a username"
        />
      </Field>
      <Button type="submit" $fullWidth>
        Join
      </Button>
    </Form>
  );
}
