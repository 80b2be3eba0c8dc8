import { useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ApiError,
  FORM_MAX,
  useAuthUser,
  useCampaignUrlDefaultSlug,
  useCreateCampaignUrl,
  useMutationErrorNotice,
  useOwnCandidateProfile,
  type CreateCampaignUrlBody,
} from 'shared-api';
import {
  CAMPAIGN_SLUG_MAX,
  buildCampaignUrl,
  campaignSlugProblem,
  defaultCampaignSlug,
  supporterSlug,
} from 'shared-api/contracts';
import { Button, CardSection, Cluster, notify, TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { copyUrl } from '../copy-url';
import {
  campaignUrlResolver,
  prepareCampaignUrlRules,
  chosenSlug,
  isMissingInformation,
  setCampaignUrlServerErrors,
  type CampaignUrlContext,
  type CampaignUrlValues,
} from '../field-errors';
import { ruleMessage, slugRuleHint } from '../rule-messages';
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
 * preview is the one sent, so the generated URL is always the one the user saw. The body is
 * checked with the schema the server validates it with (campaignUrlResolver).
 */
export function CampaignUrlGenerator() {
  const auth = useAuthUser();
  const profile = useOwnCandidateProfile();
  const serverDefault = useCampaignUrlDefaultSlug();
  const createUrl = useCreateCampaignUrl();

  /** A free slug the server offered when the one sent was taken. */
  const [suggestedSlug, setSuggestedSlug] = useState<string | null>(null);
  /** The name of the candidate a supporter picked: their link's slug begins with it. */
  const [supportedName, setSupportedName] = useState<string | null>(null);

  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('campaignUrls.generator.loginRequiredTitle'),
      description: t('campaignUrls.generator.loginRequiredText'),
    },
    failed: {
      title: t('campaignUrls.generator.failedTitle'),
      description: t('campaignUrls.generator.failedText'),
    },
  });

  // The server's default is unique to this member (a suffix when the name's slug is taken);
  // the same rule computed here stands in when it cannot be read.
  // Known to have no profile: the link supports a candidate the member picks, and its slug
  // begins with that candidate's name (the server's rule, campaign-slugs.ts).
  const isSupporter = auth.isAuthenticated && profile.isSuccess && profile.data === null;
  const fallbackSlug =
    isSupporter && supportedName
      ? supporterSlug(supportedName)
      : (serverDefault.data?.slug ?? defaultCampaignSlug(profile.data));
  const context: CampaignUrlContext = { defaultSlug: fallbackSlug, isSupporter };

  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<CampaignUrlValues, CampaignUrlContext, CreateCampaignUrlBody>({
    resolver: campaignUrlResolver,
    context,
    defaultValues: { urlType: null, urlSlug: '', title: '', description: '', candidateId: null },
    // A field's message from the last attempt goes away once the field is edited (and the next
    // submit checks again); only a refused slug takes the focus.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [urlType, customSlug] = useWatch({ control, name: ['urlType', 'urlSlug'] });

  const typedSlug = customSlug.trim().toLowerCase();
  const slug = chosenSlug(customSlug, fallbackSlug);
  const previewUrl = urlType ? buildCampaignUrl(window.location.origin, urlType, slug) : '';
  // The slug is checked as it is typed (the preview already shows it); the rest on submit.
  const slugError = ruleMessage(
    (typedSlug === '' ? undefined : campaignSlugProblem(typedSlug)) ?? errors.urlSlug?.message,
  );
  // Until the profile answers, the default slug is not known yet.
  const waitingForSlug = auth.isLoading || profile.isLoading || serverDefault.isLoading;
  const submitting = createUrl.isPending;

  function applySuggestion(suggestion: string) {
    setValue('urlSlug', suggestion);
    clearErrors('urlSlug');
    setSuggestedSlug(null);
    setFocus('urlSlug');
  }

  const submit = handleSubmit(
    (body) => {
      createUrl.mutate(body, {
        onSuccess: (created) => {
          notify({
            title: t('campaignUrls.generator.generatedTitle'),
            description: created?.fullUrl ?? previewUrl,
          });
          // The template (and a supporter's candidate) stay for the next link.
          reset((values) => ({ ...values, urlSlug: '', title: '', description: '' }));
          setSuggestedSlug(null);
        },
        onError: (error) => {
          // A taken slug, or one the rule refuses (400), is no failure to retry: the field
          // says so and offers a free one.
          const suggestion = error instanceof ApiError ? error.body?.suggestedSlug : undefined;
          if (
            error instanceof ApiError &&
            (error.status === 409 || error.status === 400) &&
            suggestion
          ) {
            setCampaignUrlServerErrors(error, setError);
            setSuggestedSlug(suggestion);
            setFocus('urlSlug');
            return;
          }
          if (notifyError(error) === 'failed') setCampaignUrlServerErrors(error, setError);
        },
      });
    },
    (invalid) => {
      if (isMissingInformation(invalid)) {
        // Said by a toast, not beside the fields.
        clearErrors();
        notify({
          title: t('campaignUrls.generator.missingTitle'),
          description: t('campaignUrls.generator.missingText'),
          variant: 'destructive',
        });
        return;
      }
      if (invalid.urlSlug) setFocus('urlSlug');
    },
  );

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    // Nothing is checked or sent while a create is out or the default slug is not known yet.
    if (submitting || waitingForSlug) {
      event.preventDefault();
      return;
    }
    void submit(event);
  }

  return (
    <CardSection title={t('campaignUrls.generator.title')}>
      <Form
        onSubmit={handleFormSubmit}
        onFocus={prepareCampaignUrlRules}
        noValidate
        aria-busy={submitting}
      >
        <Controller
          control={control}
          name="urlType"
          render={({ field }) => (
            <TemplatePicker value={field.value} onChange={field.onChange} slug={slug} />
          )}
        />

        {isSupporter ? (
          <Controller
            control={control}
            name="candidateId"
            render={({ field }) => (
              <CandidatePicker
                value={field.value}
                onChange={(id, name) => {
                  field.onChange(id);
                  setSupportedName(name);
                  clearErrors('candidateId');
                }}
                error={ruleMessage(errors.candidateId?.message)}
              />
            )}
          />
        ) : null}

        <Field
          label={t('campaignUrls.generator.slugLabel')}
          hint={`${t('campaignUrls.generator.slugHint', { slug: fallbackSlug })} ${slugRuleHint()}`}
          error={slugError}
        >
          <TextInput
            {...register('urlSlug', {
              onChange: () => {
                clearErrors('urlSlug');
                setSuggestedSlug(null);
              },
            })}
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
              {t('campaignUrls.generator.suggestionBefore')} <strong>{suggestedSlug}</strong>{' '}
              {t('campaignUrls.generator.suggestionAfter')}
            </span>
            <Button $variant="secondary" onClick={() => applySuggestion(suggestedSlug)}>
              {t('campaignUrls.generator.useSuggestion', { slug: suggestedSlug })}
            </Button>
          </Suggestion>
        ) : null}

        <Field
          label={t('campaignUrls.generator.titleLabel')}
          required
          error={ruleMessage(errors.title?.message)}
        >
          <TextInput
            {...register('title', { onChange: () => clearErrors('title') })}
            placeholder={t('campaignUrls.generator.titlePlaceholder')}
            maxLength={FORM_MAX.campaignTitle}
          />
        </Field>

        <Field
          label={t('campaignUrls.generator.descriptionLabel')}
          error={ruleMessage(errors.description?.message)}
        >
          <TextArea
            {...register('description', { onChange: () => clearErrors('description') })}
            rows={3}
            maxLength={FORM_MAX.campaignDescription}
          />
        </Field>

        <Field label={t('campaignUrls.generator.previewLabel')}>
          <PreviewRow>
            <PreviewInput
              readOnly
              value={previewUrl}
              placeholder={t('campaignUrls.generator.previewPlaceholder')}
              // Selected on focus, so copying by hand is one shortcut away.
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              $variant="secondary"
              onClick={() => void copyUrl(previewUrl)}
              disabled={previewUrl === ''}
              aria-label={t('campaignUrls.generator.copyPreview')}
            >
              {t('campaignUrls.copy')}
            </Button>
          </PreviewRow>
        </Field>

        <Actions>
          <Button type="submit" $size="lg" disabled={submitting || waitingForSlug}>
            {submitting
              ? t('campaignUrls.generator.generating')
              : t('campaignUrls.generator.generate')}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
