import { FORM_MAX } from 'shared-api';
import { Button, CardSection, TextInput } from 'shared-ui';
import { Field, TextArea } from 'shared-ui/forms';
import { CONTACT_EMAIL_HINT } from '../../components/contact-email-hint';
import { ActionHint, Actions, FieldGrid, Form, Lead } from './candidate-form-layout';
import { SaveProblemLine } from './save-problem';
import {
  FROZEN_IDENTITY_HINT,
  type CandidateProfileFormController,
} from './use-candidate-profile-form';

function submitLabel(isRegistered: boolean, isSaving: boolean): string {
  if (isRegistered) return isSaving ? 'Updating...' : 'Update Profile';
  return isSaving ? 'Registering...' : 'Register as Candidate';
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
    <CardSection title="Candidate Profile">
      <Lead>Update your basic information and contact details</Lead>
      <Form onSubmit={save} noValidate aria-label="Candidate profile" aria-busy={isSaving}>
        <FieldGrid>
          <Field label="Full Name" required error={errors.name?.message}>
            <TextInput autoComplete="name" maxLength={FORM_MAX.name} {...register('name')} />
          </Field>
          <Field label="Position" required error={errors.position?.message}>
            <TextInput
              placeholder="Mayor, Governor, etc."
              maxLength={FORM_MAX.position}
              {...register('position')}
            />
          </Field>
          <Field label="Email" required hint={CONTACT_EMAIL_HINT} error={errors.email?.message}>
            <TextInput
              type="email"
              autoComplete="email"
              maxLength={FORM_MAX.email}
              {...register('email')}
            />
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            <TextInput
              type="tel"
              autoComplete="tel"
              maxLength={FORM_MAX.phone}
              {...register('phone')}
            />
          </Field>
        </FieldGrid>
        <Field
          label="Geographic Code"
          required
          hint="State abbreviation (e.g. CA), county FIPS code (e.g. 06037) or city FIPS code (e.g. 0644000)"
          error={errors.geographicCode?.message}
        >
          <TextInput
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            {...register('geographicCode')}
          />
        </Field>
        <Field label="Biography" error={errors.bio?.message}>
          <TextArea
            rows={5}
            placeholder="Tell voters about yourself"
            maxLength={FORM_MAX.bio}
            {...register('bio')}
          />
        </Field>
        <SaveProblemLine errors={errors} />
        <Actions>
          {isVerified ? <ActionHint>{FROZEN_IDENTITY_HINT}</ActionHint> : null}
          <Button type="submit" $size="lg" disabled={isSaving}>
            {submitLabel(isRegistered, isSaving)}
          </Button>
        </Actions>
      </Form>
    </CardSection>
  );
}
