import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { requireCandidateMay } from '../candidates/eligibility';
import type { Config } from '../config';
import { requireUser } from '../auth/session';
import { campaignUrlIdForDonation } from '../campaign-urls/attribution';
import {
  createExpressLink,
  giveThroughExpressLink,
  listExpressLinks,
  switchOffExpressLink,
  viewExpressLink,
} from '../donations/express-links';
import { byIp, rateLimit } from '../http/rate-limits';
import { refcodesForDonation } from '../refcodes/refcode-cookie';
import { registerRoute } from '../http/validate';
import { requestLanguage } from '../languages/request-language';
import type { DonationRouteDeps } from './donation-routes';
import { answerDonation } from './gift-answers';

// Express links (docs/donation-rules.md "Express links"): the candidate owner makes, lists and
// switches off links (owner only: 401 visitor, 403 anyone else); anyone may read what a link
// offers (a GET, which charges nothing); a member gives through it with one POST, which the
// site's CSRF check guards as every POST (http/security). The rules live in ../donations.

export function registerExpressLinkRoutes(
  app: FastifyInstance,
  { db, payments, clock, config }: DonationRouteDeps & { config: Pick<Config, 'publicOrigin'> },
) {
  const createRoute = registerRoute(
    app,
    contract.expressLinks.create,
    async ({ params, body, request, reply }) => {
      const { user, candidate } = await requireCandidateOwner(request, db, params.candidateId);
      // A link that charges is for a candidate who may take the gift (a verified one).
      requireCandidateMay(candidate, 'receiveMoney');
      reply.code(201);
      return createExpressLink(db, candidate.id, body, {
        now: clock.now(),
        ownerEmail: user.email,
        publicOrigin: config.publicOrigin,
        // The mail with the link is in the owner's language (their account's setting first).
        language: await requestLanguage(request, db, user),
      });
    },
  );

  const listRoute = registerRoute(app, contract.expressLinks.list, async ({ params, request }) => {
    const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
    return listExpressLinks(db, candidate.id, clock.now());
  });

  const switchOffRoute = registerRoute(
    app,
    contract.expressLinks.switchOff,
    async ({ params, request }) => {
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      return switchOffExpressLink(db, candidate.id, params.linkId, clock.now());
    },
  );

  const openRoute = registerRoute(
    app,
    contract.expressLinks.open,
    ({ params }) => viewExpressLink(db, params.token, clock.now()),
    // Per IP, as the mailed links' pages: guessing a 32-byte token is hopeless anyway.
    { config: rateLimit({ limit: 'accountLinks', key: byIp }) },
  );

  const giveRoute = registerRoute(
    app,
    contract.expressLinks.give,
    async ({ params, body, request, reply }) => {
      const user = await requireUser(request, db);
      const now = clock.now();
      const view = await viewExpressLink(db, params.token, now);
      const campaignUrlId = await campaignUrlIdForDonation(db, request, view.candidateId);
      const refcodes = await refcodesForDonation(db, request, view.candidateId, now);
      // The receipt's language, kept on the gift for the mail about it (docs/languages.md).
      const language = await requestLanguage(request, db, user);
      const outcome = await answerDonation(request, () =>
        giveThroughExpressLink(db, payments, {
          token: params.token,
          userId: user.id,
          accountEmail: user.email,
          idempotencyKey: body.idempotencyKey,
          campaignUrlId,
          refcodes,
          now,
          language,
        }),
      );
      reply.code(outcome.created ? 201 : 200);
      return outcome.receipt;
    },
    { config: rateLimit({ limit: 'donations' }) },
  );

  return [createRoute, listRoute, switchOffRoute, openRoute, giveRoute];
}
