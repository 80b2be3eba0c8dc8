import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import {
  campaignCandidateOptions,
  createCampaignLink,
  defaultCampaignSlug,
  listCampaignLinks,
} from '../campaign-urls/campaign-links';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { registerRoute } from '../http/validate';

// Campaign URL generator (/campaign-url-generator, docs/routes-and-screens.md): a member's
// links and the rule of their slugs are campaign-urls/campaign-links.ts. A refused slug is
// answered 409 (taken, or another candidate's name) or 400 (outside the link's prefix), with
// a free slug to use instead.

export function registerCampaignUrlRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Pick<Config, 'publicOrigin'> },
) {
  const listRoute = registerRoute(app, contract.campaignUrls.list, async ({ request }) => {
    const user = await requireUser(request, db);
    return listCampaignLinks(db, user.id, config.publicOrigin);
  });

  const defaultSlugRoute = registerRoute(
    app,
    contract.campaignUrls.defaultSlug,
    async ({ request }) => {
      const user = await requireUser(request, db);
      return { slug: await defaultCampaignSlug(db, user.id) };
    },
  );

  const candidatesRoute = registerRoute(
    app,
    contract.campaignUrls.candidates,
    async ({ query, request }) => {
      await requireUser(request, db);
      return campaignCandidateOptions(db, query.search ?? '');
    },
  );

  const createRoute = registerRoute(
    app,
    contract.campaignUrls.create,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const outcome = await createCampaignLink(db, user, body, config.publicOrigin);
      if ('refused' in outcome) {
        const { reason, message, suggestedSlug } = outcome.refused;
        throw new HttpError(
          reason === 'outside-prefix' ? 400 : 409,
          message,
          { urlSlug: message },
          { suggestedSlug },
        );
      }
      reply.code(201);
      return outcome.created;
    },
  );

  return [listRoute, defaultSlugRoute, candidatesRoute, createRoute];
}
