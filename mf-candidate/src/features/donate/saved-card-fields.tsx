import { memo, useEffect, useId } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatLimitDollars, type DonationFormData, type DonationFormValues } from 'shared-api';
import {
  monthlyChargeDay,
  monthlyPlanCharges,
  monthlyPlanPossible,
  monthlyPreview,
  planElections,
  utcDay,
  validAmountCents,
} from 'shared-api/contracts';
import { CardSection } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import { formatDay } from '../../components/format-day';
import { t, tCountAsIs } from '../../donate-messages';
import { CheckBoxRow } from './check-box-row';
import { chosenElection, type DonationElections, type ElectionChoice } from './donation-elections';
import { Note } from './donation-layout';

// The two opt-ins of a logged-in donor (docs/donation-rules.md, "Saved card, one tap" and
// "Monthly gifts"): both unticked until the donor ticks them. Monthly giving is charged to the
// saved card, so it needs both (the shared schema says so beside the box). A plan runs until
// the election its gifts are for, so monthly giving is offered only when a monthly charge
// could still fall on or before that election's day.

/**
 * What a monthly gift of `amount` for `election` means, stated before the donor gives: what
 * the server's clock will charge (monthlyPlanCharges, the clock's own count), today's gift
 * included, through the last election of the chosen election's cycle (each charge for the
 * chosen election until it is held, then for the next), and where an election's limit (the
 * donor's room left in it, when known) stops the plan.
 */
export function MonthlyStatement({
  amount,
  today,
  election,
  planElections: plan = [election],
}: {
  amount: unknown;
  today: Date;
  election: ElectionChoice;
  /** The plan's elections (planElections): the chosen one and the later ones of its cycle. */
  planElections?: readonly ElectionChoice[];
}) {
  const cents = validAmountCents(amount);
  if (cents === null) return <Note>{t('donate.monthly.chooseAmount')}</Note>;
  const preview = monthlyPreview(cents, today, election.date);
  const { limitCents, remainingCents } = election;
  const limit = limitCents === null ? null : formatLimitDollars(limitCents);
  if (remainingCents !== null && remainingCents < cents) {
    return (
      <Note role="status">
        {t('donate.monthly.overRoom', {
          amount: formatLimitDollars(cents),
          remaining: formatLimitDollars(remainingCents ?? 0),
        })}
      </Note>
    );
  }
  const { charges, pausesOn, endsOn } = monthlyPlanCharges(cents, today, plan);
  const gifts = charges.length;
  const last = formatDay(charges[gifts - 1].day);
  const pause =
    pausesOn !== null
      ? limit === null
        ? t('donate.monthly.pauses', { last })
        : t('donate.monthly.pausesAt', { last, limit })
      : limit === null
        ? t('donate.monthly.notMade')
        : t('donate.monthly.notMadeAt', { limit });
  return (
    <Note role="status">
      {tCountAsIs('donate.monthly.statementOne', 'donate.monthly.statementOther', gifts, {
        amount: formatLimitDollars(cents),
        next: formatDay(preview.nextChargeOn),
        ends: formatDay(endsOn),
        total: formatLimitDollars(gifts * cents),
      })}{' '}
      {pause}
    </Note>
  );
}

/** Why there is no monthly box: no monthly charge would fall before the election. */
function NoMonthlyGiving({ endDay, today }: { endDay: string; today: Date }) {
  return (
    <Note>
      {t('donate.monthly.notOffered', {
        first: formatDay(monthlyChargeDay(utcDay(today), 1)),
        day: formatDay(endDay),
      })}
    </Note>
  );
}

// memo, with errors read through useFormState: react-hook-form re-renders the form's host
// once, synchronously, as it mounts (its isReady flag); these sections then stay as they are
// instead of re-rendering with it, and re-render for their own fields' messages.
export const SavedCardFields = memo(function SavedCardFields({
  form,
  elections,
  today: todayAsked,
}: {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
  elections: DonationElections;
  /**
   * The day today's gift is made and the plan's charges count from: the server's clock's
   * (the allowance's `today`), else the browser's; the tests set it.
   */
  today?: Date;
}) {
  const id = useId();
  const { register, control, setValue } = form;
  const formState = useFormState({ control });
  const [amount, recurring, electionId] = useWatch({
    control,
    name: ['amount', 'recurring', 'electionId'],
  });
  const today =
    todayAsked ?? (elections.today ? new Date(`${elections.today}T12:00:00Z`) : new Date());
  const election = chosenElection(elections, electionId);
  const plan = election ? planElections(elections.choices, election) : [];
  const planEnd = plan.at(-1)?.date ?? election?.date ?? '';
  const monthlyOffered = election !== null && monthlyPlanPossible(utcDay(today), planEnd);
  // A box ticked for an election the donor then left is not a hidden choice for the next one.
  useEffect(() => {
    if (!monthlyOffered && recurring) setValue('recurring', false);
  }, [monthlyOffered, recurring, setValue]);
  return (
    <CardSection title={t('donate.saved.title')}>
      <Fieldset $gap={4}>
        <CheckBoxRow
          id={`${id}-save`}
          label={t('donate.saved.saveCard')}
          registration={register('saveCard')}
          hint={t('donate.saved.saveCardHint')}
          error={formState.errors.saveCard?.message}
        />
        {monthlyOffered ? (
          <CheckBoxRow
            id={`${id}-monthly`}
            label={t('donate.saved.monthly')}
            registration={register('recurring')}
            hint={t('donate.saved.monthlyHint')}
            error={formState.errors.recurring?.message}
          />
        ) : null}
        {!monthlyOffered && election ? <NoMonthlyGiving endDay={planEnd} today={today} /> : null}
        {monthlyOffered && recurring ? (
          <MonthlyStatement
            amount={amount}
            today={today}
            election={election}
            planElections={plan}
          />
        ) : null}
      </Fieldset>
    </CardSection>
  );
});
