import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  formatLimitDollars,
  type DonateVariant,
  type DonationAllowance,
  type DonationReceipt,
} from 'shared-api';
import { Button, CardSection, Stack } from 'shared-ui';
import { t } from '../../donate-messages';
import { AmountPicker } from './amount-picker';
import { AttestationFields } from './attestation-fields';
import { DonationFailureNotice } from './donation-failure-notice';
import { chosenElection, type DonationElections } from './donation-elections';
import { donationAmountProblem, validAmountCents } from 'shared-api/contracts';
import { donationResolver } from './donation-resolvers';
import { isItemisationRequired, type DonorDetails } from './donation-form-values';
import { Form } from './donation-layout';
import { AmountStepContinue, AmountStepTitle, DetailsStepHeader } from './donation-steps';
import { DonorFields } from './donor-fields';
import { ElectionChoice } from './election-choice';
import { PaymentFields } from './payment-fields';
import { SavedCardFields } from './saved-card-fields';
import { useDonationForm } from './use-donation-form';

const Submit = styled(Stack).attrs({ $gap: 3 })``;

export interface DonationFormProps {
  candidateId: number;
  candidateName: string;
  /** The donor's details to start from. */
  donor: DonorDetails;
  /** The logged-in donor's room left (undefined for a visitor). */
  allowance: DonationAllowance | undefined;
  /** The elections the gift may be for (donation-elections.ts). */
  elections: DonationElections;
  testMode: boolean;
  /** A logged-in donor may save the card and give monthly. */
  loggedIn?: boolean;
  /** The donate page experiment's variant this visitor sees (presets, default, layout), or null. */
  variant?: DonateVariant | null;
  /** An express link's amount and election, chosen for the donor (they may change them). */
  express?: { amount: number; electionId?: number } | null;
  onDonated: (receipt: DonationReceipt, donor: DonorDetails) => void;
}

function submitLabel(amount: unknown, isSending: boolean): string {
  if (isSending) return t('donate.processing');
  const cents = validAmountCents(amount);
  return cents === null
    ? t('donate.submit')
    : t('donate.submitAmount', { amount: formatLimitDollars(cents) });
}

/** The donation form: amount, election, donor, eligibility, payment, then 'Donate $X'. */
export function DonationForm({
  candidateId,
  candidateName,
  donor,
  allowance,
  elections,
  testMode,
  loggedIn = false,
  variant = null,
  express = null,
  onDonated,
}: DonationFormProps) {
  const limitCentsFor = (electionId: number | undefined) =>
    chosenElection(elections, electionId)?.limitCents ?? null;
  const { form, submit, failure, isSending } = useDonationForm({
    candidateId,
    donor,
    defaultElectionId: express?.electionId ?? elections.defaultId,
    limitCentsFor,
    defaultAmount: express?.amount ?? variant?.defaultAmount,
    onDonated,
  });
  // useWatch, not watch: only the amount's changes re-render the whole form.
  const amount = useWatch({ control: form.control, name: 'amount' });
  // The 'steps' layout: the amount alone first (donation-steps.tsx), then everything else.
  const steps = variant?.layout === 'steps';
  const [step, setStep] = useState<'amount' | 'details'>('amount');
  const showAmount = !steps || step === 'amount';
  const showDetails = !steps || step === 'details';
  const continueToDetails = () => {
    const problem =
      typeof amount === 'number'
        ? donationAmountProblem(amount, limitCentsFor(elections.defaultId ?? undefined))
        : t('donate.chooseAmount');
    if (problem) form.setError('amount', { message: problem }, { shouldFocus: true });
    else setStep('details');
  };
  // A refusal of the amount at submit (the server's, or the limit's) shows beside the amount.
  const amountRefused = Boolean(form.formState.errors.amount);
  useEffect(() => {
    if (steps && amountRefused) setStep('amount');
  }, [steps, amountRefused]);
  return (
    <Form
      onSubmit={submit}
      onFocus={donationResolver.prepare}
      noValidate
      aria-label={t('donate.formLabel')}
      aria-busy={isSending}
    >
      {steps && showAmount ? <AmountStepTitle /> : null}
      {steps && showDetails ? (
        <DetailsStepHeader amount={amount} onBack={() => setStep('amount')} />
      ) : null}
      {showAmount ? (
        <CardSection title={t('donate.amountTitle')}>
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <AmountPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                presets={variant?.presetAmounts}
              />
            )}
          />
        </CardSection>
      ) : null}
      {steps && showAmount ? <AmountStepContinue onContinue={continueToDetails} /> : null}
      {showDetails ? (
        <>
          <ElectionChoice
            control={form.control}
            elections={elections}
            candidateName={candidateName}
          />
          <DonorFields
            form={form}
            candidateName={candidateName}
            itemisationRequired={isItemisationRequired(amount, allowance)}
          />
          <AttestationFields form={form} />
          <PaymentFields form={form} testMode={testMode} />
          {loggedIn ? <SavedCardFields form={form} elections={elections} /> : null}
          <Submit>
            {failure ? <DonationFailureNotice failure={failure} /> : null}
            <Button type="submit" $variant="gold" $size="lg" disabled={isSending}>
              {submitLabel(amount, isSending)}
            </Button>
          </Submit>
        </>
      ) : null}
    </Form>
  );
}
