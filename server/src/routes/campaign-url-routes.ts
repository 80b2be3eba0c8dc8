import type { FastifyInstance } from 'fastify';
import {
  buildCampaignUrl,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  contract,
  defaultCampaignSlug,
  type CampaignUrl,
  type CampaignUrlType,
} from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import { findCandidateOfUser } from '../candidates/candidate-queries';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { conflict } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Campaign URL generator (spec /campaign-url-generator, decisions section 7). A link is
// {publicOrigin}/{template path}/{slug}; the origin is the configured one, never the request's
// Host header, so nobody can mint links to another site through us.

interface CampaignUrlRow {
  id: number;
  urlType: CampaignUrlType;
  urlSlug: string;
  title: string;
  description: string | null;
  visits: number;
  raisedCents: number;
  createdAt: Date | string;
}

// Money raised through a link: succeeded donations attributed to it (donations_campaign_url_idx).
const COLUMNS = `cu.id, cu.url_type as "urlType", cu.url_slug as "urlSlug", cu.title,
  cu.description, cu.visits, cu.created_at as "createdAt",
  (select coalesce(sum(d.amount_cents), 0) from donations d
    where d.campaign_url_id = cu.id and d.status = 'succeeded') as "raisedCents"`;

export function registerCampaignUrlRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
): void {
  const toCampaignUrl = ({ raisedCents, createdAt, ...row }: CampaignUrlRow): CampaignUrl => ({
    ...row,
    fullUrl: buildCampaignUrl(config.publicOrigin, row.urlType, row.urlSlug),
    raisedDollars: raisedCents / 100,
    createdAt: new Date(createdAt).toISOString(),
  });

  registerRoute(app, contract.campaignUrls.list, async ({ request }) => {
    const user = await requireUser(request, db);
    const { rows } = await db.query<CampaignUrlRow>(
      `select ${COLUMNS} from campaign_urls cu
        where cu.user_id = $1
        order by cu.created_at desc, cu.id desc`,
      [user.id],
    );
    return rows.map(toCampaignUrl);
  });

  registerRoute(app, contract.campaignUrls.create, async ({ body, request, reply }) => {
    const user = await requireUser(request, db);
    let slug = body.urlSlug ?? '';
    if (slug === '') {
      // Spec section 5: the default slug comes from the candidate's name, else 'candidate'
      // (the same rule the generator's preview uses).
      slug = defaultCampaignSlug(await findCandidateOfUser(db, user.id));
    }
    const description = body.description?.trim() ? body.description : null;
    // unique (url_type, url_slug): a taken slug inserts nothing, also when two requests race.
    const { rows } = await db.query<CampaignUrlRow>(
      `with inserted as (
         insert into campaign_urls (user_id, url_type, url_slug, title, description)
         values ($1, $2, $3, $4, $5)
         on conflict (url_type, url_slug) do nothing
         returning *
       )
       select ${COLUMNS} from inserted cu`,
      [user.id, body.urlType, slug, body.title, description],
    );
    if (!rows[0])
      throw conflict(CAMPAIGN_SLUG_TAKEN_MESSAGE, { urlSlug: CAMPAIGN_SLUG_TAKEN_MESSAGE });
    reply.code(201);
    return toCampaignUrl(rows[0]);
  });
}
