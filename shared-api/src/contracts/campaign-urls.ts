import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { countSchema, dollarsSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute } from './route';

export const campaignUrlTypeSchema = z.enum([
  'donation',
  'campaign',
  'events',
  'policy',
  'volunteer',
  'social',
]);
export type CampaignUrlType = z.infer<typeof campaignUrlTypeSchema>;

export interface UrlTemplate {
  type: CampaignUrlType;
  label: string;
  description: string;
  /** First path segment of the generated URL: {origin}/{path}/{slug}. */
  path: string;
}

export const URL_TEMPLATES: readonly UrlTemplate[] = [
  {
    type: 'donation',
    label: 'Donation Page',
    description: 'Send supporters straight to your donation page',
    path: 'donate',
  },
  {
    type: 'campaign',
    label: 'Campaign Page',
    description: 'Your main campaign page with your bio and platform',
    path: 'campaign',
  },
  {
    type: 'events',
    label: 'Events',
    description: 'Invite supporters to your rallies, town halls and debates',
    path: 'events',
  },
  {
    type: 'policy',
    label: 'Policy Platform',
    description: 'Share your positions on the issues',
    path: 'policy',
  },
  {
    type: 'volunteer',
    label: 'Volunteer',
    description: 'Recruit volunteers for your campaign',
    path: 'volunteer',
  },
  {
    type: 'social',
    label: 'Social Media',
    description: 'A short link for your social media profiles',
    path: 'social',
  },
];

export function urlTemplate(type: CampaignUrlType): UrlTemplate {
  const template = URL_TEMPLATES.find((candidate) => candidate.type === type);
  if (!template) throw new Error(`Unknown campaign URL type: ${type}`);
  return template;
}

/** Decisions section 7: `{origin}/{path}/{slug}`; the preview and the server agree on it. */
export function buildCampaignUrl(origin: string, type: CampaignUrlType, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${urlTemplate(type).path}/${slug}`;
}

export const DEFAULT_SLUG = 'candidate';

/**
 * The default slug (spec section 5): first and last name lowercased and joined by a hyphen,
 * anything not a-z or 0-9 turned into a hyphen, runs of hyphens collapsed, none at either
 * end. Accents are folded first (NFD, marks dropped) so 'José' gives 'jose', not 'jos'.
 * 'candidate' when nothing is left (no profile, or a name with no Latin letters or digits).
 */
export function slugify(firstName?: string | null, lastName?: string | null): string {
  const slug = [firstName ?? '', lastName ?? '']
    .join('-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? DEFAULT_SLUG : slug;
}

/**
 * A custom slug: 1 to 60 lowercase letters, digits and hyphens, no hyphen at either end
 * (it is the last segment of a public URL).
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const CAMPAIGN_SLUG_MAX = 60;
export const SLUG_RULE_MESSAGE = `Use 1 to ${CAMPAIGN_SLUG_MAX} lowercase letters, digits or hyphens, not starting or ending with a hyphen`;

/** The slug used when none is given: the slugified name, cut to the maximum length. */
export function defaultCampaignSlug(name?: string | null): string {
  const slug = slugify(name).slice(0, CAMPAIGN_SLUG_MAX).replace(/-+$/, '');
  return slug === '' ? DEFAULT_SLUG : slug;
}

export const campaignUrlSchema = z.object({
  id: idSchema,
  urlType: campaignUrlTypeSchema,
  urlSlug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fullUrl: z.string(),
  /** How often the link was opened. */
  visits: countSchema,
  /** Dollars of succeeded donations made after arriving through the link. */
  raisedDollars: dollarsSchema,
  createdAt: isoDateTimeSchema,
});
export type CampaignUrl = z.infer<typeof campaignUrlSchema>;

export const createCampaignUrlBodySchema = z.object({
  urlType: campaignUrlTypeSchema,
  /** Blank or absent: the default slug of the user's candidate name ('candidate' without one). */
  urlSlug: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (slug) => slug === '' || (slug.length <= CAMPAIGN_SLUG_MAX && SLUG_PATTERN.test(slug)),
      SLUG_RULE_MESSAGE,
    )
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

export const CAMPAIGN_SLUG_TAKEN_MESSAGE =
  'This link is already taken for that template. Choose another slug.';

export const campaignUrlsRoute = defineRoute({
  method: 'GET',
  path: '/api/campaign-urls',
  response: z.array(campaignUrlSchema),
  summary: "The logged-in user's campaign URLs, newest first",
});

export const createCampaignUrlRoute = defineRoute({
  method: 'POST',
  path: '/api/campaign-urls',
  body: createCampaignUrlBodySchema,
  response: campaignUrlSchema,
  summary: 'Generate a campaign URL (logged in)',
});
