import {
  CAMPAIGN_SLUG_MAX,
  DEFAULT_SLUG,
  defaultCampaignSlug,
  type CampaignUrlType,
} from 'shared-api/contracts';
import type { Db } from '../db/db';

// Who may have which campaign slug (docs/routes-and-screens.md, Campaign links):
//  - a slug equal to a candidate's default slug (their first and last name, hyphenated)
//    is that candidate's account's: nobody else may make a link with it, so nobody can squat
//    /donate/daniel-whitaker before Daniel Whitaker gets there;
//  - a member's default slug is theirs alone: the name's slug (or 'candidate' without a
//    profile), with a short suffix (-2, -3, ...) when another account has it in any template;
//  - a taken slug is answered with a free one, the same with a suffix.

/**
 * The default slugs of every active candidate of another account than `userId`, which that
 * account alone may use. A profile without an account reserves its slug for nobody.
 * Read in full because the slug is made in JavaScript (accents folded as the preview does);
 * links are made rarely enough for one pass over the candidates.
 */
export async function slugsReservedFromUser(db: Db, userId: number): Promise<Set<string>> {
  const { rows } = await db.query<{
    name: string;
    firstName: string | null;
    lastName: string | null;
  }>(
    `select c.name, u.first_name as "firstName", u.last_name as "lastName"
       from candidates c
       left join users u on u.id = c.user_id
      where c.is_active and c.user_id is distinct from $1`,
    [userId],
  );
  const reserved = new Set(rows.map((row) => defaultCampaignSlug(row)));
  // A name without letters gives the generic default, which names nobody.
  reserved.delete(DEFAULT_SLUG);
  return reserved;
}

/** `base` with the suffix `-n`, cut so the whole stays within the slug limit. */
export function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, CAMPAIGN_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** 'casey-morales-3' -> 'casey-morales': suggestions count on from the name, not the number. */
function unsuffixed(slug: string): string {
  const base = slug.replace(/-\d+$/, '');
  return /[a-z]/.test(base) ? base : slug;
}

/**
 * The first slug of `base`, `base-2`, `base-3`, ... (from `base-2` when `skipBase`) that
 * `userId` may take for `type` (any template when null): not reserved for another
 * candidate, not used by another account in any template, not used by this account for
 * `type`.
 */
export async function firstFreeSlug(
  db: Db,
  userId: number,
  type: CampaignUrlType | null,
  base: string,
  { skipBase = false }: { skipBase?: boolean } = {},
): Promise<string> {
  const root = skipBase ? unsuffixed(base) : base;
  // Slugs hold only a-z, 0-9 and '-', so the pattern needs no escaping.
  const { rows } = await db.query<{ slug: string; type: CampaignUrlType; userId: number }>(
    `select url_slug as slug, url_type as type, user_id as "userId" from campaign_urls
      where url_slug = $1 or url_slug like $2`,
    [root, `${root}-%`],
  );
  const reserved = await slugsReservedFromUser(db, userId);
  const taken = (slug: string) =>
    reserved.has(slug) ||
    rows.some((row) => row.slug === slug && (Number(row.userId) !== userId || row.type === type));
  for (let n = skipBase ? 2 : 1; n < 10_000; n += 1) {
    const slug = n === 1 ? root : withSuffix(root, n);
    if (!taken(slug)) return slug;
  }
  throw new Error(`No free campaign slug for ${root}`);
}

/** The default slug of `userId` for `type`: their name's slug, else 'candidate', made free. */
export async function defaultSlugOf(
  db: Db,
  userId: number,
  profile: Parameters<typeof defaultCampaignSlug>[0],
  type: CampaignUrlType | null,
): Promise<string> {
  return firstFreeSlug(db, userId, type, defaultCampaignSlug(profile));
}
