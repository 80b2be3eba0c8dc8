import { CAMPAIGN_SLUG_MAX, DEFAULT_SLUG, slugify, type Candidate } from 'shared-api';

export type NamedProfile = Pick<Candidate, 'name' | 'firstName' | 'lastName'>;

/**
 * First and last name of a candidate profile: the account's firstName/lastName when it has
 * them, else the profile's `name` split at its last space ('Mary Ann Smith' -> 'Mary Ann',
 * 'Smith').
 */
export function candidateNameParts(profile: NamedProfile): [first: string, last: string] {
  const first = profile.firstName?.trim() ?? '';
  const last = profile.lastName?.trim() ?? '';
  if (first !== '' || last !== '') return [first, last];
  const name = profile.name.trim();
  const cut = name.lastIndexOf(' ');
  return cut < 0 ? [name, ''] : [name.slice(0, cut).trim(), name.slice(cut + 1)];
}

/**
 * The slug used when the user gives none (spec section 5): the slugified first and last
 * name, cut to the longest slug the server takes; 'candidate' without a profile.
 */
export function defaultSlug(profile: NamedProfile | null | undefined): string {
  if (!profile) return DEFAULT_SLUG;
  const slug = slugify(...candidateNameParts(profile))
    .slice(0, CAMPAIGN_SLUG_MAX)
    .replace(/-+$/, '');
  return slug === '' ? DEFAULT_SLUG : slug;
}
