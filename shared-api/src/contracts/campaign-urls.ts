import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { countSchema, dollarsSchema, idSchema, isoDateTimeSchema } from './fields';
import { CAMPAIGN_URL_TYPES, isCampaignSlug, SLUG_RULE_MESSAGE } from './campaign-url-rules';
import { defineRoute, type RouteGroup } from './route';

export const campaignUrlTypeSchema = z.enum(CAMPAIGN_URL_TYPES);

export const campaignUrlSchema = z.object({
  id: idSchema,
  urlType: campaignUrlTypeSchema,
  urlSlug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fullUrl: z.string(),
  /**
   * The candidate the link promotes: the maker's own profile, or for a supporter link the
   * candidate its maker picked; null when that profile is gone (the link leads to /home).
   */
  candidateId: idSchema.nullable(),
  candidateName: z.string().nullable(),
  /** How often the link was opened: once per visitor per day. */
  visits: countSchema,
  /** Dollars of succeeded donations made after arriving through the link. */
  raisedDollars: dollarsSchema,
  createdAt: isoDateTimeSchema,
});
export type CampaignUrl = z.infer<typeof campaignUrlSchema>;

export const createCampaignUrlBodySchema = z.object({
  urlType: campaignUrlTypeSchema,
  /**
   * The candidate a supporter link promotes (docs/routes-and-screens.md). Absent: the maker's own
   * candidate profile; a member without one must pick an activated candidate.
   */
  candidateId: idSchema.nullish(),
  /** Blank or absent: the user's default slug (GET /api/campaign-urls/default-slug). */
  urlSlug: z
    .string()
    .trim()
    .toLowerCase()
    .refine((slug) => slug === '' || isCampaignSlug(slug), SLUG_RULE_MESSAGE)
    .nullish(),
  title: z
    .string()
    .trim()
    .min(1, 'Please select a template and enter a title.')
    .max(FORM_MAX.campaignTitle, `Title must be at most ${FORM_MAX.campaignTitle} characters`),
  description: z
    .string()
    .max(
      FORM_MAX.campaignDescription,
      `Description must be at most ${FORM_MAX.campaignDescription} characters`,
    )
    .nullish(),
});
export type CreateCampaignUrlBody = z.input<typeof createCampaignUrlBodySchema>;

/**
 * The 409 of a taken slug: the API's error shape plus a free slug to offer instead
 * (`suggestedSlug`, the same slug with a short suffix).
 */
export const campaignSlugTakenSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  suggestedSlug: z.string(),
});

/** The slug a blank custom slug becomes for this user: unique to them. */
export const campaignDefaultSlugSchema = z.object({ slug: z.string() });
export type CampaignDefaultSlug = z.infer<typeof campaignDefaultSlugSchema>;

/** A candidate a supporter link may promote: activated (docs/donation-rules.md). */
export const campaignCandidateOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.string(),
  geographicCode: z.string(),
});
export type CampaignCandidateOption = z.infer<typeof campaignCandidateOptionSchema>;

export const CAMPAIGN_CANDIDATE_OPTIONS_MAX = 20;

export const campaignCandidatesQuerySchema = z.object({
  /** Part of the candidate's name, any case; blank: the first candidates by name. */
  search: z.string().trim().max(100).optional(),
});

/** Routes of the contract's `campaignUrls` area (contract.ts), by name. */
export const campaignUrlsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/campaign-urls',
    response: z.array(campaignUrlSchema),
    summary: "The logged-in user's campaign URLs, newest first",
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/campaign-urls',
    body: createCampaignUrlBodySchema,
    response: campaignUrlSchema,
    summary: 'Generate a campaign URL (logged in)',
  }),
  defaultSlug: defineRoute({
    method: 'GET',
    path: '/api/campaign-urls/default-slug',
    response: campaignDefaultSlugSchema,
    summary: "The logged-in user's default slug: their name's slug, with a suffix when taken",
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/api/campaign-urls/candidates',
    query: campaignCandidatesQuerySchema,
    response: z.array(campaignCandidateOptionSchema),
    summary: `Activated candidates a supporter link may promote, by name (at most ${CAMPAIGN_CANDIDATE_OPTIONS_MAX})`,
  }),
} satisfies RouteGroup;
