import { Link, useSearchParams } from 'react-router-dom';
import { formatLimitDollars, useConfirmPlanRenewal, usePlanRenewal } from 'shared-api';
import { planRenewalBodySchema } from 'shared-api/contracts';
import { Button, PageContainer, PageHeader } from 'shared-ui';
import { formatDay } from '../components/format-day';
import { Panel, Problem, serverMessage, Text } from '../features/member-account/account-form-parts';
import { t, tCountAsIs, withMessages as withDonationsMessages } from '../donations-messages';
import { withMessages } from '../messages';

/**
 * /monthly-renewal?token=...: the page a monthly gift's renewal mail links to
 * (docs/donation-rules.md "Monthly gifts"). It states the renewed plan (same amount, same saved
 * card, the candidate's next cycle's election, the charges the server's clock will make and
 * their total) and starts it with one Confirm; the token goes in POSTs only, so a mail scanner
 * that opens the link spends nothing. A used, expired or unknown link shows the server's words.
 */
function PlanRenewalScreen() {
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
        : // shared-api's PLAN_RENEWAL_UNKNOWN_MESSAGE in English (a test holds them equal).
          t('planRenewal.unknownLink');
  return (
    <PageContainer>
      <PageHeader title={t('planRenewal.title')} />
      <Panel>
        {confirm.data ? (
          <Text role="status">
            {t('planRenewal.doneBefore')}{' '}
            <Link to={`/donations/${confirm.data.receipt.id}/receipt`}>
              {t('planRenewal.doneReceipt', { id: confirm.data.receipt.id })}
            </Link>
            {t('planRenewal.doneAfter')}
          </Text>
        ) : plan ? (
          <>
            <Text>
              {t('planRenewal.plan', {
                amount: formatLimitDollars(Math.round(plan.amount * 100)),
                name: plan.candidateName,
                brand: plan.card.brand,
                last4: plan.card.last4,
                kind: plan.election.kind,
                date: formatDay(plan.election.date),
                code: plan.election.code,
                cycle: plan.cycle,
              })}
            </Text>
            <Text role="status">
              {tCountAsIs('planRenewal.scheduleOne', 'planRenewal.scheduleOther', plan.gifts, {
                next: formatDay(plan.nextChargeOn),
                date: formatDay(plan.election.date),
                total: formatLimitDollars(Math.round(plan.total * 100)),
              })}
            </Text>
            {problem ? <Problem role="alert">{problem}</Problem> : null}
            <Button
              type="button"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ token })}
            >
              {confirm.isPending ? t('planRenewal.confirming') : t('planRenewal.confirm')}
            </Button>
          </>
        ) : problem ? (
          <Problem role="alert">{problem}</Problem>
        ) : (
          <Text>{t('planRenewal.loading')}</Text>
        )}
      </Panel>
    </PageContainer>
  );
}

export default withDonationsMessages(withMessages(PlanRenewalScreen));
