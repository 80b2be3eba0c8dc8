import {
  DONATION_RULES,
  formatLimitDollars,
  ITEMISATION_FIELDS,
  type DonationFormData,
} from 'shared-api/contracts';
import type { FieldErrors } from '../domain-error';

// Above $200 aggregate from one donor to one candidate in the cycle (docs/donation-rules.md), the
// donor's full name, mailing address, occupation and employer must be reported: the server
// refuses the gift until every one of ITEMISATION_FIELDS is filled in.

type ItemisationField = (typeof ITEMISATION_FIELDS)[number];

const THRESHOLD = formatLimitDollars(DONATION_RULES.itemisationThresholdCents);

const LABELS: Record<ItemisationField, string> = {
  donorName: 'Full name',
  addressLine1: 'Mailing address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  occupation: 'Occupation',
  employer: 'Employer',
};

export const ITEMISATION_MESSAGE =
  `Your gifts to this candidate this election would pass ${THRESHOLD}, so federal law ` +
  'requires your full name, mailing address, occupation and employer.';

/** `{ field: message }` for each itemisation field left empty; `{}` when all are given. */
export function missingItemisationFields(
  form: Pick<DonationFormData, (typeof ITEMISATION_FIELDS)[number]>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ITEMISATION_FIELDS) {
    const value = form[field];
    if (value === undefined || value.trim() === '') {
      errors[field] = `${LABELS[field]} is required for gifts over ${THRESHOLD} this election`;
    }
  }
  return errors;
}
