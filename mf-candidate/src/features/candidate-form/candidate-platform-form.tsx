import { useId } from 'react';
import { FORM_MAX } from 'shared-api';
import { Button, CardSection } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import { t } from '../../profile-messages';
import { ActionHint, Actions, Form, Lead } from './candidate-form-layout';
import { SaveProblemLine } from './save-problem';
import type { CandidatePlatformFormController } from './use-candidate-platform-form';

/**
 * The Platform tab (/candidate/account): experience and policy platform, saved on
 * their own (useCandidatePlatformForm). There is nothing to update before the user has
 * registered on the Profile tab.
 */
export function CandidatePlatformForm({
  controller,
}: {
  controller: CandidatePlatformFormController;
}) {
  const { form, save, isRegistered, isSaving } = controller;
  const { register, formState } = form;
  const { errors } = formState;
  const hintId = useId();
  return (
    <CardSection title={t('platformForm.title')}>
      <Lead>{t('platformForm.lead')}</Lead>
      <Form onSubmit={save} noValidate aria-label={t('platformForm.label')} aria-busy={isSaving}>
        <Field label={t('platformForm.experience')} error={errors.experience?.message}>
          <TextArea
            rows={6}
            placeholder={t('platformForm.experiencePlaceholder')}
            maxLength={FORM_MAX.experience}
            {...register('experience')}
          />
        </Field>
        <Field label={t('platformForm.platform')} error={errors.platform?.message}>
          <TextArea
            rows={8}
            placeholder={t('platformForm.platformPlaceholder')}
            maxLength={FORM_MAX.platform}
            {...register('platform')}
          />
        </Field>
        <SaveProblemLine errors={errors} />
        <Actions>
          {isRegistered ? null : (
            <ActionHint id={hintId}>{t('platformForm.registerFirst')}</ActionHint>
          )}
          <Button
            type="submit"
            $size="lg"
            disabled={!isRegistered || isSaving}
            aria-describedby={isRegistered ? undefined : hintId}
          >
            {isSaving ? t('platformForm.saving') : t('platformForm.save')}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
