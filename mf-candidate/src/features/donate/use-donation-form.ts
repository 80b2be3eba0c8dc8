import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  setServerFieldErrors,
  useCreateDonation,
  type DonationFormData,
  type DonationFormValues,
  type DonationReceipt,
} from 'shared-api';
import { donationAmountProblem } from 'shared-api/contracts';
import { describeDonationError, type DonationFailure } from './donation-failure';
import {
  donationFormDefaults,
  donorDetailsFrom,
  isDonationField,
  type DonorDetails,
} from './donation-form-values';
import { donationResolver } from './donation-resolvers';
import { newIdempotencyKey, useDonationIdempotencyKey } from './idempotency-key';

interface Options {
  candidateId: number;
  /** The donor's details to start from (the account's, or the last donation's). */
  donor: DonorDetails;
  /** The election a gift is for until the donor chooses one (the next one; null: none ahead). */
  defaultElectionId: number | null;
  /** Cents: the per-election limit of the election with this id, as the page has it, or null. */
  limitCentsFor?: (electionId: number | undefined) => number | null;
  /** Dollars the form starts with (an experiment variant's default, one of its presets). */
  defaultAmount?: number;
  /** After the server accepted the donation, with its receipt and the details used. */
  onDonated: (receipt: DonationReceipt, donor: DonorDetails) => void;
}

/**
 * The donation form (docs/donation-rules.md): validated with the schema the server parses the
 * body with, sent once per submit with this form's idempotency key, the server's field
 * messages put beside their fields and any other refusal shown above the button.
 */
export function useDonationForm({
  candidateId,
  donor,
  defaultElectionId,
  limitCentsFor = () => null,
  defaultAmount,
  onDonated,
}: Options) {
  const { keyFor, renew } = useDonationIdempotencyKey(candidateId);
  // The schema asks for a key in the body; the one sent is chosen at the first send (keyFor).
  const [placeholderKey] = useState(newIdempotencyKey);
  const form = useForm<DonationFormValues, unknown, DonationFormData>({
    resolver: donationResolver,
    defaultValues: {
      ...donationFormDefaults(candidateId, placeholderKey, donor),
      // Shown pressed on its preset button: the donor sees it, and may choose another.
      amount: defaultAmount,
    },
  });
  const { handleSubmit, setError } = form;
  const createDonation = useCreateDonation();
  const [failure, setFailure] = useState<DonationFailure | null>(null);
  // The button is disabled while a submit is out, but a double click can land before React
  // renders that: this guard makes the second click a no-op.
  const sending = useRef(false);

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    // The chosen election's limit is data the schema cannot know: checked here before sending.
    const overLimit = donationAmountProblem(
      values.amount,
      limitCentsFor(values.electionId ?? defaultElectionId ?? undefined),
    );
    if (overLimit) {
      setError('amount', { message: overLimit }, { shouldFocus: true });
      return;
    }
    sending.current = true;
    setFailure(null);
    try {
      // The election the form shows as chosen, sent even when the donor kept the default.
      const electionId = values.electionId ?? defaultElectionId ?? undefined;
      const receipt = await createDonation.mutateAsync({
        ...values,
        electionId,
        idempotencyKey: keyFor(values),
      });
      renew();
      onDonated(receipt, donorDetailsFrom(values));
    } catch (error) {
      setServerFieldErrors(error, setError, isDonationField);
      const described = describeDonationError(error);
      // The key already paid for another gift: the next submit is a new donation.
      if (described.failure.kind === 'conflict') renew();
      setFailure(described.failure);
    } finally {
      sending.current = false;
    }
  });

  return {
    form,
    submit,
    failure,
    isSending: form.formState.isSubmitting,
  };
}
