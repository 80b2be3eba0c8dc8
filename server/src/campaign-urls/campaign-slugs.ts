import {
  CAMPAIGN_SLUG_MAX,
  DEFAULT_SLUG,
  linkPrefix,
  SUPPORTER_SLUG_WORD,
  type CampaignUrlType,
  type SlugProfile,
} from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { nameKey } from '../names/fold-name';

// Who may have which campaign slug (docs/roles.md "Campaign links"). A slug that
// names a person must lead to them, whether they registered before the link was made or after:
//  - a slug that spells a candidate's name is that candidate's account's alone. Spelling is
//    compared after folding (names/fold-name.ts nameKey: lookalikes, accents, hyphens) with a
//    trailing -<digits> ignored, so 'danielwhitaker' and 'daniel-whitaker-2' are Daniel
//    Whitaker's. A profile without an account reserves its name for nobody to use;
//  - only a verified candidate picks a bare slug, for their own links. Every other link (a
//    supporter's, or a candidate's own while support has not verified them) begins with the
//    link name of the candidate it promotes (linkPrefix), so nobody can hold the name of
//    someone who registers later: 'jane-future' by a supporter of Casey is refused;
//  - a member's default slug is theirs alone, with a short suffix (-2, -3, ...) when another
//    account has it in any template; a taken slug is answered with a free one.

/** The name a slug spells: folded as names are, a trailing -<digits> ignored. */
export function slugNameKey(slug: string): string {
  return nameKey(slug.replace(/-\d+$/, ''));
}

/** An active candidate profile's name keys and the account holding them (null: none). */
interface NameHolder {
  candidateId: number;
  userId: number | null;
  keys: string[];
}

/** Every active candidate's name keys: their profile name and their default slug. */
export async function loadNameHolders(db: Db | DbTx): Promise<NameHolder[]> {
  const { rows } = await db.query<{
    candidateId: number;
    userId: number | null;
    name: string;
    firstName: string | null;
    lastName: string | null;
  }>(
    `select c.id as "candidateId", c.user_id as "userId", c.name, u.first_name as "firstName", u.last_name as "lastName"
       from candidates c
       left join users u on u.id = c.user_id
      where c.is_active`,
  );
  return rows.map((row) => ({
    candidateId: Number(row.candidateId),
    userId: row.userId === null ? null : Number(row.userId),
    keys: [nameKey(row.name), slugNameKey(linkPrefix(row))],
  }));
}

/**
 * The name keys `userId` may not use: every other account's candidates' (and those of
 * profiles without an account), less the keys of `userId`'s own profile. A name without
 * letters gives the generic default, which names nobody.
 */
export function namesReservedFrom(holders: readonly NameHolder[], userId: number): Set<string> {
  const own = new Set(holders.filter((h) => h.userId === userId).flatMap((h) => h.keys));
  const reserved = new Set(
    holders.filter((h) => h.userId !== userId).flatMap((h) => h.keys.filter((k) => !own.has(k))),
  );
  reserved.delete('');
  reserved.delete(nameKey(DEFAULT_SLUG));
  return reserved;
}

/** What decides the slugs one link may have. */
export interface SlugRule {
  userId: number;
  reserved: ReadonlySet<string>;
  /** A verified candidate's own link: any slug that names nobody else. */
  bare: boolean;
  /** Otherwise the slug is this or begins with it and a hyphen. */
  prefix: string;
  /** The slug a blank one stands for, before it is made free. */
  generated: string;
}

/**
 * The rule for a link of `userId` promoting `target` (null: its candidate is gone): `own`
 * when it is the maker's own profile, `verified` when support verified that profile.
 */
export function slugRule(
  holders: readonly NameHolder[],
  userId: number,
  target: { profile: SlugProfile; own: boolean; verified: boolean } | null,
): SlugRule {
  const prefix = target ? linkPrefix(target.profile) : DEFAULT_SLUG;
  return {
    userId,
    reserved: namesReservedFrom(holders, userId),
    bare: target !== null && target.own && target.verified,
    prefix,
    generated: target?.own ? prefix : `${prefix}-${SUPPORTER_SLUG_WORD}`,
  };
}

export type SlugRefusal = 'names-someone' | 'outside-prefix';

/** Why `slug` breaks `rule`, or null when it keeps it. */
export function slugRefusal(rule: SlugRule, slug: string): SlugRefusal | null {
  if (rule.reserved.has(slugNameKey(slug))) return 'names-someone';
  if (!rule.bare && slug !== rule.prefix && !slug.startsWith(`${rule.prefix}-`)) {
    return 'outside-prefix';
  }
  return null;
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
 * The first slug of `base`, `base-2`, `base-3`, ... (from `base-2` when `skipBase`) that the
 * member may take for `type` (any template when null): keeping `rule` (a bare `{ userId }`
 * checks use only), not used by another account in any template, not used by this account
 * for `type`. Null when none is (a base breaking the rule: its suffixes spell the same).
 */
export async function firstFreeSlug(
  db: Db | DbTx,
  rule: SlugRule | { userId: number },
  type: CampaignUrlType | null,
  base: string,
  { skipBase = false }: { skipBase?: boolean } = {},
): Promise<string | null> {
  const root = skipBase ? unsuffixed(base) : base;
  if ('reserved' in rule && slugRefusal(rule, root) !== null) return null;
  // Slugs hold only a-z, 0-9 and '-', so the pattern needs no escaping.
  const { rows } = await db.query<{ slug: string; type: CampaignUrlType; userId: number }>(
    `select url_slug as slug, url_type as type, user_id as "userId" from campaign_urls
      where url_slug = $1 or url_slug like $2`,
    [root, `${root}-%`],
  );
  const taken = (slug: string) =>
    rows.some(
      (row) => row.slug === slug && (Number(row.userId) !== rule.userId || row.type === type),
    ) ||
    ('reserved' in rule && slugRefusal(rule, slug) !== null);
  for (let n = skipBase ? 2 : 1; n < 10_000; n += 1) {
    const slug = n === 1 ? root : withSuffix(root, n);
    if (!taken(slug)) return slug;
  }
  return null;
}

/** The slug a blank slug becomes for a link under `rule`: its generated slug, made free. */
export async function generatedSlug(
  db: Db | DbTx,
  rule: SlugRule,
  type: CampaignUrlType | null,
): Promise<string> {
  const slug = await firstFreeSlug(db, rule, type, rule.generated);
  if (slug) return slug;
  // Only a name spelling another candidate's gets here (two profiles, one name): counted on.
  const fallback = await firstFreeSlug(db, rule, type, `${rule.prefix}-${SUPPORTER_SLUG_WORD}`);
  if (fallback) return fallback;
  throw new Error(`No free campaign slug under ${rule.prefix}`);
}

/**
 * A free slug to offer instead of `slug`, which `rule` refuses or another link has: the same
 * with a suffix, or under the prefix, or the generated one.
 */
export async function suggestedSlug(
  db: Db | DbTx,
  rule: SlugRule,
  type: CampaignUrlType,
  slug: string,
): Promise<string> {
  const refusal = slugRefusal(rule, slug);
  const tries: { base: string; skipBase: boolean }[] =
    refusal === null
      ? [{ base: slug, skipBase: true }]
      : refusal === 'outside-prefix'
        ? [
            {
              base: `${rule.prefix}-${slug}`.slice(0, CAMPAIGN_SLUG_MAX).replace(/-+$/, ''),
              skipBase: false,
            },
          ]
        : [];
  for (const { base, skipBase } of tries) {
    const free = await firstFreeSlug(db, rule, type, base, { skipBase });
    if (free) return free;
  }
  return generatedSlug(db, rule, type);
}
