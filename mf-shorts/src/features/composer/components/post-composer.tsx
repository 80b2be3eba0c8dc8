import { useEffect, useRef, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  ALT_TEXT_MAX_CHARS,
  EMPTY_POST_MESSAGE,
  POST_MAX_CHARS,
  postTextLength,
  setServerFieldErrors,
  useCreatePost,
  useMutationErrorNotice,
  type CreatePostBody,
} from 'shared-api';
import { Button, CardSection, Cluster, dismissToast, notify, Spinner } from 'shared-ui';
import { TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { contractMessage } from '../../contract-messages';
import { postResolver } from '../../post-resolvers';
import { useMediaAttachment } from '../hooks/use-media-attachment';
import { AttachmentPreview } from './attachment-preview';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between' })``;

const Group = styled(Cluster).attrs({ $gap: 2 })``;

const Counter = styled.span<{ $over: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : 'inherit')};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.bold : 'inherit')};
`;

/**
 * The /Shorts composer (docs/routes-and-screens.md): up to 280 characters (counted as the
 * server counts them) and an optional image or video; an image asks for its alt text (a
 * description for people who cannot see it, required by the server's schema); empty ->
 * attached -> submitting -> success, which clears all of them.
 */
export function PostComposer() {
  const {
    register,
    handleSubmit,
    reset: resetForm,
    setError,
    setValue,
    control,
    formState,
  } = useForm<CreatePostBody>({
    resolver: postResolver,
    defaultValues: { text: '', mediaUrl: null, mediaType: null, altText: '' },
  });
  const text = useWatch({ control, name: 'text' });
  const altText = useWatch({ control, name: 'altText' }) ?? '';
  const { attachment, isReading, attach, remove } = useMediaAttachment();
  const isImage = attachment?.mediaType === 'image';
  // The attached file is part of the body the schema checks; a new file needs its own
  // description, so the alt text starts empty with each.
  useEffect(() => {
    setValue('mediaUrl', attachment?.dataUrl ?? null);
    setValue('mediaType', attachment?.mediaType ?? null);
    setValue('altText', '');
  }, [attachment, setValue]);
  const createPost = useCreatePost();
  const fileInput = useRef<HTMLInputElement>(null);

  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('notice.loginRequired'),
      description: t('composer.loginRequired'),
    },
    failed: {
      title: t('composer.failedTitle'),
      description: t('composer.failed'),
    },
  });

  const length = postTextLength(text);
  const overLimit = length > POST_MAX_CHARS;
  const submitting = createPost.isPending;
  const hasContent = text !== '' || attachment !== null;

  // The 'Empty Post' toast stops being true as soon as there is something to post: it goes,
  // so a refusal that follows (an image without its alt text) is the only message on screen.
  const emptyPostToast = useRef<string | null>(null);
  useEffect(() => {
    if (!hasContent || emptyPostToast.current === null) return;
    dismissToast(emptyPostToast.current);
    emptyPostToast.current = null;
  }, [hasContent]);

  function reset() {
    resetForm();
    remove();
  }

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after Remove) fires a change.
    event.target.value = '';
    if (file) void attach(file);
  }

  // Checked with the post body's schema, the server's own. A post with neither text nor a
  // file is the 'Empty Post' toast, not a message under the text: it is the one refusal that
  // belongs to no single field.
  const submit = handleSubmit(
    (body) => {
      if (submitting || overLimit || isReading) return;
      createPost.mutate(body, {
        onSuccess: () => {
          reset();
          notify({ title: t('composer.successTitle'), description: t('composer.success') });
        },
        onError: (error) => {
          notifyError(error);
          // The file's problems are the server's to name; they show under the text too. The
          // text is disabled until this answer re-renders the form: no focus to move.
          setServerFieldErrors(error, setError, ['text', 'altText'], {
            rename: { mediaUrl: 'text', mediaType: 'text' },
            shouldFocus: false,
          });
        },
      });
    },
    (errors: FieldErrors<CreatePostBody>) => {
      if (submitting || overLimit || isReading) return;
      if (errors.text?.message === EMPTY_POST_MESSAGE) {
        emptyPostToast.current = notify({
          title: t('composer.emptyTitle'),
          description: contractMessage(EMPTY_POST_MESSAGE),
          variant: 'destructive',
        });
      }
    },
  );
  const textError =
    formState.errors.text?.message === EMPTY_POST_MESSAGE
      ? undefined
      : contractMessage(formState.errors.text?.message);

  return (
    <CardSection title={t('composer.title')}>
      <Form onSubmit={submit} onFocus={postResolver.prepare} aria-busy={submitting}>
        <Field
          label={t('composer.label')}
          hint={
            <Counter $over={overLimit}>
              {length}/{POST_MAX_CHARS}
            </Counter>
          }
          error={
            overLimit
              ? t('form.overLimit', { over: length - POST_MAX_CHARS, max: POST_MAX_CHARS })
              : textError
          }
        >
          <TextArea
            placeholder={t('composer.placeholder')}
            rows={4}
            disabled={submitting}
            {...register('text')}
          />
        </Field>

        {attachment ? (
          <AttachmentPreview attachment={attachment} onRemove={remove} disabled={submitting} />
        ) : null}

        {isImage ? (
          <Field
            label={t('composer.altLabel')}
            required
            hint={t('composer.altHint', {
              length: postTextLength(altText),
              max: ALT_TEXT_MAX_CHARS,
            })}
            error={contractMessage(formState.errors.altText?.message)}
          >
            <TextInput
              placeholder={t('composer.altPlaceholder')}
              disabled={submitting}
              {...register('altText')}
            />
          </Field>
        ) : null}

        <Row>
          <Group>
            <input
              ref={fileInput}
              type="file"
              accept="image/*,video/*"
              aria-label={t('composer.attachLabel')}
              hidden
              onChange={handleFileChange}
            />
            <Button
              $variant="secondary"
              $size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={submitting || isReading}
            >
              {attachment ? t('composer.replaceMedia') : t('composer.addMedia')}
            </Button>
            {isReading ? <Spinner size="sm" label={t('composer.reading')} /> : null}
          </Group>
          <Group>
            <Button $variant="ghost" onClick={reset} disabled={submitting || !hasContent}>
              {t('composer.clear')}
            </Button>
            <Button type="submit" disabled={submitting || overLimit || isReading}>
              {submitting ? t('composer.posting') : t('composer.submit')}
            </Button>
          </Group>
        </Row>
      </Form>
    </CardSection>
  );
}
