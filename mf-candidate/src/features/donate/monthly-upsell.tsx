import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  readableError,
  useAcceptMonthlyOffer,
  useDeclineMonthlyOffer,
  useMonthlyOffer,
  type MonthlyOffer,
} from 'shared-api';
import { formatChargeDay } from 'shared-api/contracts';
import { Button, Cluster, formatDollars } from 'shared-ui';
import { electionName } from '../../components/election-name';

// "Make it monthly" on a one-time gift's thank-you (docs/donation-rules.md "Make it monthly"):
// offered once and never pre-selected, with the amount, the next charge date and the total
// until the election as the server counts them (the monthly form's numbers); one press starts
// the plan with the saved card, "No thanks" is remembered for this gift. Nothing shows when
// the server offers nothing (no saved card, a plan already running, a monthly gift).

const Offer = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
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

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

function OfferText({ offer }: { offer: MonthlyOffer }) {
  return (
    <p>
      Give {formatDollars(offer.amount)} to {offer.candidateName} every month with your{' '}
      {offer.card.brand} ending {offer.card.last4}, for the {electionName(offer.election)}. Next
      charge: {formatChargeDay(offer.nextChargeOn)}. Until {formatChargeDay(offer.endsOn)} that is{' '}
      {offer.gifts} gifts, today&apos;s included: {formatDollars(offer.total)} in all. You can
      cancel it any time in My donations.
    </p>
  );
}

export function MonthlyUpsell({ donationId }: { donationId: number }) {
  const titleId = useId();
  const offer = useMonthlyOffer(donationId, true);
  const accept = useAcceptMonthlyOffer(donationId);
  const decline = useDeclineMonthlyOffer(donationId);
  const [declined, setDeclined] = useState(false);
  const shown = offer.data?.offer;
  if (!shown || declined || accept.isSuccess) return null;
  const busy = accept.isPending || decline.isPending;
  return (
    <Offer aria-labelledby={titleId}>
      <h3 id={titleId}>Make it monthly?</h3>
      <OfferText offer={shown} />
      {accept.isError ? <Failure role="alert">{readableError(accept.error)}</Failure> : null}
      <Cluster $gap={3}>
        <Button type="button" $variant="gold" disabled={busy} onClick={() => accept.mutate()}>
          {accept.isPending ? 'Processing...' : `Give ${formatDollars(shown.amount)} monthly`}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={() => {
            setDeclined(true);
            decline.mutate();
          }}
        >
          No thanks
        </Button>
      </Cluster>
    </Offer>
  );
}
