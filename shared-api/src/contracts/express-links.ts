import { z } from 'zod';
import { donationAmountSchema, donationReceiptSchema, idempotencyKeySchema } from './donations';
import { electionRefSchema } from './elections';
import { dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { REFCODE_PATTERN } from './campaign-report';
import { defineRoute, type RouteGroup } from './route';

// Express links (docs/donation-rules.md "Express links"). An express link is the candidate's
// donate page with `?express=<token>`: a logged-in donor with a saved card sees one
// confirmation and gives with one press (a POST); everyone else gets the donate page with the
// amount chosen. Nothing is charged on a GET.

/** How long a new link works unless its owner sets fewer days. */
export const EXPRESS_LINK_DEFAULT_DAYS = 30;

export const EXPRESS_LINK_EXPIRED_MESSAGE =
  'This express link has expired. You can still give with the form below.';
export const EXPRESS_LINK_OFF_MESSAGE =
  'This express link was switched off by the campaign. You can still give with the form below.';
export const EXPRESS_LINK_UNKNOWN_MESSAGE = 'This express link is not valid.';

/** A link's token as it travels in the URL: random, base64url. */
export const expressLinkTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, EXPRESS_LINK_UNKNOWN_MESSAGE);

/** The refcode a link's gifts carry: the same pattern as a page link's ?refcode=. */
export const expressRefcodeSchema = z
  .string()
  .trim()
  .regex(REFCODE_PATTERN, 'A refcode is 1 to 64 letters, digits, dots, dashes or _');

/** The owner's form: a fixed amount, an optional refcode and election, days until it expires. */
export const expressLinkFormSchema = z.object({
  amount: donationAmountSchema,
  refcode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    expressRefcodeSchema.optional(),
  ),
  electionId: idSchema.optional(),
  expiresInDays: z
    .number('Enter a number of days')
    .int('Enter a whole number of days')
    .min(1, 'A link works at least 1 day')
    .max(EXPRESS_LINK_DEFAULT_DAYS, `A link works at most ${EXPRESS_LINK_DEFAULT_DAYS} days`)
    .default(EXPRESS_LINK_DEFAULT_DAYS),
});
export type ExpressLinkFormValues = z.input<typeof expressLinkFormSchema>;
export type ExpressLinkFormData = z.output<typeof expressLinkFormSchema>;

export const EXPRESS_LINK_STATES = ['open', 'expired', 'off'] as const;
export type ExpressLinkState = (typeof EXPRESS_LINK_STATES)[number];

/** A link as its owner lists it. */
export const expressLinkSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  token: z.string(),
  /** The page the link opens, from the site's root: `/donate/<candidateId>?express=<token>`. */
  path: z.string(),
  amount: dollarsSchema,
  refcode: z.string().nullable(),
  election: electionRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  expiresAt: isoDateTimeSchema,
  state: z.enum(EXPRESS_LINK_STATES),
  /** Succeeded gifts made through it, and their sum. */
  gifts: z.number().int().nonnegative(),
  raised: dollarsSchema,
});
export type ExpressLink = z.infer<typeof expressLinkSchema>;

/** A link as the donate page opens it (anyone may read it; reading it charges nothing). */
export const expressLinkViewSchema = z.object({
  candidateId: idSchema,
  candidateName: z.string(),
  amount: dollarsSchema,
  /** The election a gift through it is for: the link's, else the candidate's next. */
  election: electionRefSchema.nullable(),
  state: z.enum(EXPRESS_LINK_STATES),
  /** Why an expired or switched-off link gives nothing; null while open. */
  message: z.string().nullable(),
});
export type ExpressLinkView = z.infer<typeof expressLinkViewSchema>;

/** The confirmation's POST: the donor's own session (and so its CSRF check) and a key. */
export const expressGiftSchema = z.object({ idempotencyKey: idempotencyKeySchema });
export type ExpressGiftValues = z.input<typeof expressGiftSchema>;

const ownLinks = z.object({ candidateId: idParamSchema });
const ownLink = z.object({ candidateId: idParamSchema, linkId: idParamSchema });
const linkToken = z.object({ token: expressLinkTokenSchema });

/** Routes of the contract's `expressLinks` area (contract.ts), by name. */
export const expressLinkRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/candidate/:candidateId/express-links',
    params: ownLinks,
    body: expressLinkFormSchema,
    response: expressLinkSchema,
    summary: `Makes an express link with a fixed amount (expires in ${EXPRESS_LINK_DEFAULT_DAYS} days unless fewer are set); only the candidate owner (401, 403)`,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/express-links',
    params: ownLinks,
    response: z.array(expressLinkSchema),
    summary: "The candidate's express links, newest first, with their gifts; only the owner",
  }),
  switchOff: defineRoute({
    method: 'POST',
    path: '/api/candidate/:candidateId/express-links/:linkId/switch-off',
    params: ownLink,
    response: expressLinkSchema,
    summary: 'Switches an express link off for good (again: answers it off); only the owner',
  }),
  open: defineRoute({
    method: 'GET',
    path: '/api/express-links/:token',
    params: linkToken,
    response: expressLinkViewSchema,
    summary:
      'What an express link offers (amount, candidate, election, open/expired/off); charges nothing; 404 unknown',
  }),
  give: defineRoute({
    method: 'POST',
    path: '/api/express-links/:token/give',
    params: linkToken,
    body: expressGiftSchema,
    response: donationReceiptSchema,
    summary:
      "Gives an open express link's amount with the member's saved card, as a one-tap gift (every gift rule applies); 409 expired, off or no saved card",
  }),
} satisfies RouteGroup;
