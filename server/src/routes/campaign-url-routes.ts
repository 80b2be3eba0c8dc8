import { requireVerifiedEmail } from '../auth/email-verification';
import type { FastifyInstance } from 'fastify';
import {
  buildCampaignUrl,
  CAMPAIGN_CANDIDATE_OPTIONS_MAX,
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  contract,
  type CampaignCandidateOption,
  type CampaignUrl,
  type CampaignUrlType,
} from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import {
  defaultSlugOf,
  firstFreeSlug,
  slugsReservedFromUser,
} from '../campaign-urls/campaign-slugs';
import { findCandidateOfUser } from '../candidates/candidate-queries';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { badRequest, HttpError } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Campaign URL generator (/campaign-url-generator, docs/routes-and-screens.md). A link is
// {publicOrigin}/{template path}/{slug}; the origin is the configured one, never the request's
// Host header, so nobody can mint links to another site through us. A link promotes one
// candidate (campaign_urls.candidate_id): the maker's own profile, or, for a member without
// one, the activated candidate they pick (a supporter link).

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
  async function slugTaken(userId: number, type: CampaignUrlType, slug: string) {
    const suggestedSlug = await firstFreeSlug(db, userId, type, slug, { skipBase: true });
    return new HttpError(
      409,
      CAMPAIGN_SLUG_TAKEN_MESSAGE,
      { urlSlug: CAMPAIGN_SLUG_TAKEN_MESSAGE },
      { suggestedSlug },
    );
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
      'select id from candidates where id = $1 and is_active and is_activated',
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
      return {
        slug: await defaultSlugOf(db, user.id, await findCandidateOfUser(db, user.id), null),
      };
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
        where is_active and is_activated and name ilike '%' || $1 || '%'
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
      if (custom !== '' && (await slugsReservedFromUser(db, user.id)).has(custom)) {
        // Another candidate's name: theirs, whoever asks first (no squatting).
        throw await slugTaken(user.id, body.urlType, custom);
      }

      // A blank slug is the user's default, made free for this template; should another
      // request take it meanwhile, the next free one is tried.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const slug = custom !== '' ? custom : await defaultSlugOf(db, user.id, own, body.urlType);
        // unique (url_type, url_slug): a taken slug inserts nothing, also when two requests race.
        const { rows } = await db.query<CampaignUrlRow>(
          `with inserted as (
           insert into campaign_urls (user_id, url_type, url_slug, title, description, candidate_id)
           values ($1, $2, $3, $4, $5, $6)
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
        if (custom !== '') throw await slugTaken(user.id, body.urlType, custom);
      }
      throw await slugTaken(
        user.id,
        body.urlType,
        await defaultSlugOf(db, user.id, own, body.urlType),
      );
    },
  );

  return [listRoute, defaultSlugRoute, candidatesRoute, createRoute];
}
