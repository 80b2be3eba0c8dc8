import { memo, useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  DONATION_RULES,
  formatLimitDollars,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
import { formatChargeDay, monthlyPreview, validAmountCents } from 'shared-api/contracts';
import { CardSection } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import { CheckBoxRow } from './check-box-row';
import { Note } from './donation-layout';

// The two opt-ins of a logged-in donor (docs/donation-rules.md, "Saved card, one tap" and
// "Monthly gifts"): both unticked until the donor ticks them. Monthly giving is charged to the
// saved card, so it needs both (the shared schema says so beside the box).

/** What a monthly gift of `amount` means, stated before the donor gives. */
export function MonthlyStatement({ amount, today }: { amount: unknown; today: Date }) {
  const cents = validAmountCents(amount);
  if (cents === null) return <Note>Choose an amount to see what you would give each month.</Note>;
  const preview = monthlyPreview(cents, today);
  const election = formatChargeDay(preview.electionDay);
  const gifts = preview.giftsUntilElection;
  return (
    <Note role="status">
      {formatLimitDollars(cents)} today, then {formatLimitDollars(cents)} every month. Next charge:{' '}
      {formatChargeDay(preview.nextChargeOn)}. Total until the election on {election}:{' '}
      {formatLimitDollars(preview.totalUntilElectionCents)} ({gifts}{' '}
      {gifts === 1 ? 'gift' : 'gifts'}
      ). A charge that would pass the {formatLimitDollars(
        DONATION_RULES.limitPerElectionCents,
      )}{' '}
      limit is not made.
    </Note>
  );
}

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
export const SavedCardFields = memo(function SavedCardFields({
  form,
}: {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
}) {
  const id = useId();
  const { register, control } = form;
  const formState = useFormState({ control });
  const [amount, recurring] = useWatch({ control, name: ['amount', 'recurring'] });
  return (
    <CardSection title="One-tap and monthly giving">
      <Fieldset $gap={4}>
        <CheckBoxRow
          id={`${id}-save`}
          label="Save this card for one-tap giving"
          registration={register('saveCard')}
          hint="The payment processor keeps your card; PAID keeps only its brand and last 4 digits. Remove it any time from My donations."
          error={formState.errors.saveCard?.message}
        />
        <CheckBoxRow
          id={`${id}-monthly`}
          label="Give this amount every month"
          registration={register('recurring')}
          hint='Monthly gifts are charged to your saved card, so tick "Save this card for one-tap giving" too. Cancel in one click from My donations.'
          error={formState.errors.recurring?.message}
        />
        {recurring ? <MonthlyStatement amount={amount} today={new Date()} /> : null}
      </Fieldset>
    </CardSection>
  );
});
