import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  formatLimitDollars,
  readableError,
  useOneTapDonation,
  useSavedCard,
  type DonationReceipt,
  type NextElection,
  type OneTapDonationValues,
  type OneTapDonor,
  type SavedCard,
} from 'shared-api';
import { validAmountCents, type OneTapDonationData } from 'shared-api/contracts';
import { Button, CardSection, Cluster, Stack } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import { electionName } from '../../components/election-name';
import { t } from '../../donate-messages';
import { AmountPicker } from './amount-picker';
import { Note } from './donation-layout';
import { oneTapResolver } from './donation-resolvers';
import { cardLabel, GiftConfirmation } from './gift-confirmation';
import { newIdempotencyKey } from './idempotency-key';

// One-tap giving (docs/donation-rules.md, "Saved card, one tap"): a logged-in donor with a
// saved card picks an amount, and a confirmation states the amount, the candidate and the
// card, and reminds them of the identity and the five attestations their last gift gave,
// which this gift reuses. Nothing is charged before "Confirm". Shown on the donate page and
// the candidate page; nothing at all for a visitor or a member without a saved card. A one-tap
// gift is for the candidate's next election, which the form and the confirmation name (the
// donate form offers the others).

export interface OneTapGiveProps {
  candidateId: number;
  candidateName: string;
  /** The election the gift is for (the candidate's next); null or absent: the server's next. */
  election?: Pick<NextElection, 'id' | 'kind' | 'date' | 'dateProvisional'> | null;
  /** After the gift went through (the donate page shows its receipt). */
  onDonated: (receipt: DonationReceipt) => void;
}

export function OneTapGive(props: OneTapGiveProps) {
  const saved = useSavedCard().data;
  if (!saved?.card || !saved.donor) return null;
  return <OneTapGiveForm {...props} card={saved.card} donor={saved.donor} />;
}

/**
 * The form itself, only for a member with a saved card: a visitor's page holds no form
 * (react-hook-form ends each form's first render with a synchronous re-render).
 */
function OneTapGiveForm({
  candidateId,
  candidateName,
  election = null,
  onDonated,
  card,
  donor,
}: OneTapGiveProps & { card: SavedCard; donor: OneTapDonor }) {
  const forElection = election
    ? t('donate.forElection', { election: electionName(election) })
    : null;
  const give = useOneTapDonation();
  const [confirming, setConfirming] = useState<OneTapDonationData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per confirmation: a retry after a lost answer resends it and is not charged twice.
  const key = useRef(newIdempotencyKey());
  const form = useForm<OneTapDonationValues, unknown, OneTapDonationData>({
    resolver: oneTapResolver,
    defaultValues: { candidateId, idempotencyKey: key.current },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const cents = validAmountCents(amount);

  const close = () => {
    setConfirming(null);
    setFailure(null);
  };
  const confirm = () => {
    if (!confirming || give.isPending) return;
    setFailure(null);
    give.mutate(
      { ...confirming, electionId: election?.id, idempotencyKey: key.current },
      {
        onSuccess: (receipt) => {
          key.current = newIdempotencyKey();
          form.reset({ candidateId, idempotencyKey: key.current, amount: undefined });
          setConfirming(null);
          onDonated(receipt);
        },
        onError: (error) => setFailure(readableError(error)),
      },
    );
  };

  return (
    <CardSection title={t('donate.oneTap.title')}>
      <form
        onSubmit={form.handleSubmit((values) => setConfirming(values))}
        onFocus={oneTapResolver.prepare}
        noValidate
        aria-label={t('donate.oneTap.formLabel')}
      >
        <Stack $gap={4}>
          <Note>
            {t('donate.oneTap.note', { card: cardLabel(card) })}
            {forElection ? ` ${forElection}` : null}
          </Note>
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <AmountPicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Cluster>
            <Button type="submit" $variant="gold">
              {cents === null
                ? t('donate.oneTap.title')
                : t('donate.oneTap.submitAmount', { amount: formatLimitDollars(cents) })}
            </Button>
          </Cluster>
        </Stack>
      </form>
      <Modal
        open={confirming !== null}
        onClose={close}
        title={t('donate.confirmGift.title')}
        size="sm"
      >
        {confirming ? (
          <GiftConfirmation
            amountCents={Math.round(confirming.amount * 100)}
            candidateName={candidateName}
            card={card}
            donor={donor}
            forElection={forElection}
            failure={failure}
            pending={give.isPending}
            onConfirm={confirm}
            onCancel={close}
          />
        ) : null}
      </Modal>
    </CardSection>
  );
}
