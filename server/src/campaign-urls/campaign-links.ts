import {
  buildCampaignUrl,
  DEFAULT_SLUG,
  CAMPAIGN_CANDIDATE_OPTIONS_MAX,
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  type Candidate,
  type CampaignCandidateOption,
  type CampaignUrl,
  type CampaignUrlType,
} from 'shared-api/contracts';
import { requireVerifiedEmail } from '../auth/email-verification';
import type { SessionUser } from '../auth/session';
import { findCandidateOfUser } from '../candidates/candidate-queries';
import { verifiedCandidateSql } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { invalid } from '../domain-error';
import {
  firstFreeSlug,
  generatedSlug,
  loadNameHolders,
  slugRefusal,
  slugRule,
  suggestedSlug,
  type SlugRefusal,
  type SlugRule,
} from './campaign-slugs';

// A member's campaign links (/campaign-url-generator, docs/routes-and-screens.md). A link is
// {publicOrigin}/{template path}/{slug}; the origin is the configured one, never the request's
// Host header, so nobody can mint links to another site through us. A link promotes one
// candidate (campaign_urls.candidate_id): the maker's own profile, or, for a member without
// one, the activated candidate they pick (a supporter link). Which slug a link may have is
// campaign-slugs.ts's rule (docs/roles.md): only a verified candidate picks a bare slug for
// their own links; every other link begins with its candidate's link name.

interface CampaignUrlRow {
  id: number;
  urlType: CampaignUrlType;
  urlSlug: string;
  title: string;
  description: string | null;
  candidateId: number | null;
  candidateName: string | null;
  visits: number;
  raisedCents: number;
  createdAt: Date | string;
}

// Money raised through a link: succeeded donations attributed to it (donations_campaign_url_idx).
const COLUMNS = `cu.id, cu.url_type as "urlType", cu.url_slug as "urlSlug", cu.title,
  cu.description, cu.visits, cu.created_at as "createdAt",
  (select c.id from candidates c where c.id = cu.candidate_id and c.is_active) as "candidateId",
  (select c.name from candidates c where c.id = cu.candidate_id and c.is_active) as "candidateName",
  (select coalesce(sum(d.amount_cents), 0) from donations d
    where d.campaign_url_id = cu.id and d.status = 'succeeded') as "raisedCents"`;

function toCampaignUrl(
  publicOrigin: string,
  { raisedCents, createdAt, ...row }: CampaignUrlRow,
): CampaignUrl {
  return {
    ...row,
    fullUrl: buildCampaignUrl(publicOrigin, row.urlType, row.urlSlug),
    raisedDollars: raisedCents / 100,
    createdAt: new Date(createdAt).toISOString(),
  };
}

/** The member's links, newest first. */
export async function listCampaignLinks(
  db: Db,
  userId: number,
  publicOrigin: string,
): Promise<CampaignUrl[]> {
  const { rows } = await db.query<CampaignUrlRow>(
    `select ${COLUMNS} from campaign_urls cu
      where cu.user_id = $1
      order by cu.created_at desc, cu.id desc`,
    [userId],
  );
  return rows.map((row) => toCampaignUrl(publicOrigin, row));
}

/** The slug rule of a link of `userId` (own profile `own`) promoting `candidateId`. */
async function ruleOf(
  db: Db,
  userId: number,
  own: Candidate | null,
  candidateId: number,
): Promise<SlugRule> {
  const holders = await loadNameHolders(db);
  if (own && own.id === candidateId) {
    // isActivated is the eligibility module's "verified" (candidates/eligibility.ts).
    return slugRule(holders, userId, { profile: own, own: true, verified: own.isActivated });
  }
  const { rows } = await db.query<{ name: string }>('select name from candidates where id = $1', [
    candidateId,
  ]);
  return slugRule(holders, userId, {
    profile: { name: rows[0]?.name ?? '' },
    own: false,
    verified: false,
  });
}

/** The candidate a new link promotes: the pick, else the maker's own profile. */
async function targetCandidate(
  db: Db,
  ownId: number | null,
  picked: number | null,
): Promise<number> {
  if (picked === null || picked === ownId) {
    if (ownId === null) {
      throw invalid(CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE, {
        candidateId: CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
      });
    }
    return ownId;
  }
  // Someone else's candidate: only one that may receive gifts (docs/donation-rules.md).
  const { rows } = await db.query<{ id: number }>(
    `select id from candidates where id = $1 and ${verifiedCandidateSql()}`,
    [picked],
  );
  if (!rows[0]) {
    throw invalid(CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE, {
      candidateId: CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
    });
  }
  return rows[0].id;
}

/** The slug a new link of the member gets when left blank. */
export async function defaultCampaignSlug(db: Db, userId: number): Promise<string> {
  const own = await findCandidateOfUser(db, userId);
  // Without a profile the generic default, whose supporter links begin with their pick's
  // name instead (the form previews supporterSlug).
  const slug = own
    ? await generatedSlug(db, await ruleOf(db, userId, own, own.id), null)
    : await firstFreeSlug(db, { userId }, null, DEFAULT_SLUG);
  return slug ?? DEFAULT_SLUG;
}

/** The candidates a supporter link may promote whose name holds `search`. */
export async function campaignCandidateOptions(
  db: Db,
  search: string,
): Promise<CampaignCandidateOption[]> {
  const pattern = search.replace(/[\\%_]/g, '\\$&');
  const { rows } = await db.query<CampaignCandidateOption>(
    `select id, name, position, geographic_code as "geographicCode" from candidates
    where ${verifiedCandidateSql()} and name ilike '%' || $1 || '%'
    order by lower(name), id
    limit $2`,
    [pattern, CAMPAIGN_CANDIDATE_OPTIONS_MAX],
  );
  return rows;
}

export interface NewCampaignLink {
  urlType: CampaignUrlType;
  title: string;
  description?: string | null;
  /** Blank or absent: the generated slug. */
  urlSlug?: string | null;
  /** Absent: the maker's own profile. */
  candidateId?: number | null;
}

/**
 * A slug refused: taken by another link, spelling another candidate's name (theirs, as if
 * taken) or outside the link's prefix; with a free slug to offer instead.
 */
export interface SlugRefused {
  reason: 'taken' | SlugRefusal;
  message: string;
  suggestedSlug: string;
}

const REFUSAL_MESSAGES: Record<SlugRefused['reason'], string> = {
  taken: CAMPAIGN_SLUG_TAKEN_MESSAGE,
  'names-someone': CAMPAIGN_SLUG_NAMES_MESSAGE,
  'outside-prefix': CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
};

async function refused(
  db: Db,
  reason: SlugRefused['reason'],
  rule: SlugRule,
  type: CampaignUrlType,
  slug: string,
): Promise<{ refused: SlugRefused }> {
  const offer = await suggestedSlug(db, rule, type, slug);
  return { refused: { reason, message: REFUSAL_MESSAGES[reason], suggestedSlug: offer } };
}

/** Makes a link; applying and campaign links need a verified address (docs/mail.md). */
export async function createCampaignLink(
  db: Db,
  user: SessionUser,
  link: NewCampaignLink,
  publicOrigin: string,
): Promise<{ created: CampaignUrl } | { refused: SlugRefused }> {
  requireVerifiedEmail(user);
  const own = await findCandidateOfUser(db, user.id);
  const candidateId = await targetCandidate(db, own?.id ?? null, link.candidateId ?? null);
  const description = link.description?.trim() ? link.description : null;
  const custom = link.urlSlug ?? '';
  const rule = await ruleOf(db, user.id, own, candidateId);
  const refusal = custom !== '' ? slugRefusal(rule, custom) : null;
  if (refusal !== null) return refused(db, refusal, rule, link.urlType, custom);

  // A blank slug is the generated one, made free for this template; should another
  // request take it meanwhile, the next free one is tried.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slug = custom !== '' ? custom : await generatedSlug(db, rule, link.urlType);
    // unique (url_type, url_slug): a taken slug inserts nothing, also when two requests race.
    const { rows } = await db.query<CampaignUrlRow>(
      `with inserted as (
       insert into campaign_urls (user_id, url_type, url_slug, title, description, candidate_id,
                                  slug_checked_at)
       values ($1, $2, $3, $4, $5, $6, now())
       on conflict (url_type, url_slug) do nothing
       returning *
     )
     select ${COLUMNS} from inserted cu`,
      [user.id, link.urlType, slug, link.title, description, candidateId],
    );
    if (rows[0]) return { created: toCampaignUrl(publicOrigin, rows[0]) };
    if (custom !== '') return refused(db, 'taken', rule, link.urlType, custom);
  }
  const slug = await generatedSlug(db, rule, link.urlType);
  return refused(db, 'taken', rule, link.urlType, slug);
}
