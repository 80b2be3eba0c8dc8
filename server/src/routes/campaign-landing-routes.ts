import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isCampaignSlug, URL_TEMPLATES } from 'shared-api/contracts';
import { currentUser } from '../auth/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import {
  CAMPAIGN_COOKIE,
  campaignCookieOptions,
  hashVisitorKey,
  signCookieValue,
  visitorIdOf,
} from '../campaign-urls/campaign-cookie';
import {
  countCampaignVisit,
  findCampaignLanding,
  forgetOldVisits,
  landingPath,
  visitDay,
} from '../campaign-urls/campaign-landing';

/** How often a server clears old visitor hashes (campaign_url_visits_day_idx makes it cheap). */
const FORGET_EVERY_MS = 60 * 60 * 1000;

// Every generated URL works, or a shared link would be dead: GET /{path}/{slug} for each template
// (/donate, /campaign, /events, /policy, /volunteer, /social) counts a visit (once per visitor
// per day, at most ADDRESS_VISITS_PER_DAY per client address: campaign-urls/campaign-landing.ts),
// remembers the link in the signed `paid_campaign` cookie and redirects to the page of the
// candidate the link promotes.
//
// Anything else falls through to the not-found handler, which serves the site (the history
// fallback), so the browser's router shows its page: /donate/{candidateId} is also the real
// donation page. The two never collide because a slug must hold a letter (isCampaignSlug),
// so a segment of digits is always a candidate id and never looked up here; an unknown slug
// gets the router's Page Not Found (or, under /donate, the donation page's own answer).

interface LandingParams {
  slug: string;
}

/**
 * The keys naming this visitor: their account when logged in, and their signed visitor cookie
 * (a new one is set when they have none; then their address names them too, so a client that
 * never keeps cookies counts once per address and day).
 */
async function visitorKeys(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  publicOrigin: string,
): Promise<string[]> {
  const keys: string[] = [];
  const user = await currentUser(request, db);
  if (user) keys.push(`user:${user.id}`);
  const visitor = await visitorIdOf(db, request, reply, publicOrigin);
  keys.push(`visitor:${visitor.id}`);
  // A visitor without the cookie yet (a first visit, or cookies refused) is also their address.
  if (visitor.fresh && !user) keys.push(`ip:${request.ip}`);
  return Promise.all(keys.map((key) => hashVisitorKey(db, key)));
}

export function registerCampaignLandingRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
): void {
  let forgotAt = 0;

  for (const template of URL_TEMPLATES) {
    app.get<{ Params: LandingParams }>(`/${template.path}/:slug`, async (request, reply) => {
      // Slugs are stored lowercase; a link typed from a poster may not be.
      const slug = request.params.slug.toLowerCase();
      if (!isCampaignSlug(slug)) return reply.callNotFound();

      const landing = await findCampaignLanding(db, template.type, slug);
      if (!landing) return reply.callNotFound();

      // A HEAD (link checkers, previews) follows the same redirect but is not a visit.
      if (request.method === 'GET') {
        const hashes = await visitorKeys(request, reply, db, config.publicOrigin);
        const addressHash = await hashVisitorKey(db, `address:${request.ip}`);
        const day = visitDay();
        await countCampaignVisit(db, landing.campaignUrlId, day, hashes, addressHash);
        if (Date.now() - forgotAt > FORGET_EVERY_MS) {
          forgotAt = Date.now();
          await forgetOldVisits(db, day);
        }
      }

      return (
        reply
          .setCookie(
            CAMPAIGN_COOKIE,
            await signCookieValue(db, String(landing.campaignUrlId)),
            campaignCookieOptions(config.publicOrigin),
          )
          // Never cached: each opening must reach the server to be counted.
          .header('cache-control', 'no-store')
          .redirect(landingPath(template.type, landing.candidateId), 302)
      );
    });
  }
}
