import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyDonation } from 'shared-api';
import { Card, Cluster, formatDollars, VisuallyHidden } from 'shared-ui';
import { ReceiptTime } from '../../components/receipt-parts';
import { DonationStatusBadge } from './donation-status';

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled(Cluster).attrs({ $gap: 3 })`
  align-self: center;
`;

/** One gift in My donations: amount, candidate, date, reference, state and its receipt. */
export function MyDonationItem({ gift }: { gift: MyDonation }) {
  return (
    <Item aria-label={`${formatDollars(gift.amount)} to ${gift.candidateName}`}>
      <div>
        <Cluster $gap={3}>
          <Amount>{formatDollars(gift.amount)}</Amount>
          <DonationStatusBadge status={gift.status} />
        </Cluster>
        <Facts>
          To <Link to={`/candidate/${gift.candidateId}`}>{gift.candidateName}</Link> ·{' '}
          <ReceiptTime at={gift.createdAt} /> · {gift.reference}
        </Facts>
      </div>
      <Actions>
        <Link to={`/donations/${gift.id}/receipt`}>
          Receipt<VisuallyHidden> {gift.reference}</VisuallyHidden>
        </Link>
      </Actions>
    </Item>
  );
}
