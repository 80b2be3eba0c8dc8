import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { formatLimitDollars, type DonationAllowance, type DonationReceipt } from 'shared-api';
import { Button, CardSection, Stack } from 'shared-ui';
import { AmountPicker } from './amount-picker';
import { AttestationFields } from './attestation-fields';
import { DonationFailureNotice } from './donation-failure-notice';
import { chosenElection, type DonationElections } from './donation-elections';
import { validAmountCents } from 'shared-api/contracts';
import { donationResolver } from './donation-resolvers';
import { isItemisationRequired, type DonorDetails } from './donation-form-values';
import { Form } from './donation-layout';
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
  onDonated: (receipt: DonationReceipt, donor: DonorDetails) => void;
}

function submitLabel(amount: unknown, isSending: boolean): string {
  if (isSending) return 'Processing...';
  const cents = validAmountCents(amount);
  return cents === null ? 'Donate' : `Donate ${formatLimitDollars(cents)}`;
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
  onDonated,
}: DonationFormProps) {
  const { form, submit, failure, isSending } = useDonationForm({
    candidateId,
    donor,
    defaultElectionId: elections.defaultId,
    limitCentsFor: (electionId) => chosenElection(elections, electionId)?.limitCents ?? null,
    onDonated,
  });
  // useWatch, not watch: only the amount's changes re-render the whole form.
  const amount = useWatch({ control: form.control, name: 'amount' });
  return (
    <Form
      onSubmit={submit}
      onFocus={donationResolver.prepare}
      noValidate
      aria-label="Donation"
      aria-busy={isSending}
    >
      <CardSection title="Amount">
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
            />
          )}
        />
      </CardSection>
      <ElectionChoice control={form.control} elections={elections} candidateName={candidateName} />
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
    </Form>
  );
}
