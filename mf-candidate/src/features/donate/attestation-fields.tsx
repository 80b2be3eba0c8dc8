import { memo, useId } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  DONATION_ATTESTATIONS,
  type DonationAttestation,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
import { CardSection } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import { t } from '../../donate-messages';
import { attestationText } from './attestation-text';
import { CheckBoxRow } from './check-box-row';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KEYS = Object.keys(DONATION_ATTESTATIONS) as DonationAttestation[];

export interface AttestationFieldsProps {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
}

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
/** The five statements a donor ticks (docs/donation-rules.md); the server wants all five. */
export const AttestationFields = memo(function AttestationFields({ form }: AttestationFieldsProps) {
  const id = useId();
  const { register, control } = form;
  const errors = useFormState({ control }).errors.attestations;
  return (
    <CardSection title={t('donate.eligibility.title')}>
      <Fieldset $gap={4}>
        <Legend>{t('donate.eligibility.legend')}</Legend>
        {KEYS.map((key) => {
          const boxId = `${id}-${key}`;
          return (
            <CheckBoxRow
              key={key}
              id={boxId}
              label={attestationText(key)}
              registration={register(`attestations.${key}`)}
              error={errors?.[key]?.message}
            />
          );
        })}
      </Fieldset>
    </CardSection>
  );
});
