import type { DefaultValues } from 'react-hook-form';
import {
  DONATION_ATTESTATIONS,
  DONATION_RULES,
  type AuthUser,
  type DonationAllowance,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
// Zod-free helpers only (donation-amounts.ts): the page draws before the schema library,
// which the form's resolver loads on first focus (use-donation-form.ts).
import { amountToCents, validAmountCents } from 'shared-api/contracts';

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

/**
 * The form's own fields, written out so the page needs no schema to know them; a test holds
 * the list to donationFormSchema's shape. candidateId and idempotencyKey are the request's,
 * not the donor's: nothing to show them by.
 */
const DONOR_FIELDS = [
  'amount',
  'donorName',
  'donorEmail',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'occupation',
  'employer',
  'message',
  'saveCard',
  'recurring',
  'electionId',
] as const satisfies readonly DonationField[];
const CARD_FIELDS = [
  'number',
  'expiry',
  'cvc',
] as const satisfies readonly (keyof DonationFormValues['card'])[];

export const DONATION_FIELD_PATHS: ReadonlySet<string> = new Set([
  ...DONOR_FIELDS,
  ...Object.keys(DONATION_ATTESTATIONS).map((key) => `attestations.${key}`),
  ...CARD_FIELDS.map((key) => `card.${key}`),
]);

export function isDonationField(path: string): path is DonationField {
  return DONATION_FIELD_PATHS.has(path);
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

/**
 * Whether the itemisation fields are required (docs/donation-rules.md): the donor's aggregate to
 * the candidate this cycle passes $200 with this gift (the server's flag counts the elections
 * already held as well). A visitor's earlier gifts are known only to
 * the server, which answers a 400 naming the missing fields when they push the total over.
 */
export function isItemisationRequired(
  amount: unknown,
  allowance: DonationAllowance | undefined,
): boolean {
  if (allowance?.itemisationRequired) return true;
  // The threshold counts the cycle: the gifts to each listed election of the next one's cycle.
  const cycle = allowance?.elections[0]?.cycle;
  const givenCents = (allowance?.elections ?? [])
    .filter((election) => election.cycle === cycle)
    .reduce((sum, election) => sum + amountToCents(election.given), 0);
  return givenCents + (validAmountCents(amount) ?? 0) > DONATION_RULES.itemisationThresholdCents;
}
