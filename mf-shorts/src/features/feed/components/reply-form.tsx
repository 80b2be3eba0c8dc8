import { useState, type FormEvent } from 'react';
import {
  COMMENT_MAX_CHARS,
  postTextLength,
  useCreatePostComment,
  useMutationErrorNotice,
} from 'shared-api';
import { Button, notify } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Counter = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : 'inherit')};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : 'inherit')};
`;

/** The reply box under a post: up to 280 characters, counted as the server counts them. */
export function ReplyForm({ postId }: { postId: number }) {
  const [text, setText] = useState('');
  const createComment = useCreatePostComment();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Login Required',
      description: 'Please log in to reply. Redirecting...',
    },
    failed: {
      title: 'Reply Failed',
      description: 'There was an error posting your reply. Please try again.',
    },
  });

  const length = postTextLength(text);
  const overLimit = length > COMMENT_MAX_CHARS;
  const submitting = createComment.isPending;
  const canSend = text.trim() !== '' && !overLimit && !submitting;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    createComment.mutate(
      { postId, text },
      {
        onSuccess: () => {
          setText('');
          notify({ title: 'Reply Posted', description: 'Your reply has been added.' });
        },
        onError: notifyError,
      },
    );
  }

  return (
    <Form onSubmit={handleSubmit} aria-busy={submitting} aria-label="Reply to this post">
      <Field
        label="Your reply"
        hint={
          <Counter $over={overLimit}>
            {length}/{COMMENT_MAX_CHARS}
          </Counter>
        }
        error={
          overLimit
            ? `${length - COMMENT_MAX_CHARS} over the ${COMMENT_MAX_CHARS}-character limit`
            : undefined
        }
      >
        <TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Write a reply"
          rows={2}
          readOnly={submitting}
        />
      </Field>
      <Row>
        <Button type="submit" $size="sm" disabled={!canSend}>
          {submitting ? 'Replying...' : 'Reply'}
        </Button>
      </Row>
    </Form>
  );
}
