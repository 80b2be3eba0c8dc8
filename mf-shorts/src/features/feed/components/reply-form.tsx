import { useForm, useWatch } from 'react-hook-form';
import {
  COMMENT_MAX_CHARS,
  postTextLength,
  setServerFieldErrors,
  useCreatePostComment,
  useMutationErrorNotice,
  type CreateCommentBody,
} from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { contractMessage } from '../../contract-messages';
import { commentResolver } from '../../post-resolvers';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled(Cluster).attrs({
  $gap: 0,
  $align: 'stretch',
  $justify: 'flex-end',
  $wrap: false,
})``;

const Counter = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : 'inherit')};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : 'inherit')};
`;

/** The reply box under a post: up to 280 characters, counted as the server counts them. */
export function ReplyForm({ postId }: { postId: number }) {
  const { register, handleSubmit, reset, setError, control, formState } =
    useForm<CreateCommentBody>({ resolver: commentResolver, defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  const createComment = useCreatePostComment();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('reply.loginRequired'),
    },
    failed: {
      title: t('reply.failedTitle'),
      description: t('reply.failed'),
    },
  });

  const length = postTextLength(text);
  const overLimit = length > COMMENT_MAX_CHARS;
  const submitting = createComment.isPending;
  const canSend = text.trim() !== '' && !overLimit && !submitting;

  // Checked with the comment body's schema, the server's own.
  const submit = handleSubmit((body) => {
    if (submitting) return;
    createComment.mutate(
      { postId, ...body },
      {
        onSuccess: () => {
          reset();
          notify({ title: t('reply.doneTitle'), description: t('reply.done') });
        },
        onError: (error) => {
          notifyError(error);
          setServerFieldErrors(error, setError, ['text']);
        },
      },
    );
  });

  return (
    <Form
      onSubmit={submit}
      onFocus={commentResolver.prepare}
      aria-busy={submitting}
      aria-label={t('reply.formLabel')}
    >
      <Field
        label={t('reply.label')}
        hint={
          <Counter $over={overLimit}>
            {length}/{COMMENT_MAX_CHARS}
          </Counter>
        }
        error={
          overLimit
            ? t('form.overLimit', { over: length - COMMENT_MAX_CHARS, max: COMMENT_MAX_CHARS })
            : contractMessage(formState.errors.text?.message)
        }
      >
        <TextArea
          placeholder={t('reply.placeholder')}
          rows={2}
          readOnly={submitting}
          {...register('text')}
        />
      </Field>
      <Row>
        <Button type="submit" $size="sm" disabled={!canSend}>
          {submitting ? t('reply.sending') : t('reply.submit')}
        </Button>
      </Row>
    </Form>
  );
}
