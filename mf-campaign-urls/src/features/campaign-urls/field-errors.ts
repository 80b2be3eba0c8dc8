import { ApiError, type CreateCampaignUrlBody } from 'shared-api';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  createCampaignUrlBodySchema,
} from 'shared-api/contracts';

export type CampaignUrlField = 'urlSlug' | 'title' | 'description' | 'candidateId';
export type FieldErrors = Partial<Record<CampaignUrlField, string>>;

/** A supporter link without a picked candidate (the server's own words). */
export const CANDIDATE_REQUIRED = CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE;

const FIELDS: readonly CampaignUrlField[] = ['urlSlug', 'title', 'description', 'candidateId'];
const isField = (key: unknown): key is CampaignUrlField => FIELDS.includes(key as CampaignUrlField);

/** The form's messages from the same schema the server validates with (first per field). */
export function validateCampaignUrl(body: CreateCampaignUrlBody): FieldErrors {
  const result = createCampaignUrlBodySchema.safeParse(body);
  const errors: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const [field] = issue.path;
    if (isField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** Why a typed custom slug would be refused (the server's own rule), or undefined. */
export function slugProblem(slug: string): string | undefined {
  const result = createCampaignUrlBodySchema.shape.urlSlug.safeParse(slug);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Field messages a failed request carries: a 400's `errors`, or a taken slug's 409. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(error.body?.errors ?? {})) {
    if (isField(field)) errors[field] = message;
  }
  if (error.status === 409 && !errors.urlSlug) {
    errors.urlSlug = error.body?.message ?? CAMPAIGN_SLUG_TAKEN_MESSAGE;
  }
  return errors;
}
