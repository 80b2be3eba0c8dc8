import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  readableError,
  useCancelRecurringPlan,
  useRecurringPlans,
  type RecurringPlan,
  type RecurringStatus,
} from 'shared-api';
import { formatChargeDay } from 'shared-api/contracts';
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
import { Amount, ListedCard } from './listed-card';

// My donations' monthly gifts (docs/donation-rules.md, "Monthly gifts"): each plan's amount,
// candidate and state ("Recurring" while active; paused with the clock's reason: a decline, the
// limit; ended at the election), the next charge date, and a one-click cancel.

const STATUS: Record<RecurringStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Recurring', tone: 'green' },
  paused: { label: 'Paused', tone: 'yellow' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  ended: { label: 'Ended', tone: 'grey' },
};

/** Why an ended plan charges no more: it ran until its election, as the form said. */
function endedNote(plan: RecurringPlan): string {
  const endsOn = plan.endsOn ?? plan.election?.date;
  return endsOn ? `Ended at the election on ${formatChargeDay(endsOn)}.` : 'Ended at its election.';
}

const Facts = styled.p<{ $warning?: boolean }>`
  margin: 0;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.dangerText : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

function giftsMade(count: number): string {
  return `${count} ${count === 1 ? 'gift' : 'gifts'} made`;
}

function MonthlyGiftItem({ plan }: { plan: RecurringPlan }) {
  const cancel = useCancelRecurringPlan();
  const status = STATUS[plan.status];
  const label = `${formatDollars(plan.amount)} every month to ${plan.candidateName}`;
  return (
    <ListedCard aria-label={label}>
      <div>
        <Cluster $gap={3}>
          <Amount>{formatDollars(plan.amount)} / month</Amount>
          <Badge $tone={status.tone}>{status.label}</Badge>
        </Cluster>
        <Facts>
          To <Link to={`/candidate/${plan.candidateId}`}>{plan.candidateName}</Link> ·{' '}
          {plan.status === 'active'
            ? `Next charge: ${formatChargeDay(plan.nextChargeOn)}`
            : giftsMade(plan.giftsMade)}
          {plan.status === 'active' ? ` · ${giftsMade(plan.giftsMade)}` : null}
        </Facts>
        {plan.status === 'paused' && plan.pauseReason ? (
          <Facts $warning>{plan.pauseReason}</Facts>
        ) : null}
        {plan.election && plan.status !== 'ended' ? (
          <Facts>Runs until the {electionName(plan.election)}.</Facts>
        ) : null}
        {plan.status === 'ended' ? <Facts>{endedNote(plan)}</Facts> : null}
      </div>
      {plan.status === 'cancelled' || plan.status === 'ended' ? null : (
        <Cluster $gap={3}>
          <Button
            type="button"
            $variant="secondary"
            disabled={cancel.isPending}
            aria-label={`Cancel monthly gift: ${label}`}
            onClick={() =>
              cancel.mutate(plan.id, {
                onSuccess: () =>
                  notify({ title: 'Monthly gift cancelled', description: `${label}: stopped.` }),
                onError: (error) =>
                  notify({
                    title: 'Could not cancel',
                    description: readableError(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel monthly gift'}
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
      title="Monthly gifts"
      items={items}
      itemKey={(plan) => plan.id}
      renderItem={(plan) => <MonthlyGiftItem plan={plan} />}
      isLoading={plans.isLoading}
      loadingLabel="Loading your monthly gifts"
      error={plans.error ? readableError(plans.error) : null}
      onRetry={() => void plans.refetch()}
      empty={
        <EmptyState
          title="No monthly gifts"
          text='Tick "Give this amount every month" when you give to start one.'
        />
      }
    />
  );
}
