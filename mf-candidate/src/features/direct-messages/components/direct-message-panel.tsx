import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  FORM_MAX,
  loginUrl,
  setServerFieldErrors,
  useSendDirectMessage,
  type AuthUser,
  type Candidate,
  type SendDirectMessageBody,
} from 'shared-api';
import { sendDirectMessageBodySchema } from 'shared-api/contracts';
import { Button, Cluster, notify, Spinner, TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import { t } from '../../../candidate-page-messages';
import { t as tShared } from '../../../messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
`;

const Actions = styled(Cluster).attrs({ $gap: 3 })``;

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
        <p>{t('dm.logInPrompt')}</p>
        <Button as="a" href={loginUrl()}>
          {tShared('common.logIn')}
        </Button>
      </Note>
    );
  }
  if (candidate.userId === null) {
    // A standalone application made while logged out: nobody could read the message.
    return (
      <Note>
        <p>{t('dm.cannotReceive', { name: candidate.name })}</p>
      </Note>
    );
  }
  // Keyed: another candidate's panel starts a form of its own (the ids are part of its values).
  return (
    <DirectMessageForm
      key={`${candidate.id}-${candidate.userId}`}
      candidateId={candidate.id}
      recipientId={candidate.userId}
    />
  );
}

/** The fields a refused send's messages may land on (the ids are the panel's, not typed). */
const FIELDS: readonly (keyof SendDirectMessageBody)[] = ['subject', 'message'];

function DirectMessageForm({
  candidateId,
  recipientId,
}: {
  candidateId: number;
  recipientId: number;
}) {
  // The body the server validates, ids included, checked with the server's own schema.
  const { register, handleSubmit, reset, setError, control, formState } =
    useForm<SendDirectMessageBody>({
      resolver: zodResolver(sendDirectMessageBodySchema),
      defaultValues: { recipientId, candidateId, subject: '', message: '' },
    });
  const { errors } = formState;
  const [subject, message] = useWatch({ control, name: ['subject', 'message'] });
  const send = useSendDirectMessage();
  const sending = send.isPending;
  // Disabled unless both are filled (spaces alone do not count).
  const complete = subject.trim() !== '' && message.trim() !== '';

  const submit = handleSubmit((body) => {
    if (sending) return;
    send.mutate(body, {
      onSuccess: () => {
        reset();
        notify({
          title: t('dm.sentTitle'),
          description: t('dm.sent'),
        });
      },
      onError: (error) => {
        // The fields are disabled until this answer re-renders the form: no focus to move.
        setServerFieldErrors(error, setError, FIELDS, { shouldFocus: false });
        notify({
          title: t('common.error'),
          description: t('dm.failed'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <Form onSubmit={submit} aria-label={t('dm.formLabel')} aria-busy={sending}>
      <Field label={t('dm.subject')} error={errors.subject?.message}>
        <TextInput
          maxLength={FORM_MAX.messageSubject}
          disabled={sending}
          {...register('subject')}
        />
      </Field>
      <Field label={t('dm.message')} error={errors.message?.message}>
        <TextArea
          maxLength={FORM_MAX.messageBody}
          rows={6}
          disabled={sending}
          {...register('message')}
        />
      </Field>
      <Actions>
        <Button type="submit" disabled={!complete || sending}>
          {t('dm.send')}
        </Button>
        {sending ? <Spinner size="sm" label={t('dm.sending')} /> : null}
      </Actions>
    </Form>
  );
}
