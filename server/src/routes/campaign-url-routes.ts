import { requireVerifiedEmail } from '../auth/email-verification';
import type { FastifyInstance } from 'fastify';
import {
  buildCampaignUrl,
  DEFAULT_SLUG,
  CAMPAIGN_CANDIDATE_OPTIONS_MAX,
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  contract,
  type Candidate,
  type CampaignCandidateOption,
  type CampaignUrl,
  type CampaignUrlType,
} from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import {
  firstFreeSlug,
  generatedSlug,
  loadNameHolders,
  slugRefusal,
  slugRule,
  suggestedSlug,
  type SlugRule,
} from '../campaign-urls/campaign-slugs';
import { findCandidateOfUser } from '../candidates/candidate-queries';
import { verifiedCandidateSql } from '../candidates/eligibility';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { badRequest, HttpError } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Campaign URL generator (/campaign-url-generator, docs/routes-and-screens.md). A link is
// {publicOrigin}/{template path}/{slug}; the origin is the configured one, never the request's
// Host header, so nobody can mint links to another site through us. A link promotes one
// candidate (campaign_urls.candidate_id): the maker's own profile, or, for a member without
// one, the activated candidate they pick (a supporter link). Which slug a link may have is
// campaign-urls/campaign-slugs.ts's rule (issue 44): only a verified candidate picks a bare
// slug for their own links; every other link begins with its candidate's link name.

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

export function registerCampaignUrlRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
) {
  const toCampaignUrl = ({ raisedCents, createdAt, ...row }: CampaignUrlRow): CampaignUrl => ({
    ...row,
    fullUrl: buildCampaignUrl(config.publicOrigin, row.urlType, row.urlSlug),
    raisedDollars: raisedCents / 100,
    createdAt: new Date(createdAt).toISOString(),
  });

  const listRoute = registerRoute(app, contract.campaignUrls.list, async ({ request }) => {
    const user = await requireUser(request, db);
    const { rows } = await db.query<CampaignUrlRow>(
      `select ${COLUMNS} from campaign_urls cu
        where cu.user_id = $1
        order by cu.created_at desc, cu.id desc`,
      [user.id],
    );
    return rows.map(toCampaignUrl);
  });

  /** 409 "That link is taken." with a free slug to use instead. */
  async function slugTaken(rule: SlugRule, type: CampaignUrlType, slug: string) {
    return new HttpError(
      409,
      CAMPAIGN_SLUG_TAKEN_MESSAGE,
      { urlSlug: CAMPAIGN_SLUG_TAKEN_MESSAGE },
      { suggestedSlug: await suggestedSlug(db, rule, type, slug) },
    );
  }

  /**
   * The refusal of a slug the rule does not allow, with a slug it does: 409 when it spells
   * another candidate's name (theirs, as if taken), 400 when it is outside the prefix.
   */
  async function slugRefused(rule: SlugRule, type: CampaignUrlType, slug: string) {
    const names = slugRefusal(rule, slug) === 'names-someone';
    const message = names ? CAMPAIGN_SLUG_NAMES_MESSAGE : CAMPAIGN_SLUG_OUTSIDE_MESSAGE;
    return new HttpError(
      names ? 409 : 400,
      message,
      { urlSlug: message },
      { suggestedSlug: await suggestedSlug(db, rule, type, slug) },
    );
  }

  /** The slug rule of a link of `userId` (own profile `own`) promoting `candidateId`. */
  async function ruleOf(userId: number, own: Candidate | null, candidateId: number) {
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

  /** The candidate a new link promotes: the body's pick, else the maker's own profile. */
  async function targetCandidate(userId: number, ownId: number | null, picked: number | null) {
    if (picked === null || picked === ownId) {
      if (ownId === null) {
        throw badRequest(CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE, {
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
      throw badRequest(CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE, {
        candidateId: CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
      });
    }
    return rows[0].id;
  }

  const defaultSlugRoute = registerRoute(
    app,
    contract.campaignUrls.defaultSlug,
    async ({ request }) => {
      const user = await requireUser(request, db);
      const own = await findCandidateOfUser(db, user.id);
      // Without a profile the generic default, whose supporter links begin with their pick's
      // name instead (the form previews supporterSlug).
      const slug = own
        ? await generatedSlug(db, await ruleOf(user.id, own, own.id), null)
        : await firstFreeSlug(db, { userId: user.id }, null, DEFAULT_SLUG);
      return { slug: slug ?? DEFAULT_SLUG };
    },
  );

  const candidatesRoute = registerRoute(
    app,
    contract.campaignUrls.candidates,
    async ({ query, request }) => {
      await requireUser(request, db);
      const search = (query.search ?? '').replace(/[\\%_]/g, '\\$&');
      const { rows } = await db.query<CampaignCandidateOption>(
        `select id, name, position, geographic_code as "geographicCode" from candidates
        where ${verifiedCandidateSql()} and name ilike '%' || $1 || '%'
        order by lower(name), id
        limit $2`,
        [search, CAMPAIGN_CANDIDATE_OPTIONS_MAX],
      );
      return rows;
    },
  );

  const createRoute = registerRoute(
    app,
    contract.campaignUrls.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      // Issue 23: applying and campaign links need a verified address (403 says how).
      requireVerifiedEmail(user);
      const own = await findCandidateOfUser(db, user.id);
      const candidateId = await targetCandidate(user.id, own?.id ?? null, body.candidateId ?? null);
      const description = body.description?.trim() ? body.description : null;
      const custom = body.urlSlug ?? '';
      const rule = await ruleOf(user.id, own, candidateId);
      if (custom !== '' && slugRefusal(rule, custom) !== null) {
        throw await slugRefused(rule, body.urlType, custom);
      }

      // A blank slug is the generated one, made free for this template; should another
      // request take it meanwhile, the next free one is tried.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = custom !== '' ? custom : await generatedSlug(db, rule, body.urlType);
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
          [user.id, body.urlType, slug, body.title, description, candidateId],
        );
        if (rows[0]) {
          reply.code(201);
          return toCampaignUrl(rows[0]);
        }
        if (custom !== '') throw await slugTaken(rule, body.urlType, custom);
      }
      throw await slugTaken(rule, body.urlType, await generatedSlug(db, rule, body.urlType));
    },
  );

  return [listRoute, defaultSlugRoute, candidatesRoute, createRoute];
}
