import type {
  FieldErrors,
  Resolver,
  ResolverOptions,
  ResolverResult,
  UseFormSetError,
} from 'react-hook-form';
import {
  ApiError,
  FORM_RULES_UNAVAILABLE,
  lazyResolver,
  setServerFieldErrors,
  type CampaignUrlType,
  type CreateCampaignUrlBody,
} from 'shared-api';
// Zod-free (campaign-url-rules.ts): the generator draws and checks a typed slug before the
// schema library, which the resolver below loads on the form's first focus or submit.
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
} from 'shared-api/contracts';

/** What the generator's fields hold. */
export interface CampaignUrlValues {
  /** The picked template; none yet is the 'Missing Information' toast. */
  urlType: CampaignUrlType | null;
  /** The typed custom slug; blank: the default slug. */
  urlSlug: string;
  title: string;
  description: string;
  /** A supporter link's candidate (members without a profile of their own). */
  candidateId: number | null;
}

/** What the body sent depends on besides the fields (react-hook-form's resolver context). */
export interface CampaignUrlContext {
  /** The slug a blank custom slug stands for. */
  defaultSlug: string;
  /** Known to have no profile: the link supports a candidate the member picks. */
  isSupporter: boolean;
}

/** The slug previewed and sent: the typed one as the server reads it, else the default. */
export function chosenSlug(typed: string, defaultSlug: string): string {
  const slug = typed.trim().toLowerCase();
  return slug === '' ? defaultSlug : slug;
}

/** The create body for these fields: the previewed slug, a blank description as null. */
export function campaignUrlBody(
  values: CampaignUrlValues,
  { defaultSlug, isSupporter }: CampaignUrlContext,
): CreateCampaignUrlBody {
  return {
    // No template yet: the schema refuses it.
    urlType: values.urlType as CampaignUrlType,
    urlSlug: chosenSlug(values.urlSlug, defaultSlug),
    title: values.title,
    description: values.description.trim() === '' ? null : values.description,
    ...(isSupporter ? { candidateId: values.candidateId } : {}),
  };
}

/** The body's check with the server's own schema, downloaded with zod's resolver on first use. */
const checkBody = lazyResolver<CreateCampaignUrlBody>(
  () =>
    Promise.all([
      import('@hookform/resolvers/zod'),
      import(/* webpackExports: ["createCampaignUrlBodySchema"] */ 'shared-api/contracts'),
    ]).then(([{ zodResolver }, { createCampaignUrlBodySchema }]) =>
      zodResolver(createCampaignUrlBodySchema),
    ),
  { field: 'title', message: FORM_RULES_UNAVAILABLE },
);

/** Starts the rules' download without waiting (the form got focus: a submit may follow). */
export const prepareCampaignUrlRules = checkBody.prepare;

/**
 * The generator's resolver: the body the fields make, checked with the schema the server
 * validates it with (first message per field). The schema lets a body name no candidate (the
 * server then uses the maker's own profile); a supporter must pick one, in the server's words.
 */
export const campaignUrlResolver: Resolver<
  CampaignUrlValues,
  CampaignUrlContext,
  CreateCampaignUrlBody
> = async (values, context, options) => {
  if (!context) throw new Error('campaignUrlResolver needs the form context');
  // The body's fields have the form's names: the options (field refs) apply as they are.
  const result = (await checkBody(
    campaignUrlBody(values, context),
    undefined,
    options as unknown as ResolverOptions<CreateCampaignUrlBody>,
  )) as ResolverResult<CampaignUrlValues, CreateCampaignUrlBody>;
  if (context.isSupporter && values.candidateId === null) {
    const candidateId = { type: 'required', message: CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE };
    return { values: {}, errors: { ...result.errors, candidateId } };
  }
  return result;
};

/**
 * No template or a blank title (the schema's 'Please select a template and enter a title.'):
 * the 'Missing Information' toast, not field messages.
 */
export function isMissingInformation(errors: FieldErrors<CampaignUrlValues>): boolean {
  return errors.urlType !== undefined || errors.title?.type === 'too_small';
}

const FIELDS: readonly (keyof CampaignUrlValues)[] = [
  'urlSlug',
  'title',
  'description',
  'candidateId',
];

/**
 * A refused create's field messages beside their fields (a 400's `errors`), and a taken
 * slug's 409 beside the slug even when it names no field. The focus stays where it is.
 */
export function setCampaignUrlServerErrors(
  error: unknown,
  setError: UseFormSetError<CampaignUrlValues>,
): void {
  const placed = setServerFieldErrors(error, setError, FIELDS, { shouldFocus: false });
  if (error instanceof ApiError && error.status === 409 && !placed.includes('urlSlug')) {
    setError('urlSlug', {
      type: 'server',
      message: error.body?.message ?? CAMPAIGN_SLUG_TAKEN_MESSAGE,
    });
  }
}
