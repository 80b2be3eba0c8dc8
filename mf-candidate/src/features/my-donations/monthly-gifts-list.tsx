import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  readableError,
  useCancelRecurringPlan,
  useRecurringPlans,
  type RecurringPlan,
  type RecurringStatus,
} from 'shared-api';
import {
  AsyncList,
  Badge,
  Button,
  Cluster,
  EmptyState,
  formatDollars,
  notify,
  type BadgeTone,
} from 'shared-ui';
import { electionName } from '../../components/election-name';
import { formatDay } from '../../components/format-day';
import { t, tCountAsIs, type DonationsKey } from '../../donations-messages';
import { Amount, ListedCard } from './listed-card';

// My donations' monthly gifts (docs/donation-rules.md, "Monthly gifts"): each plan's amount,
// candidate and state ("Recurring" while active; paused with the clock's reason: a decline, the
// limit; ended at the election), the next charge date, and a one-click cancel.

const STATUS: Record<RecurringStatus, { label: DonationsKey; tone: BadgeTone }> = {
  active: { label: 'monthly.status.active', tone: 'green' },
  paused: { label: 'monthly.status.paused', tone: 'yellow' },
  cancelled: { label: 'monthly.status.cancelled', tone: 'grey' },
  ended: { label: 'monthly.status.ended', tone: 'grey' },
};

/** Why an ended plan charges no more: it ran until its election, as the form said. */
function endedNote(plan: RecurringPlan): string {
  const endsOn = plan.endsOn ?? plan.election?.date;
  return endsOn ? t('monthly.endedOn', { date: formatDay(endsOn) }) : t('monthly.ended');
}

const Facts = styled.p<{ $warning?: boolean }>`
  margin: 0;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.dangerText : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

function giftsMade(count: number): string {
  return tCountAsIs('monthly.giftsMadeOne', 'monthly.giftsMadeOther', count);
}

function MonthlyGiftItem({ plan }: { plan: RecurringPlan }) {
  const cancel = useCancelRecurringPlan();
  const status = STATUS[plan.status];
  const label = t('monthly.label', {
    amount: formatDollars(plan.amount),
    name: plan.candidateName,
  });
  return (
    <ListedCard aria-label={label}>
      <div>
        <Cluster $gap={3}>
          <Amount>{t('monthly.perMonth', { amount: formatDollars(plan.amount) })}</Amount>
          <Badge $tone={status.tone}>{t(status.label)}</Badge>
        </Cluster>
        <Facts>
          {t('myDonations.to')}{' '}
          <Link to={`/candidate/${plan.candidateId}`}>{plan.candidateName}</Link> ·{' '}
          {plan.status === 'active'
            ? t('monthly.nextCharge', { date: formatDay(plan.nextChargeOn) })
            : giftsMade(plan.giftsMade)}
          {plan.status === 'active' ? ` · ${giftsMade(plan.giftsMade)}` : null}
        </Facts>
        {plan.status === 'paused' && plan.pauseReason ? (
          <Facts $warning>{plan.pauseReason}</Facts>
        ) : null}
        {plan.election && plan.status !== 'ended' ? (
          <Facts>{t('monthly.runsUntil', { election: electionName(plan.election) })}</Facts>
        ) : null}
        {plan.status === 'ended' ? <Facts>{endedNote(plan)}</Facts> : null}
      </div>
      {plan.status === 'cancelled' || plan.status === 'ended' ? null : (
        <Cluster $gap={3}>
          <Button
            type="button"
            $variant="secondary"
            disabled={cancel.isPending}
            aria-label={t('monthly.cancelLabel', { label })}
            onClick={() =>
              cancel.mutate(plan.id, {
                onSuccess: () =>
                  notify({
                    title: t('monthly.cancelled'),
                    description: t('monthly.stopped', { label }),
                  }),
                onError: (error) =>
                  notify({
                    title: t('monthly.cancelFailed'),
                    description: readableError(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {cancel.isPending ? t('monthly.cancelling') : t('monthly.cancel')}
          </Button>
        </Cluster>
      )}
    </ListedCard>
  );
}

export function MonthlyGiftsList() {
  const plans = useRecurringPlans();
  const items = plans.data ?? [];
  return (
    <AsyncList
      title={t('monthly.title')}
      items={items}
      itemKey={(plan) => plan.id}
      renderItem={(plan) => <MonthlyGiftItem plan={plan} />}
      isLoading={plans.isLoading}
      loadingLabel={t('monthly.loading')}
      error={plans.error ? readableError(plans.error) : null}
      onRetry={() => void plans.refetch()}
      empty={<EmptyState title={t('monthly.empty')} text={t('monthly.emptyText')} />}
    />
  );
}
