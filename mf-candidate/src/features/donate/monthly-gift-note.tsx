import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRecurringPlans, type DonationReceipt, type RecurringPlan } from 'shared-api';
import { formatDollars } from 'shared-ui';
import { formatDay } from '../../components/format-day';
import { t } from '../../donate-messages';

const Note = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  h3,
  p {
    margin: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The monthly gift this gift started, if it started one: the server starts a plan after its
 * first gift (the plan's anchor is that gift's day), so it is the candidate's first plan made
 * at or after the gift. None when the donor gave once, or when the plan could not start.
 */
export function planStartedBy(
  receipt: Pick<DonationReceipt, 'candidateId' | 'createdAt'>,
  plans: readonly RecurringPlan[] | undefined,
): RecurringPlan | undefined {
  const madeAt = Date.parse(receipt.createdAt);
  return (plans ?? [])
    .filter(
      (plan) =>
        plan.candidateId === receipt.candidateId &&
        plan.status === 'active' &&
        plan.giftsMade === 1 &&
        Date.parse(plan.createdAt) >= madeAt,
    )
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))[0];
}

/**
 * On the thank-you of a gift that started a monthly gift (docs/donation-rules.md "Monthly
 * gifts"): that it repeats, the next charge date and how to cancel, as the plan's own mailed
 * receipts say, read from the plan the server started.
 */
export function MonthlyGiftNote({ receipt }: { receipt: DonationReceipt }) {
  const plans = useRecurringPlans();
  const plan = planStartedBy(receipt, plans.data);
  if (!plan) return null;
  return (
    <Note aria-label={t('donate.monthlyNote.label')}>
      <h3>{t('donate.monthlyNote.title')}</h3>
      <p>
        {t('donate.monthlyNote.schedule', {
          amount: formatDollars(plan.amount),
          name: plan.candidateName,
          date: formatDay(plan.nextChargeOn),
        })}
      </p>
      <p>
        {t('donate.monthlyNote.cancelBefore')}{' '}
        <Link to="/donations">{t('donate.monthlyNote.cancelLink')}</Link>{' '}
        {t('donate.monthlyNote.cancelAfter')}
      </p>
    </Note>
  );
}
