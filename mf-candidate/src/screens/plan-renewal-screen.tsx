import { Link, useSearchParams } from 'react-router-dom';
import { formatLimitDollars, useConfirmPlanRenewal, usePlanRenewal } from 'shared-api';
import { PLAN_RENEWAL_UNKNOWN_MESSAGE, planRenewalBodySchema } from 'shared-api/contracts';
import { formatChargeDay } from 'shared-api/contracts';
import { Button, PageContainer, PageHeader } from 'shared-ui';
import { Panel, Problem, serverMessage, Text } from '../features/member-account/account-form-parts';

const plural = (count: number) => `${count} ${count === 1 ? 'gift' : 'gifts'}`;

/**
 * /monthly-renewal?token=...: the page a monthly gift's renewal mail links to
 * (docs/donation-rules.md "Monthly gifts"). It states the renewed plan (same amount, same saved
 * card, the candidate's next cycle's election, the charges the server's clock will make and
 * their total) and starts it with one Confirm; the token goes in POSTs only, so a mail scanner
 * that opens the link spends nothing. A used, expired or unknown link shows the server's words.
 */
export default function PlanRenewalScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A token the schema refuses is answered here, without asking the server.
  const valid = planRenewalBodySchema.safeParse({ token }).success;
  const renewal = usePlanRenewal(valid ? token : null);
  const confirm = useConfirmPlanRenewal();
  const plan = renewal.data;
  const problem = confirm.error
    ? serverMessage(confirm.error)
    : renewal.error
      ? serverMessage(renewal.error)
      : valid
        ? null
        : PLAN_RENEWAL_UNKNOWN_MESSAGE;
  return (
    <PageContainer>
      <PageHeader title="Renew your monthly gift" />
      <Panel>
        {confirm.data ? (
          <Text role="status">
            Your monthly gift is renewed: the first gift was made today (receipt{' '}
            <Link to={`/donations/${confirm.data.receipt.id}/receipt`}>
              #{confirm.data.receipt.id}
            </Link>
            ). My donations lists it, and you can cancel it there in one click.
          </Text>
        ) : plan ? (
          <>
            <Text>
              {formatLimitDollars(Math.round(plan.amount * 100))} every month to{' '}
              {plan.candidateName}, charged to your saved {plan.card.brand} card ending{' '}
              {plan.card.last4}, for the {plan.election.kind} election on{' '}
              {formatChargeDay(plan.election.date)} ({plan.election.code}, cycle {plan.cycle}).
            </Text>
            <Text role="status">
              First gift: today. Next charge: {formatChargeDay(plan.nextChargeOn)}. Total until the
              election on {formatChargeDay(plan.election.date)}:{' '}
              {formatLimitDollars(Math.round(plan.total * 100))} ({plural(plan.gifts)}).
            </Text>
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <Button
              type="button"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ token })}
            >
              {confirm.isPending ? 'Confirming...' : 'Confirm'}
            </Button>
          </>
        ) : problem ? (
          <Problem role="alert">{problem}</Problem>
        ) : (
          <Text>Loading your renewal...</Text>
        )}
      </Panel>
    </PageContainer>
  );
}
