import { memo } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { DonationFormData, DonationFormValues } from 'shared-api';
import { Badge, CardSection, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
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
          Payment
          {testMode ? <Badge $tone="yellow">TEST MODE</Badge> : null}
        </Title>
      }
    >
      <Fields>
        {testMode ? (
          <>
            <Note>
              Payments are in test mode: no real card is charged and no real money moves. Use a test
              card with any expiry date from this month on and any security code:
            </Note>
            <TestCards aria-label="Test cards">
              <li>
                <code>4242 4242 4242 4242</code> succeeds
              </li>
              <li>
                <code>4000 0000 0000 0002</code> is declined
              </li>
            </TestCards>
          </>
        ) : null}
        <Field label="Card number" required error={errors?.number?.message}>
          <TextInput
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            {...register('card.number')}
          />
        </Field>
        <FieldRow>
          <Field label="Expiry (MM/YY)" required error={errors?.expiry?.message}>
            <TextInput
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
              {...register('card.expiry')}
            />
          </Field>
          <Field label="Security code (CVC)" required error={errors?.cvc?.message}>
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
