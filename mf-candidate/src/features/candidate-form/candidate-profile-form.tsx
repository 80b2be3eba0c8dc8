import { FORM_MAX } from 'shared-api';
import { Button, CardSection, TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import { t } from '../../profile-messages';
import { ActionHint, Actions, FieldGrid, Form, Lead } from './candidate-form-layout';
import { SaveProblemLine } from './save-problem';
import type { CandidateProfileFormController } from './use-candidate-profile-form';

function submitLabel(isRegistered: boolean, isSaving: boolean): string {
  if (isRegistered) return isSaving ? t('profileForm.updating') : t('profileForm.update');
  return isSaving ? t('profileForm.registering') : t('form.registerAsCandidate');
}

/**
 * The Profile tab (/candidate/account) and the form of /register: basic information
 * and contact details. Registers without a profile, updates with one.
 */
export function CandidateProfileForm({
  controller,
}: {
  controller: CandidateProfileFormController;
}) {
  const { form, save, isRegistered, isVerified, isSaving } = controller;
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <CardSection title={t('profileForm.title')}>
      <Lead>{t('profileForm.lead')}</Lead>
      <Form onSubmit={save} noValidate aria-label={t('profileForm.label')} aria-busy={isSaving}>
        <FieldGrid>
          <Field label={t('form.fullName')} required error={errors.name?.message}>
            <TextInput autoComplete="name" maxLength={FORM_MAX.name} {...register('name')} />
          </Field>
          <Field label={t('form.position')} required error={errors.position?.message}>
            <TextInput
              placeholder={t('profileForm.positionPlaceholder')}
              maxLength={FORM_MAX.position}
              {...register('position')}
            />
          </Field>
          {/* The campaign's public contact on the candidate page (members' addresses stay private). */}
          <Field
            label={t('form.email')}
            required
            hint={t('form.contactEmailHint')}
            error={errors.email?.message}
          >
            <TextInput
              type="email"
              autoComplete="email"
              maxLength={FORM_MAX.email}
              {...register('email')}
            />
          </Field>
          <Field label={t('form.phone')} required error={errors.phone?.message}>
            <TextInput
              type="tel"
              autoComplete="tel"
              maxLength={FORM_MAX.phone}
              {...register('phone')}
            />
          </Field>
        </FieldGrid>
        <Field
          label={t('profileForm.geographicCode')}
          required
          hint={t('profileForm.geographicCodeHint')}
          error={errors.geographicCode?.message}
        >
          <TextInput
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            {...register('geographicCode')}
          />
        </Field>
        <Field label={t('form.biography')} error={errors.bio?.message}>
          <TextArea
            rows={5}
            placeholder={t('form.bioPlaceholder')}
            maxLength={FORM_MAX.bio}
            {...register('bio')}
          />
        </Field>
        <SaveProblemLine errors={errors} />
        <Actions>
          {isVerified ? <ActionHint>{t('profileForm.frozenIdentity')}</ActionHint> : null}
          <Button type="submit" $size="lg" disabled={isSaving}>
            {submitLabel(isRegistered, isSaving)}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
