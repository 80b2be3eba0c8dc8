import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyDonation } from 'shared-api';
import { Badge, Cluster, formatDollars, VisuallyHidden } from 'shared-ui';
import { electionName } from '../../components/election-name';
import { ReceiptTime } from '../../components/receipt-parts';
import { t } from '../../donations-messages';
import { DonationStatusBadge } from './donation-status';
import { Amount, ListedCard } from './listed-card';

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled(Cluster).attrs({ $gap: 3 })`
  align-self: center;
`;

/**
 * One gift in My donations: amount, candidate, date, reference, the election it is for, state
 * (and "Monthly" for a monthly plan's gift) and its receipt.
 */
export function MyDonationItem({ gift }: { gift: MyDonation }) {
  return (
    <ListedCard
      aria-label={t('myDonations.giftLabel', {
        amount: formatDollars(gift.amount),
        name: gift.candidateName,
      })}
    >
      <div>
        <Cluster $gap={3}>
          <Amount>{formatDollars(gift.amount)}</Amount>
          <DonationStatusBadge status={gift.status} />
          {/* A gift a monthly plan made (its first included) says so. */}
          {gift.recurringPlanId === null ? null : (
            <Badge $tone="blue">{t('myDonations.monthly')}</Badge>
          )}
        </Cluster>
        <Facts>
          {t('myDonations.to')}{' '}
          <Link to={`/candidate/${gift.candidateId}`}>{gift.candidateName}</Link> ·{' '}
          <ReceiptTime at={gift.createdAt} /> · {gift.reference}
        </Facts>
        {gift.election ? (
          <Facts>{t('myDonations.forElection', { election: electionName(gift.election) })}</Facts>
        ) : null}
      </div>
      <Actions>
        <Link to={`/donations/${gift.id}/receipt`}>
          {t('myDonations.receipt')}
          <VisuallyHidden> {gift.reference}</VisuallyHidden>
        </Link>
      </Actions>
    </ListedCard>
  );
}
