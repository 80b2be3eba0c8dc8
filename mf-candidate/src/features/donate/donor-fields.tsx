import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import {
  DONATION_RULES,
  FORM_MAX,
  formatLimitDollars,
  MAILING_STATES,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
import { CardSection, TextInput } from 'shared-ui';
import { Field, Select, TextArea } from 'shared-ui/forms';
import { t } from '../../donate-messages';
import { t as tShared } from '../../messages';
import { AddressRow, FieldRow, Fields, Note } from './donation-layout';

export interface DonorFieldsProps {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
  /** The aggregate passes $200: name, address, occupation and employer become required. */
  itemisationRequired: boolean;
  candidateName: string;
}

const THRESHOLD = formatLimitDollars(DONATION_RULES.itemisationThresholdCents);

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
/** Who is giving: contact details, then the itemisation fields with the best-efforts wording. */
export const DonorFields = memo(function DonorFields({
  form,
  itemisationRequired,
  candidateName,
}: DonorFieldsProps) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  const required = itemisationRequired;
  return (
    <>
      <CardSection title={t('donate.details.title')}>
        <Fields>
          <FieldRow>
            <Field label={t('donate.details.fullName')} required error={errors.donorName?.message}>
              <TextInput autoComplete="name" maxLength={FORM_MAX.name} {...register('donorName')} />
            </Field>
            <Field label={t('donate.details.email')} required error={errors.donorEmail?.message}>
              <TextInput
                type="email"
                autoComplete="email"
                maxLength={FORM_MAX.email}
                {...register('donorEmail')}
              />
            </Field>
          </FieldRow>
          <Field label={t('donate.details.message')} error={errors.message?.message}>
            <TextArea
              rows={3}
              placeholder={t('donate.details.messagePlaceholder', { name: candidateName })}
              maxLength={FORM_MAX.donationMessage}
              {...register('message')}
            />
          </Field>
        </Fields>
      </CardSection>
      <CardSection title={t('donate.address.title')}>
        <Fields>
          {/* In English, shared-api's BEST_EFFORTS_WORDING (a test holds them equal). */}
          <Note>{tShared('donate.bestEfforts')}</Note>
          {required ? (
            <Note role="status">
              {t('donate.address.required', { name: candidateName, threshold: THRESHOLD })}
            </Note>
          ) : null}
          <Field
            label={t('donate.address.line1')}
            required={required}
            error={errors.addressLine1?.message}
          >
            <TextInput
              autoComplete="address-line1"
              maxLength={FORM_MAX.addressLine}
              {...register('addressLine1')}
            />
          </Field>
          <Field label={t('donate.address.line2')} error={errors.addressLine2?.message}>
            <TextInput
              autoComplete="address-line2"
              maxLength={FORM_MAX.addressLine}
              {...register('addressLine2')}
            />
          </Field>
          <AddressRow>
            <Field
              label={t('donate.address.city')}
              required={required}
              error={errors.city?.message}
            >
              <TextInput
                autoComplete="address-level2"
                maxLength={FORM_MAX.city}
                {...register('city')}
              />
            </Field>
            <Field
              label={t('donate.address.state')}
              required={required}
              error={errors.state?.message}
            >
              <Select autoComplete="address-level1" {...register('state')}>
                <option value="">{t('donate.address.selectState')}</option>
                {MAILING_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={t('donate.address.zip')}
              required={required}
              error={errors.postalCode?.message}
            >
              <TextInput
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={10}
                {...register('postalCode')}
              />
            </Field>
          </AddressRow>
          <FieldRow>
            <Field
              label={tShared('donate.occupation')}
              required={required}
              error={errors.occupation?.message}
            >
              <TextInput
                autoComplete="organization-title"
                maxLength={FORM_MAX.occupation}
                {...register('occupation')}
              />
            </Field>
            <Field
              label={tShared('donate.employer')}
              required={required}
              error={errors.employer?.message}
            >
              <TextInput
                autoComplete="organization"
                maxLength={FORM_MAX.employer}
                {...register('employer')}
              />
            </Field>
          </FieldRow>
        </Fields>
      </CardSection>
    </>
  );
});
