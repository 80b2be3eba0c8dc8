import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  FORM_MAX,
  loginUrl,
  useSendDirectMessage,
  type AuthUser,
  type Candidate,
} from 'shared-api';
import { Button, Spinner, TextInput, notify } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DirectMessagePanelProps {
  candidate: Pick<Candidate, 'id' | 'userId' | 'name'>;
  /** The logged-in user, or null for a visitor. */
  user: AuthUser | null;
}

/**
 * Direct Message tab (docs/roles.md): a visitor is asked to log in; a logged-in
 * user writes a subject and a message, which go to the account that owns the candidate.
 */
export function DirectMessagePanel({ candidate, user }: DirectMessagePanelProps) {
  if (!user) {
    return (
      <Note>
        <p>Please log in to send messages</p>
        <Button as="a" href={loginUrl()}>
          Log In
        </Button>
      </Note>
    );
  }
  if (candidate.userId === null) {
    // A standalone application made while logged out: nobody could read the message.
    return (
      <Note>
        <p>{candidate.name} cannot receive messages yet.</p>
      </Note>
    );
  }
  return <DirectMessageForm candidateId={candidate.id} recipientId={candidate.userId} />;
}

function DirectMessageForm({
  candidateId,
  recipientId,
}: {
  candidateId: number;
  recipientId: number;
}) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendDirectMessage();
  const sending = send.isPending;
  // Disabled unless both are filled (spaces alone do not count).
  const complete = subject.trim() !== '' && message.trim() !== '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || sending) return;
    send.mutate(
      { recipientId, candidateId, subject, message },
      {
        onSuccess: () => {
          setSubject('');
          setMessage('');
          notify({
            title: 'Message Sent',
            description: 'Your message has been sent to the candidate.',
          });
        },
        onError: () =>
          notify({
            title: 'Error',
            description: 'Failed to send message. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Form onSubmit={handleSubmit} aria-label="Send a direct message" aria-busy={sending}>
      <Field label="Subject">
        <TextInput
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={FORM_MAX.messageSubject}
          disabled={sending}
        />
      </Field>
      <Field label="Message">
        <TextArea
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={FORM_MAX.messageBody}
          rows={6}
          disabled={sending}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={!complete || sending}>
          Send Message
        </Button>
        {sending ? <Spinner size="sm" label="Sending your message" /> : null}
      </Actions>
    </Form>
  );
}
