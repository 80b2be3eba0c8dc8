import type { FastifyInstance } from 'fastify';
import { isCampaignSlug, URL_TEMPLATES } from 'shared-api/contracts';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { CAMPAIGN_COOKIE, campaignCookieOptions } from './campaign-cookie';
import { landingPath, landOnCampaignUrl } from './campaign-landing';

// Every generated URL works (decisions section 7): GET /{path}/{slug} for each template
// (/donate, /campaign, /events, /policy, /volunteer, /social) counts a visit, remembers the
// link in the `paid_campaign` cookie and redirects to the owner's page.
//
// Anything else falls through to the not-found handler, which serves the site (the history
// fallback), so the browser's router shows its page: /donate/{candidateId} is also the real
// donation page. The two never collide because a slug must hold a letter (isCampaignSlug),
// so a segment of digits is always a candidate id and never looked up here; an unknown slug
// gets the router's Page Not Found (or, under /donate, the donation page's own answer).

interface LandingParams {
  slug: string;
}

export function registerCampaignLandingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
): void {
  for (const template of URL_TEMPLATES) {
    app.get<{ Params: LandingParams }>(`/${template.path}/:slug`, async (request, reply) => {
      // Slugs are stored lowercase; a link typed from a poster may not be.
      const slug = request.params.slug.toLowerCase();
      if (!isCampaignSlug(slug)) return reply.callNotFound();

      // A HEAD (link checkers, previews) follows the same redirect but is not a visit.
      const landing = await landOnCampaignUrl(db, template.type, slug, {
        countVisit: request.method === 'GET',
      });
      if (!landing) return reply.callNotFound();

      return (
        reply
          .setCookie(
            CAMPAIGN_COOKIE,
            String(landing.campaignUrlId),
            campaignCookieOptions(config.publicOrigin),
          )
          // Never cached: each opening must reach the server to be counted.
          .header('cache-control', 'no-store')
          .redirect(landingPath(template.type, landing.candidateId), 302)
      );
    });
  }
}
