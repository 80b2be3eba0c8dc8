import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  readableError,
  useAcceptMonthlyOffer,
  useDeclineMonthlyOffer,
  useMonthlyOffer,
  type MonthlyOffer,
} from 'shared-api';
import { Button, Cluster, formatDollars } from 'shared-ui';
import { electionName } from '../../components/election-name';
import { formatDay } from '../../components/format-day';
import { t, tCountAsIs } from '../../donate-messages';

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
      {/* English says 'gifts' for any count (the spec's words); Spanish says 1 donación. */}
      {tCountAsIs('donate.upsell.offerOne', 'donate.upsell.offerOther', offer.gifts, {
        amount: formatDollars(offer.amount),
        name: offer.candidateName,
        brand: offer.card.brand,
        last4: offer.card.last4,
        election: electionName(offer.election),
        next: formatDay(offer.nextChargeOn),
        ends: formatDay(offer.endsOn),
        total: formatDollars(offer.total),
      })}
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
      <h3 id={titleId}>{t('donate.upsell.title')}</h3>
      <OfferText offer={shown} />
      {accept.isError ? <Failure role="alert">{readableError(accept.error)}</Failure> : null}
      <Cluster $gap={3}>
        <Button type="button" $variant="gold" disabled={busy} onClick={() => accept.mutate()}>
          {accept.isPending
            ? t('donate.processing')
            : t('donate.upsell.accept', { amount: formatDollars(shown.amount) })}
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
          {t('donate.upsell.decline')}
        </Button>
      </Cluster>
    </Offer>
  );
}
