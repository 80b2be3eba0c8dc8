import { CAMPAIGN_SLUG_MAX, type CampaignUrlType } from 'shared-api/contracts';
import { verifiedCandidateSql } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { mailLanguage } from '../languages/member-language';
import { enqueueCampaignLinkMovedMail } from '../mail/campaign-link-mail';
import {
  firstFreeSlug,
  generatedSlug,
  loadNameHolders,
  slugNameKey,
  slugRefusal,
  slugRule,
} from './campaign-slugs';

// Links made before the slug rule (docs/roles.md; migration 0031 left their slug_checked_at null)
// are held against it once, at start, here in JavaScript: the rule compares names folded by
// the confusables library (names/fold-name.ts), which SQL cannot call. A link that keeps the
// rule is only marked checked; one that breaks it moves to a slug that keeps it (its old slug
// under the candidate's link name when that is free and allowed, else the generated one) and
// its owner is mailed the new address in the same transaction (in their account's language). Each link is locked while it is
// checked (skip locked), so servers starting together check each link once.

export interface MovedLink {
  id: number;
  from: string;
  to: string;
}

interface UncheckedLink {
  id: number;
  userId: number;
  type: CampaignUrlType;
  slug: string;
  title: string;
  email: string;
  candidateId: number | null;
  candidateName: string | null;
  /** The promoted candidate is the owner's own, with the owner's names. */
  own: boolean;
  verified: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The owner's language (users.language): their mail's. */
  language: string | null;
}

export async function migrateCampaignSlugs(
  db: Db,
  { publicOrigin }: { publicOrigin: string },
): Promise<MovedLink[]> {
  const { rows: ids } = await db.query<{ id: number }>(
    'select id from campaign_urls where slug_checked_at is null order by id',
  );
  if (ids.length === 0) return [];
  const holders = await loadNameHolders(db);
  const moved: MovedLink[] = [];
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<UncheckedLink>(
        `select cu.id, cu.user_id as "userId", cu.url_type as type, cu.url_slug as slug,
                cu.title, u.email, c.id as "candidateId", c.name as "candidateName",
                coalesce(c.user_id = cu.user_id, false) as own,
                coalesce(${verifiedCandidateSql('c')}, false) as verified,
                u.first_name as "firstName", u.last_name as "lastName", u.language
           from campaign_urls cu
           join users u on u.id = cu.user_id
           left join candidates c on c.id = cu.candidate_id and c.is_active
          where cu.id = $1 and cu.slug_checked_at is null
            for update of cu skip locked`,
        [id],
      );
      const link = rows[0];
      if (!link) return;
      const userId = Number(link.userId);
      const rule = slugRule(
        holders,
        userId,
        link.candidateName === null
          ? null
          : {
              // The owner's own profile goes by the account's names, as its default slug does.
              profile: link.own
                ? { name: link.candidateName, firstName: link.firstName, lastName: link.lastName }
                : { name: link.candidateName },
              own: link.own,
              verified: link.verified,
            },
      );
      let slug = link.slug;
      if (slugRefusal(rule, slug) !== null) {
        const under = `${rule.prefix}-${link.slug}`.slice(0, CAMPAIGN_SLUG_MAX).replace(/-+$/, '');
        slug =
          (await firstFreeSlug(tx, rule, link.type, under)) ??
          (await generatedSlug(tx, rule, link.type));
        await enqueueCampaignLinkMovedMail(tx, {
          to: link.email,
          title: link.title,
          type: link.type,
          oldSlug: link.slug,
          newSlug: slug,
          publicOrigin,
          language: mailLanguage(link.language),
        });
        moved.push({ id: Number(link.id), from: link.slug, to: slug });
      }
      await tx.query(
        'update campaign_urls set url_slug = $2, slug_checked_at = now() where id = $1',
        [id, slug],
      );
    });
  }
  return moved;
}

/**
 * When a candidate registers or renames, the name becomes theirs: another account's link whose
 * slug spells it (a verified candidate's bare slug, taken before this candidate existed, say)
 * is checked again against the rule and moved, its owner mailed, as at start. The slugs are
 * read and folded here (SQL cannot fold them); registrations and renames are rare.
 */
export async function recheckLinksNamingCandidate(
  db: Db,
  candidateId: number,
  { publicOrigin }: { publicOrigin: string },
): Promise<MovedLink[]> {
  const holders = await loadNameHolders(db);
  const { rows: owner } = await db.query<{ userId: number | null }>(
    'select user_id as "userId" from candidates where id = $1 and is_active',
    [candidateId],
  );
  if (!owner[0]) return [];
  const ownerId = owner[0].userId === null ? null : Number(owner[0].userId);
  const keys = new Set(holders.filter((h) => h.candidateId === candidateId).flatMap((h) => h.keys));
  keys.delete('');
  const { rows: links } = await db.query<{ id: number; slug: string }>(
    `select id, url_slug as slug from campaign_urls
      where user_id is distinct from $1 and slug_checked_at is not null`,
    [ownerId],
  );
  const naming = links.filter((link) => keys.has(slugNameKey(link.slug))).map((l) => l.id);
  if (naming.length === 0) return [];
  await db.query('update campaign_urls set slug_checked_at = null where id = any($1::bigint[])', [
    naming,
  ]);
  return migrateCampaignSlugs(db, { publicOrigin });
}
