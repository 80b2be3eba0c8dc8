import { memo, useEffect, useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatLimitDollars, type DonationFormData, type DonationFormValues } from 'shared-api';
import {
  formatChargeDay,
  monthlyChargeDay,
  monthlyPlanPossible,
  monthlyPreview,
  utcDay,
  validAmountCents,
} from 'shared-api/contracts';
import { CardSection } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import { CheckBoxRow } from './check-box-row';
import { chosenElection, type DonationElections, type ElectionChoice } from './donation-elections';
import { Note } from './donation-layout';

// The two opt-ins of a logged-in donor (docs/donation-rules.md, "Saved card, one tap" and
// "Monthly gifts"): both unticked until the donor ticks them. Monthly giving is charged to the
// saved card, so it needs both (the shared schema says so beside the box). A plan runs until
// the election its gifts are for, so monthly giving is offered only when a monthly charge
// could still fall on or before that election's day.

const plural = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`;

/**
 * What a monthly gift of `amount` for `election` means, stated before the donor gives: what
 * the server's clock will charge, today's gift included, through the election's day, and
 * where the election's limit (the donor's room left in it, when known) stops the plan.
 */
export function MonthlyStatement({
  amount,
  today,
  election,
}: {
  amount: unknown;
  today: Date;
  election: ElectionChoice;
}) {
  const cents = validAmountCents(amount);
  if (cents === null) return <Note>Choose an amount to see what you would give each month.</Note>;
  const preview = monthlyPreview(cents, today, election.date);
  const { limitCents, remainingCents } = election;
  const limit = limitCents === null ? 'the' : `the ${formatLimitDollars(limitCents)}`;
  // Charges the room left allows: the clock pauses a plan at the first that would pass it.
  const allowed = remainingCents === null ? Infinity : Math.floor(remainingCents / cents);
  if (allowed < 1) {
    return (
      <Note role="status">
        {formatLimitDollars(cents)} is more than the {formatLimitDollars(remainingCents ?? 0)} you
        may still give for this election.
      </Note>
    );
  }
  const gifts = Math.min(preview.giftsUntilElection, allowed);
  const capped = gifts < preview.giftsUntilElection;
  const lastCharge = monthlyChargeDay(utcDay(today), gifts - 1);
  return (
    <Note role="status">
      {formatLimitDollars(cents)} today, then {formatLimitDollars(cents)} every month. Next charge:{' '}
      {formatChargeDay(preview.nextChargeOn)}. Total until the election on{' '}
      {formatChargeDay(election.date)}: {formatLimitDollars(gifts * cents)} ({plural(gifts)}).{' '}
      {capped
        ? `The charge after ${formatChargeDay(lastCharge)} would pass ${limit} limit for this election, so the plan pauses there.`
        : `A charge that would pass ${limit} limit for this election is not made.`}
    </Note>
  );
}

/** Why there is no monthly box: no monthly charge would fall before the election. */
function NoMonthlyGiving({ election, today }: { election: ElectionChoice; today: Date }) {
  return (
    <Note>
      Monthly giving is not offered for this election: the first monthly charge,{' '}
      {formatChargeDay(monthlyChargeDay(utcDay(today), 1))}, would fall after election day,{' '}
      {formatChargeDay(election.date)}.
    </Note>
  );
}

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
export const SavedCardFields = memo(function SavedCardFields({
  form,
  elections,
  today = new Date(),
}: {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
  elections: DonationElections;
  /** The day today's gift is made and the plan's charges count from (the tests set it). */
  today?: Date;
}) {
  const id = useId();
  const { register, control, setValue } = form;
  const formState = useFormState({ control });
  const [amount, recurring, electionId] = useWatch({
    control,
    name: ['amount', 'recurring', 'electionId'],
  });
  const election = chosenElection(elections, electionId);
  const monthlyOffered = election !== null && monthlyPlanPossible(utcDay(today), election.date);
  // A box ticked for an election the donor then left is not a hidden choice for the next one.
  useEffect(() => {
    if (!monthlyOffered && recurring) setValue('recurring', false);
  }, [monthlyOffered, recurring, setValue]);
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
        {monthlyOffered ? (
          <CheckBoxRow
            id={`${id}-monthly`}
            label="Give this amount every month"
            registration={register('recurring')}
            hint='Monthly gifts are charged to your saved card, so tick "Save this card for one-tap giving" too. Cancel in one click from My donations.'
            error={formState.errors.recurring?.message}
          />
        ) : null}
        {!monthlyOffered && election ? <NoMonthlyGiving election={election} today={today} /> : null}
        {monthlyOffered && recurring ? (
          <MonthlyStatement amount={amount} today={today} election={election} />
        ) : null}
      </Fieldset>
    </CardSection>
  );
});
