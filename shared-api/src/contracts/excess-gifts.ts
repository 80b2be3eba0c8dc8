import { z } from 'zod';
import { accountEmailSchema } from './auth';
import { electionRefSchema } from './elections';
import { dollarsSchema, idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Excessive gifts (11 CFR 103.3(b)(3), 110.1(b)(5); docs/donation-rules.md "Excessive gifts"):
// when support links two donor identities as one person and that person's gifts to one
// candidate pass an election's limit, the excess goes to the committee's queue. The committee
// (the candidate's owner) or support refunds it or moves it to a later election with room,
// within EXCESS_RESOLUTION_DAYS of the receipt of the gift that made it excessive; the clock
// refunds what is still open then.

/** Days from the receipt of the gift that made gifts excessive to the clock's refund. */
export const EXCESS_RESOLUTION_DAYS = 60;

export const EXCESS_STATUSES = ['open', 'refunded', 'redesignated'] as const;
export type ExcessStatus = (typeof EXCESS_STATUSES)[number];

export const excessGiftPartSchema = z.object({
  /** The gift (donation) id. */
  id: idSchema,
  /** PAID-000123. */
  reference: z.string(),
  /** The gift's amount when the excess was found, in dollars. */
  amount: dollarsSchema,
  /** The part of it that is excess, in dollars. */
  excess: dollarsSchema,
});

export const excessGiftSchema = z.object({
  id: idSchema,
  candidateId: idSchema,
  candidateName: z.string(),
  /** The election whose limit the gifts passed. */
  election: electionRefSchema,
  /** The donor as the latest gift names them (no address: the queue is not a mailing list). */
  donorName: z.string(),
  /** Dollars over the limit. */
  excess: dollarsSchema,
  /** The receipt of the gift that made the gifts excessive. */
  receivedAt: isoDateTimeSchema,
  /** receivedAt + EXCESS_RESOLUTION_DAYS: the clock refunds what is still open then. */
  dueAt: isoDateTimeSchema,
  /** Whole days until dueAt (0 when due). */
  daysLeft: z.number().int().nonnegative(),
  status: z.enum(EXCESS_STATUSES),
  resolvedAt: isoDateTimeSchema.nullable(),
  /** `candidate <userId>`, `admin <userId>`, `admin command` or `clock`. */
  resolvedBy: z.string().nullable(),
  redesignatedTo: electionRefSchema.nullable(),
  /** The gifts that carry the excess, latest first. */
  gifts: z.array(excessGiftPartSchema),
  /** While open: the first later election of the candidate with room for it, if any. */
  moveTo: electionRefSchema.nullable(),
});
export type ExcessGift = z.infer<typeof excessGiftSchema>;

export const excessGiftListSchema = z.object({ excesses: z.array(excessGiftSchema) });
export type ExcessGiftList = z.infer<typeof excessGiftListSchema>;

export const resolveExcessBodySchema = z.discriminatedUnion('action', [
  /** A partial refund of the gift(s) for exactly the excess. */
  z.object({ action: z.literal('refund') }),
  /** Moves the excess to a later election of the candidate with room (default: the first). */
  z.object({ action: z.literal('redesignate'), electionId: idSchema.optional() }),
]);
export type ResolveExcessBody = z.input<typeof resolveExcessBodySchema>;

export const linkDonorsBodySchema = z.object({
  /** Two addresses of one person, any spelling. */
  emails: z.tuple([accountEmailSchema, accountEmailSchema]),
});
export type LinkDonorsBody = z.input<typeof linkDonorsBodySchema>;

export const donorLinkAnswerSchema = z.object({
  /** The address keys that are now one person. */
  emailKeys: z.array(z.string()),
  /** Excesses the link found (open), new or already in the queue. */
  excesses: z.array(excessGiftSchema),
});
export type DonorLinkAnswer = z.infer<typeof donorLinkAnswerSchema>;

const excessParams = z.object({ excessId: idParamSchema });
const ownExcessParams = z.object({ candidateId: idParamSchema, excessId: idParamSchema });

/** The candidate owner's queue: routes of the contract's `committeeReport` area. */
export const excessGiftRoutes = {
  excessGifts: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId/excess-gifts',
    params: z.object({ candidateId: idParamSchema }),
    response: excessGiftListSchema,
    summary:
      "The candidate's excessive gifts, open first (the owner or support; 401 visitor, 403 another member, 404 unknown candidate)",
  }),
  resolveExcessGift: defineRoute({
    method: 'POST',
    path: '/api/candidate/:candidateId/excess-gifts/:excessId/resolve',
    params: ownExcessParams,
    body: resolveExcessBodySchema,
    response: excessGiftSchema,
    summary:
      "Refunds or redesignates one of the candidate's excessive gifts (404 not theirs; 409 already resolved or no later election with room)",
  }),
} satisfies RouteGroup;

/** Support's queue and links: routes of the contract's `admin` area. */
export const excessAdminRoutes = {
  listExcessGifts: defineRoute({
    method: 'GET',
    path: '/api/admin/excess-gifts',
    response: excessGiftListSchema,
    summary: 'Support: every excessive gift, open first (admins or the admin secret only)',
  }),
  resolveExcessGiftAsSupport: defineRoute({
    method: 'POST',
    path: '/api/admin/excess-gifts/:excessId/resolve',
    params: excessParams,
    body: resolveExcessBodySchema,
    response: excessGiftSchema,
    summary:
      'Support: refunds or redesignates an excessive gift (404 unknown; 409 already resolved or no later election with room)',
  }),
  linkDonors: defineRoute({
    method: 'POST',
    path: '/api/admin/donor-links',
    body: linkDonorsBodySchema,
    response: donorLinkAnswerSchema,
    summary:
      "Support: two donor addresses are one person; their gifts count as one donor's from now on, and any excess over a limit goes to the committee's queue",
  }),
} satisfies RouteGroup;
