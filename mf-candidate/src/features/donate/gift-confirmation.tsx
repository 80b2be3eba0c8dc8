import styled from 'styled-components';
import {
  DONATION_ATTESTATIONS,
  formatLimitDollars,
  type DonationAttestation,
  type OneTapDonor,
  type SavedCard,
} from 'shared-api';
import { Button, Cluster, Stack } from 'shared-ui';
import { t } from '../../donate-messages';
import { attestationText } from './attestation-text';

// The confirmation of a gift with the saved card (docs/donation-rules.md "Saved card, one
// tap" and "Express links"): the amount, the candidate, the election and the card, and a
// reminder of the identity and the five attestations of the donor's last gift, which the gift
// reuses. Nothing is charged before "Confirm gift". The one-tap dialog and the express link's
// page show it alike.

const Reminder = styled(Stack).attrs({ $gap: 2 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Question = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function cardLabel(card: SavedCard): string {
  return t('donate.card', { brand: card.brand, last4: card.last4 });
}

const ATTESTATIONS = Object.keys(DONATION_ATTESTATIONS) as DonationAttestation[];

function DonorReminder({ donor }: { donor: OneTapDonor }) {
  const { occupation, employer } = donor;
  const work =
    occupation && employer
      ? t('donate.reminder.work', { occupation, employer })
      : occupation || employer || '';
  // Who gave, as the last gift named them: punctuation only between the parts.
  const who = `${donor.donorName} (${donor.donorEmail})${donor.place ? `, ${donor.place}` : ''}${work ? `; ${work}` : ''}`;
  return (
    <Reminder>
      <p>{t('donate.reminder.from', { who })}</p>
      <p>{t('donate.reminder.confirm')}</p>
      <ul>
        {ATTESTATIONS.map((key) => (
          <li key={key}>{attestationText(key)}</li>
        ))}
      </ul>
    </Reminder>
  );
}

export interface GiftConfirmationProps {
  amountCents: number;
  candidateName: string;
  card: SavedCard;
  donor: OneTapDonor;
  /** 'For the general election on ...', or null when the server picks the next one. */
  forElection: string | null;
  failure: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

export function GiftConfirmation({
  amountCents,
  candidateName,
  card,
  donor,
  forElection,
  failure,
  pending,
  onConfirm,
  onCancel,
}: GiftConfirmationProps) {
  return (
    <Stack $gap={4}>
      <Question>
        {t('donate.confirmGift.question', {
          amount: formatLimitDollars(amountCents),
          name: candidateName,
          card: cardLabel(card),
        })}
      </Question>
      {forElection ? <p>{forElection}</p> : null}
      <DonorReminder donor={donor} />
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <Cluster $gap={3}>
        <Button type="button" $variant="gold" onClick={onConfirm} disabled={pending}>
          {pending ? t('donate.processing') : t('donate.confirmGift.confirm')}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('donate.cancel')}
          </Button>
        ) : null}
      </Cluster>
    </Stack>
  );
}
