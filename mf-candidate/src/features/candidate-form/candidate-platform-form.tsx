import { useId } from 'react';
import { FORM_MAX } from 'shared-api';
import { Button, CardSection } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
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
    <CardSection title="Campaign Platform">
      <Lead>Share your vision and policy positions</Lead>
      <Form onSubmit={save} noValidate aria-label="Campaign platform" aria-busy={isSaving}>
        <Field label="Experience & Qualifications" error={errors.experience?.message}>
          <TextArea
            rows={6}
            placeholder="Offices held, work and community service"
            maxLength={FORM_MAX.experience}
            {...register('experience')}
          />
        </Field>
        <Field label="Policy Platform" error={errors.platform?.message}>
          <TextArea
            rows={8}
            placeholder="The issues you stand for and what you will do about them"
            maxLength={FORM_MAX.platform}
            {...register('platform')}
          />
        </Field>
        <SaveProblemLine errors={errors} />
        <Actions>
          {isRegistered ? null : (
            <ActionHint id={hintId}>
              Register on the Profile tab first to save your platform.
            </ActionHint>
          )}
          <Button
            type="submit"
            $size="lg"
            disabled={!isRegistered || isSaving}
            aria-describedby={isRegistered ? undefined : hintId}
          >
            {isSaving ? 'Saving...' : 'Save Platform'}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
