import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { POST_MAX_CHARS, postTextLength, useCreatePost, useMutationErrorNotice } from 'shared-api';
import { Button, CardSection, Spinner, notify } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';
import { useMediaAttachment } from '../hooks/use-media-attachment';
import { AttachmentPreview } from './attachment-preview';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Counter = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : 'inherit')};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : 'inherit')};
`;

/**
 * The /Shorts composer (docs/routes-and-screens.md): up to 280 characters (counted as the
 * server counts them) and an optional image or video; empty -> attached -> submitting ->
 * success, which clears both.
 */
export function PostComposer() {
  const [text, setText] = useState('');
  const { attachment, isReading, attach, remove } = useMediaAttachment();
  const createPost = useCreatePost();
  const fileInput = useRef<HTMLInputElement>(null);

  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Login Required',
      description: 'Please log in to post. Redirecting...',
    },
    failed: {
      title: 'Post Failed',
      description: 'There was an error sharing your post. Please try again.',
    },
  });

  const length = postTextLength(text);
  const overLimit = length > POST_MAX_CHARS;
  const submitting = createPost.isPending;
  const hasContent = text !== '' || attachment !== null;

  function reset() {
    setText('');
    remove();
  }

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after Remove) fires a change.
    event.target.value = '';
    if (file) void attach(file);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || overLimit || isReading) return;
    if (text.trim() === '' && attachment === null) {
      notify({
        title: 'Empty Post',
        description: 'Please add some text or upload a file.',
        variant: 'destructive',
      });
      return;
    }
    createPost.mutate(
      {
        text,
        mediaUrl: attachment?.dataUrl ?? null,
        mediaType: attachment?.mediaType ?? null,
      },
      {
        onSuccess: () => {
          reset();
          notify({ title: 'Post Successful!', description: 'Your post has been shared.' });
        },
        onError: notifyError,
      },
    );
  }

  return (
    <CardSection title="Share a post">
      <Form onSubmit={handleSubmit} aria-busy={submitting}>
        <Field
          label="Your post"
          hint={
            <Counter $over={overLimit}>
              {length}/{POST_MAX_CHARS}
            </Counter>
          }
          error={
            overLimit
              ? `${length - POST_MAX_CHARS} over the ${POST_MAX_CHARS}-character limit`
              : undefined
          }
        >
          <TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="What's on your mind?"
            rows={4}
            disabled={submitting}
          />
        </Field>

        {attachment ? (
          <AttachmentPreview attachment={attachment} onRemove={remove} disabled={submitting} />
        ) : null}

        <Row>
          <Group>
            <input
              ref={fileInput}
              type="file"
              accept="image/*,video/*"
              aria-label="Attach an image or video"
              hidden
              onChange={handleFileChange}
            />
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={submitting || isReading}
            >
              {attachment ? 'Replace image or video' : 'Add image or video'}
            </Button>
            {isReading ? <Spinner size="sm" label="Reading the file" /> : null}
          </Group>
          <Group>
            <Button $variant="ghost" onClick={reset} disabled={submitting || !hasContent}>
              Clear
            </Button>
            <Button type="submit" disabled={submitting || overLimit || isReading}>
              {submitting ? 'POSTING...' : 'PAID POST'}
            </Button>
          </Group>
        </Row>
      </Form>
    </CardSection>
  );
}
