import type { DefaultValues } from 'react-hook-form';
import {
  DONATION_RULES,
  type AuthUser,
  type DonationAllowance,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
import {
  amountToCents,
  donationAmountSchema,
  donationAttestationsSchema,
  donationFormSchema,
  paymentCardSchema,
} from 'shared-api/contracts';

/** The donor's own details, carried over to 'Donate again' so they need not type them twice. */
export type DonorDetails = Pick<
  DonationFormValues,
  | 'donorName'
  | 'donorEmail'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'occupation'
  | 'employer'
>;

/** Every field a message can sit beside ('donorEmail', 'card.number', 'attestations.atLeast18'). */
export type DonationField =
  | Exclude<keyof DonationFormValues, 'attestations' | 'card' | 'candidateId' | 'idempotencyKey'>
  | `attestations.${keyof DonationFormValues['attestations']}`
  | `card.${keyof DonationFormValues['card']}`;

const FIELD_PATHS: ReadonlySet<string> = new Set([
  // candidateId and idempotencyKey are the request's, not the donor's: nothing to show them by.
  ...Object.keys(donationFormSchema.shape).filter(
    (key) => !['attestations', 'card', 'candidateId', 'idempotencyKey'].includes(key),
  ),
  ...Object.keys(donationAttestationsSchema.shape).map((key) => `attestations.${key}`),
  ...Object.keys(paymentCardSchema.shape).map((key) => `card.${key}`),
]);

export function isDonationField(path: string): path is DonationField {
  return FIELD_PATHS.has(path);
}

/** The donor's details as the account knows them: a logged-in user starts from their name. */
export function donorDetailsOf(user: AuthUser | null): DonorDetails {
  return {
    donorName: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
    donorEmail: user?.email ?? '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    occupation: '',
    employer: '',
  };
}

/** The details a succeeded donation was made with, for the next form. */
export function donorDetailsFrom(values: DonationFormData): DonorDetails {
  const { donorName, donorEmail, addressLine1, addressLine2, city, state, postalCode } = values;
  return {
    donorName,
    donorEmail,
    addressLine1: addressLine1 ?? '',
    addressLine2: addressLine2 ?? '',
    city: city ?? '',
    state: state ?? '',
    postalCode: postalCode ?? '',
    occupation: values.occupation ?? '',
    employer: values.employer ?? '',
  };
}

/**
 * A new form: no amount chosen and nothing attested (the donor picks and ticks each time),
 * the donor's details, and the candidate and key the request carries.
 */
export function donationFormDefaults(
  candidateId: number,
  idempotencyKey: string,
  donor: DonorDetails,
): DefaultValues<DonationFormValues> {
  return {
    candidateId,
    idempotencyKey,
    ...donor,
    message: '',
    card: { number: '', expiry: '', cvc: '' },
    // Never pre-selected: saving a card and giving monthly are the donor's explicit choices.
    saveCard: false,
    recurring: false,
  };
}

/** Cents of an amount the form would accept, else null (nothing chosen, or not a valid amount). */
export function validAmountCents(amount: unknown): number | null {
  const parsed = donationAmountSchema.safeParse(amount);
  return parsed.success ? amountToCents(parsed.data) : null;
}

/**
 * Whether the itemisation fields are required (docs/donation-rules.md): the donor's aggregate to
 * the candidate this cycle passes $200 with this gift. A visitor's earlier gifts are known only to
 * the server, which answers a 400 naming the missing fields when they push the total over.
 */
export function isItemisationRequired(
  amount: unknown,
  allowance: DonationAllowance | undefined,
): boolean {
  if (allowance?.itemisationRequired) return true;
  const givenCents = allowance ? amountToCents(allowance.given) : 0;
  return givenCents + (validAmountCents(amount) ?? 0) > DONATION_RULES.itemisationThresholdCents;
}
