// A campaign link's templates, slug rules and messages, without zod: the generator previews
// the link and checks a typed slug as the member types, and its page must not wait for the
// schema library (createCampaignUrlBodySchema, which its submit loads, checks with these).

export const CAMPAIGN_URL_TYPES = [
  'donation',
  'campaign',
  'events',
  'policy',
  'volunteer',
  'social',
] as const;
export type CampaignUrlType = (typeof CAMPAIGN_URL_TYPES)[number];

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

/**
 * Which page of the promoted candidate a link opens (the landing route's redirect, and the
 * words the member's list says it with): a donation link their donation page, any other
 * their candidate page.
 */
export type CampaignLandingPage = 'donation' | 'candidate';

export function campaignLandingPage(type: CampaignUrlType): CampaignLandingPage {
  return type === 'donation' ? 'donation' : 'candidate';
}

/** `{origin}/{path}/{slug}`: the preview and the server agree on it. */
export function buildCampaignUrl(origin: string, type: CampaignUrlType, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${urlTemplate(type).path}/${slug}`;
}

export const DEFAULT_SLUG = 'candidate';

/**
 * A slug of digits alone is refused: `/donate/{digits}` is the donation page of the candidate
 * with that id, so such a donation link would hide that page (and a number names no one).
 */
const HAS_LETTER = /[a-z]/;

/**
 * A slug: 1 to 60 lowercase letters, digits and hyphens with at least one letter, no hyphen
 * at either end (it is the last segment of a public URL).
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const CAMPAIGN_SLUG_MAX = 60;
export const SLUG_RULE_MESSAGE = `Use 1 to ${CAMPAIGN_SLUG_MAX} lowercase letters, digits or hyphens, with at least one letter, not starting or ending with a hyphen`;

/** Whether `slug` is one a campaign URL may have (the landing routes use it too). */
export function isCampaignSlug(slug: string): boolean {
  return slug.length <= CAMPAIGN_SLUG_MAX && SLUG_PATTERN.test(slug) && HAS_LETTER.test(slug);
}

/**
 * The default slug rule: first and last name joined by a hyphen, lowercased, anything not
 * a-z or 0-9 turned into a hyphen, runs of hyphens collapsed, none at either end. Accents are
 * folded first (NFD, combining marks dropped) so 'José Núñez' gives 'jose-nunez', not
 * 'jos-n-ez'. Cut to the longest slug allowed. 'candidate' when no letter is left (no
 * profile, a name in a non-Latin script, or digits alone).
 */
export function slugify(firstName?: string | null, lastName?: string | null): string {
  const slug = [firstName ?? '', lastName ?? '']
    .join('-')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, CAMPAIGN_SLUG_MAX)
    .replace(/-+$/, '');
  return HAS_LETTER.test(slug) ? slug : DEFAULT_SLUG;
}

/** The name fields of a candidate profile the default slug is made from. */
export interface SlugProfile {
  name: string;
  /** The owner account's names; used when either is set. */
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * First and last name of a profile: the account's firstName/lastName when it has them, else
 * the profile's `name` split at its last space ('Mary Ann Smith' -> 'Mary Ann', 'Smith').
 */
export function candidateNameParts(profile: SlugProfile): [first: string, last: string] {
  const first = profile.firstName?.trim() ?? '';
  const last = profile.lastName?.trim() ?? '';
  if (first !== '' || last !== '') return [first, last];
  const name = profile.name.trim();
  const cut = name.lastIndexOf(' ');
  return cut < 0 ? [name, ''] : [name.slice(0, cut).trim(), name.slice(cut + 1)];
}

/**
 * The slug used when the user types none, the same in the preview and on the server: the
 * slugified first and last name of the user's candidate profile; 'candidate' without one.
 */
export function defaultCampaignSlug(profile: SlugProfile | null | undefined): string {
  return profile ? slugify(...candidateNameParts(profile)) : DEFAULT_SLUG;
}

/**
 * Why a typed custom slug would be refused (the server's rule, as it reads the slug: trimmed
 * and lowercased), or undefined; blank is the default slug.
 */
export function campaignSlugProblem(typed: string): string | undefined {
  const slug = typed.trim().toLowerCase();
  return slug === '' || isCampaignSlug(slug) ? undefined : SLUG_RULE_MESSAGE;
}

/**
 * Who picks which slug (docs/roles.md "Campaign links"): a verified candidate picks
 * any free slug for their own links; every other link begins with the link name of the
 * candidate it promotes (`linkPrefix`), blank giving `{prefix}-supporters`; a slug that
 * spells a candidate's name (folded, a trailing -<digits> ignored) is that candidate's alone.
 */
export const CAMPAIGN_SLUG_RULE_HINT =
  "Verified candidates pick any free slug for their own links; every other link begins with the name of the candidate it supports. A slug that spells a candidate's name is theirs alone.";
export const CAMPAIGN_SLUG_NAMES_MESSAGE =
  "That link spells a candidate's name: it is theirs alone.";
export const CAMPAIGN_SLUG_OUTSIDE_MESSAGE =
  'This link must begin with the name of the candidate it supports: only a verified candidate picks a slug of their own.';
/** The word after the candidate's name in a supporter link made from a blank slug. */
export const SUPPORTER_SLUG_WORD = 'supporters';
/** Room kept after a link name for '-supporters-9999', so a long name still leads. */
const LINK_PREFIX_MAX = CAMPAIGN_SLUG_MAX - `-${SUPPORTER_SLUG_WORD}-9999`.length;

/** The start every link for this candidate but their own verified links has: their slug. */
export function linkPrefix(profile: SlugProfile | null | undefined): string {
  return defaultCampaignSlug(profile).slice(0, LINK_PREFIX_MAX).replace(/-+$/, '');
}

/** The slug a supporter's blank slug stands for (the server adds -2, -3 when it is taken). */
export function supporterSlug(candidateName: string): string {
  return `${linkPrefix({ name: candidateName })}-${SUPPORTER_SLUG_WORD}`;
}

export const CAMPAIGN_SLUG_TAKEN_MESSAGE = 'That link is taken.';
export const CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE = 'Pick the candidate this link supports.';
export const CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE =
  'That candidate cannot receive gifts through a link (not found or not verified).';
