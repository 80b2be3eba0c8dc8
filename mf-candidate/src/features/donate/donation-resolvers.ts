import {
  FORM_RULES_UNAVAILABLE,
  lazyResolver,
  type DonationFormData,
  type DonationFormValues,
  type OneTapDonationValues,
} from 'shared-api';
import type { OneTapDonationData } from 'shared-api/contracts';

// The donation form's and the one-tap form's rules are the server's own schemas
// (donationFormSchema, oneTapDonationSchema), downloaded with zod's resolver when a form is
// first focused or submitted: the donate and candidate pages draw without waiting for zod,
// whose schemas took a blocking task of their own as the page loaded (bench/notes.md).

/** The resolver package and the two schemas, together, on first use. */
const loadRules = () =>
  Promise.all([
    import('@hookform/resolvers/zod'),
    import(
      /* webpackExports: ["donationFormSchema", "oneTapDonationSchema"] */ 'shared-api/contracts'
    ),
  ]);

export const donationResolver = lazyResolver<DonationFormValues, unknown, DonationFormData>(
  () =>
    loadRules().then(([{ zodResolver }, { donationFormSchema }]) =>
      zodResolver(donationFormSchema),
    ),
  { field: 'amount', message: FORM_RULES_UNAVAILABLE },
);

export const oneTapResolver = lazyResolver<OneTapDonationValues, unknown, OneTapDonationData>(
  () =>
    loadRules().then(([{ zodResolver }, { oneTapDonationSchema }]) =>
      zodResolver(oneTapDonationSchema),
    ),
  { field: 'amount', message: FORM_RULES_UNAVAILABLE },
);
