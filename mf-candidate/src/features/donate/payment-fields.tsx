import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { DonationFormData, DonationFormValues } from 'shared-api';
import { Badge, CardSection, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { t } from '../../donate-messages';
import { t as tShared } from '../../messages';
import { FieldRow, Fields, Note } from './donation-layout';

const Title = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const TestCards = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PaymentFieldsProps {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
  /** The server's test-mode provider takes the payment: labelled, with its test cards. */
  testMode: boolean;
}

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
/** The pay step: card number, expiry and security code. */
export const PaymentFields = memo(function PaymentFields({ form, testMode }: PaymentFieldsProps) {
  const { register, control } = form;
  const errors = useFormState({ control }).errors.card;
  return (
    <CardSection
      title={
        <Title>
          {t('donate.payment.title')}
          {testMode ? <Badge $tone="yellow">{tShared('common.testMode')}</Badge> : null}
        </Title>
      }
    >
      <Fields>
        {testMode ? (
          <>
            <Note>{t('donate.payment.testNote')}</Note>
            <TestCards aria-label={t('donate.payment.testCards')}>
              <li>
                <code>4242 4242 4242 4242</code> {t('donate.payment.testSucceeds')}
              </li>
              <li>
                <code>4000 0000 0000 0002</code> {t('donate.payment.testDeclined')}
              </li>
            </TestCards>
          </>
        ) : null}
        <Field label={t('donate.payment.cardNumber')} required error={errors?.number?.message}>
          <TextInput
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            {...register('card.number')}
          />
        </Field>
        <FieldRow>
          <Field label={t('donate.payment.expiry')} required error={errors?.expiry?.message}>
            <TextInput
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder={t('donate.payment.expiryPlaceholder')}
              maxLength={5}
              {...register('card.expiry')}
            />
          </Field>
          <Field label={t('donate.payment.cvc')} required error={errors?.cvc?.message}>
            <TextInput
              autoComplete="cc-csc"
              inputMode="numeric"
              maxLength={4}
              {...register('card.cvc')}
            />
          </Field>
        </FieldRow>
      </Fields>
    </CardSection>
  );
});
