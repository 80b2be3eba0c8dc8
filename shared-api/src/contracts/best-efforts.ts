import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { mailedLinkTokenSchema } from './account';
import { defineRoute, type RouteGroup } from './route';

// Best efforts (11 CFR 104.7, docs/donation-rules.md "Best efforts follow-up"): a gift the
// committee report itemizes that lacks the donor's employer or occupation gets one follow-up
// mail within BEST_EFFORTS_REQUEST_DAYS of the gift, with a single-use link to a page where the
// donor completes them. The schema is that page's resolver AND the server's validator.

/** The follow-up goes out no later than this many days after the gift (the rule's 30 days). */
export const BEST_EFFORTS_REQUEST_DAYS = 30;

/** How long the mailed link works, from the mail. */
export const DONOR_DETAILS_LINK_DAYS = 30;

/** The page the mailed link opens; it sends the token with the form (a POST). */
export const DONOR_DETAILS_PAGE_PATH = '/donation-details';

export const DONOR_DETAILS_UNKNOWN_MESSAGE =
  'This link is not valid. Open it again from the email we sent about your gift.';
export const DONOR_DETAILS_USED_MESSAGE =
  'This link was already used: your gift already carries the employer and occupation sent with it. Nothing more is needed.';
export const DONOR_DETAILS_EXPIRED_MESSAGE = `This link has expired (links work for ${DONOR_DETAILS_LINK_DAYS} days). Your gift is not affected; nothing more is needed.`;

const detail = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

export const donorDetailsBodySchema = z.object({
  token: mailedLinkTokenSchema,
  employer: detail('Employer', FORM_MAX.employer),
  occupation: detail('Occupation', FORM_MAX.occupation),
});
export type DonorDetailsBody = z.input<typeof donorDetailsBodySchema>;

export const donorDetailsAnswerSchema = z.object({
  /** The gift's printable reference, e.g. PAID-000123. */
  reference: z.string(),
  candidateName: z.string(),
});
export type DonorDetailsAnswer = z.infer<typeof donorDetailsAnswerSchema>;

/** Routes of the contract's `donations` area (contract.ts), by name. */
export const bestEffortsRoutes = {
  completeDonorDetails: defineRoute({
    method: 'POST',
    path: '/api/donations/donor-details',
    body: donorDetailsBodySchema,
    response: donorDetailsAnswerSchema,
    summary: `Completes a gift's employer and occupation with the single-use link of its best-efforts mail (valid ${DONOR_DETAILS_LINK_DAYS} days; 400 unknown, 409 used, 403 expired link)`,
  }),
} satisfies RouteGroup;
