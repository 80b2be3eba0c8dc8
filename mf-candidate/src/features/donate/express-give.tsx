import { useRef, useState } from 'react';
import {
  readableError,
  useExpressGift,
  type DonationReceipt,
  type ExpressLinkView,
  type OneTapDonor,
  type SavedCard,
} from 'shared-api';
import { CardSection } from 'shared-ui';
import { electionName } from '../../components/election-name';
import { t } from '../../donate-messages';
import { GiftConfirmation } from './gift-confirmation';
import { newIdempotencyKey } from './idempotency-key';

// An express link's one screen (docs/donation-rules.md "Express links"), for a logged-in
// donor with a saved card: the one-tap confirmation (gift-confirmation.tsx) of the link's
// amount, the candidate, the election and the card, with the attestations restated. Opening
// it charged nothing; "Confirm gift" is the one POST, with the donor's session (the site's
// CSRF check) and one idempotency key per screen, so a retry is not charged twice.

export interface ExpressGiveProps {
  token: string;
  link: ExpressLinkView;
  card: SavedCard;
  donor: OneTapDonor;
  onDonated: (receipt: DonationReceipt) => void;
  /** "Cancel": the donate page with the link's amount chosen instead. */
  onDismiss: () => void;
}

export function ExpressGive({ token, link, card, donor, onDonated, onDismiss }: ExpressGiveProps) {
  const give = useExpressGift(token);
  const key = useRef(newIdempotencyKey());
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    if (give.isPending) return;
    setFailure(null);
    give.mutate(
      { idempotencyKey: key.current },
      { onSuccess: onDonated, onError: (error) => setFailure(readableError(error)) },
    );
  };
  return (
    <CardSection title={t('donate.confirmGift.title')}>
      <GiftConfirmation
        amountCents={Math.round(link.amount * 100)}
        candidateName={link.candidateName}
        card={card}
        donor={donor}
        forElection={
          link.election ? t('donate.forElection', { election: electionName(link.election) }) : null
        }
        failure={failure}
        pending={give.isPending}
        onConfirm={confirm}
        onCancel={onDismiss}
      />
    </CardSection>
  );
}
