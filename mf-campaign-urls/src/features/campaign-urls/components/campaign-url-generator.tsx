import { useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  FORM_MAX,
  useAuthUser,
  useCampaignUrlDefaultSlug,
  useCreateCampaignUrl,
  useMutationErrorNotice,
  useOwnCandidateProfile,
  type CampaignUrlType,
} from 'shared-api';
import { CAMPAIGN_SLUG_MAX, buildCampaignUrl, defaultCampaignSlug } from 'shared-api/contracts';
import { Button, CardSection, Cluster, notify, TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';
import { copyUrl } from '../copy-url';
import {
  CANDIDATE_REQUIRED,
  fieldErrorsOf,
  slugProblem,
  validateCampaignUrl,
  type CampaignUrlField,
  type FieldErrors,
} from '../field-errors';
import { CandidatePicker } from './candidate-picker';
import { TemplatePicker } from './template-picker';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const PreviewRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: stretch;

  ${({ theme }) => theme.media.phone} {
    flex-direction: column;
  }
`;

const PreviewInput = styled(TextInput)`
  flex: 1;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Suggestion = styled(Cluster).attrs({ $gap: 2 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled(Cluster).attrs({
  $gap: 0,
  $align: 'stretch',
  $justify: 'flex-end',
  $wrap: false,
})``;

/**
 * The generator (docs/routes-and-screens.md): template, optional slug, title, optional
 * description, a live preview of `{origin}/{path}/{slug}` and PAID GENERATE. The slug in the
 * preview is the one sent, so the generated URL is always the one the user saw.
 */
export function CampaignUrlGenerator() {
  const auth = useAuthUser();
  const profile = useOwnCandidateProfile();
  const serverDefault = useCampaignUrlDefaultSlug();
  const createUrl = useCreateCampaignUrl();
  const slugInput = useRef<HTMLInputElement>(null);

  const [urlType, setUrlType] = useState<CampaignUrlType | null>(null);
  const [customSlug, setCustomSlug] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  /** A free slug the server offered when the one sent was taken. */
  const [suggestedSlug, setSuggestedSlug] = useState<string | null>(null);
  /** A supporter link's candidate (members without a profile of their own). */
  const [candidateId, setCandidateId] = useState<number | null>(null);

  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Login Required',
      description: 'Please log in to generate campaign URLs.',
    },
    failed: {
      title: 'Generation Failed',
      description: 'Failed to generate URL. Please try again.',
    },
  });

  // The server's default is unique to this member (a suffix when the name's slug is taken);
  // the same rule computed here stands in when it cannot be read.
  const fallbackSlug = serverDefault.data?.slug ?? defaultCampaignSlug(profile.data);
  // Known to have no profile: the link supports a candidate the member picks.
  const isSupporter = auth.isAuthenticated && profile.isSuccess && profile.data === null;
  const typedSlug = customSlug.trim().toLowerCase();
  const slug = typedSlug === '' ? fallbackSlug : typedSlug;
  const previewUrl = urlType ? buildCampaignUrl(window.location.origin, urlType, slug) : '';
  // The slug is checked as it is typed (the preview already shows it); the rest on submit.
  const slugError = (typedSlug === '' ? undefined : slugProblem(typedSlug)) ?? serverErrors.urlSlug;
  // Until the profile answers, the default slug is not known yet.
  const waitingForSlug = auth.isLoading || profile.isLoading || serverDefault.isLoading;
  const submitting = createUrl.isPending;

  /** A field's message from the last attempt goes away once the field is edited. */
  function clearError(field: CampaignUrlField) {
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (field === 'urlSlug') setSuggestedSlug(null);
  }

  function applySuggestion(suggestion: string) {
    setCustomSlug(suggestion);
    clearError('urlSlug');
    slugInput.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || waitingForSlug) return;
    if (!urlType || title.trim() === '') {
      notify({
        title: 'Missing Information',
        description: 'Please select a template and enter a title.',
        variant: 'destructive',
      });
      return;
    }
    const body = {
      urlType,
      urlSlug: slug,
      title,
      description: description.trim() === '' ? null : description,
      ...(isSupporter ? { candidateId } : {}),
    };
    const errors = validateCampaignUrl(body);
    if (isSupporter && candidateId === null) errors.candidateId = CANDIDATE_REQUIRED;
    if (Object.keys(errors).length > 0) {
      setServerErrors(errors);
      if (errors.urlSlug) slugInput.current?.focus();
      return;
    }
    createUrl.mutate(body, {
      onSuccess: (created) => {
        notify({ title: 'URL Generated', description: created?.fullUrl ?? previewUrl });
        setCustomSlug('');
        setTitle('');
        setDescription('');
        setServerErrors({});
        setSuggestedSlug(null);
      },
      onError: (error) => {
        // A taken slug is no failure to retry: the field says so and offers a free one.
        const suggestion = error instanceof ApiError ? error.body?.suggestedSlug : undefined;
        if (error instanceof ApiError && error.status === 409 && suggestion) {
          setServerErrors(fieldErrorsOf(error));
          setSuggestedSlug(suggestion);
          slugInput.current?.focus();
          return;
        }
        if (notifyError(error) === 'failed') setServerErrors(fieldErrorsOf(error));
      },
    });
  }

  return (
    <CardSection title="Create a campaign URL">
      <Form onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <TemplatePicker value={urlType} onChange={setUrlType} slug={slug} />

        {isSupporter ? (
          <CandidatePicker
            value={candidateId}
            onChange={(id) => {
              setCandidateId(id);
              clearError('candidateId');
            }}
            error={serverErrors.candidateId}
          />
        ) : null}

        <Field
          label="Custom slug (optional)"
          hint={`Lowercase letters, digits and hyphens; a slug is used once per template. Leave blank to use "${fallbackSlug}".`}
          error={slugError}
        >
          <TextInput
            ref={slugInput}
            value={customSlug}
            onChange={(event) => {
              setCustomSlug(event.target.value);
              clearError('urlSlug');
            }}
            placeholder={fallbackSlug}
            maxLength={CAMPAIGN_SLUG_MAX}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        </Field>
        {suggestedSlug ? (
          <Suggestion role="status">
            <span>
              Try <strong>{suggestedSlug}</strong> instead: it is free.
            </span>
            <Button $variant="secondary" onClick={() => applySuggestion(suggestedSlug)}>
              Use {suggestedSlug}
            </Button>
          </Suggestion>
        ) : null}

        <Field label="Title" required error={serverErrors.title}>
          <TextInput
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              clearError('title');
            }}
            placeholder="Town hall in Springfield"
            maxLength={FORM_MAX.campaignTitle}
          />
        </Field>

        <Field label="Description (optional)" error={serverErrors.description}>
          <TextArea
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              clearError('description');
            }}
            rows={3}
            maxLength={FORM_MAX.campaignDescription}
          />
        </Field>

        <Field label="Preview URL">
          <PreviewRow>
            <PreviewInput
              readOnly
              value={previewUrl}
              placeholder="Select a template to see your URL"
              // Selected on focus, so copying by hand is one shortcut away.
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              $variant="secondary"
              onClick={() => void copyUrl(previewUrl)}
              disabled={previewUrl === ''}
              aria-label="Copy preview URL"
            >
              Copy
            </Button>
          </PreviewRow>
        </Field>

        <Actions>
          <Button type="submit" $size="lg" disabled={submitting || waitingForSlug}>
            {submitting ? 'GENERATING...' : 'PAID GENERATE'}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
