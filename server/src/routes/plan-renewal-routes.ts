import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { confirmPlanRenewal, previewPlanRenewal } from '../donations/plan-renewals';
import { byIp, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { requestLanguage } from '../languages/request-language';
import type { DonationRouteDeps } from './donation-routes';
import { answerDonation } from './gift-answers';

// The page a monthly plan's renewal mail links to (docs/donation-rules.md "Monthly gifts"):
// it reads the renewed plan with the link's token, and one Confirm starts it. The token is
// the donor's proof, as the best-efforts link's is: no session is needed.

export function registerPlanRenewalRoutes(
  app: FastifyInstance,
  { db, payments, clock }: DonationRouteDeps,
) {
  // Per IP, as the account links' pages: guessing a 32-byte token is hopeless anyway.
  const perIp = { config: rateLimit({ limit: 'accountLinks', key: byIp }) };
  return [
    registerRoute(
      app,
      contract.donations.previewPlanRenewal,
      ({ body }) => previewPlanRenewal(db, { token: body.token, now: clock.now() }),
      perIp,
    ),
    registerRoute(
      app,
      contract.donations.confirmPlanRenewal,
      async ({ body, request, reply }) => {
        let planId = 0;
        const outcome = await answerDonation(request, async () => {
          const started = await confirmPlanRenewal(db, payments, {
            token: body.token,
            now: clock.now(),
            language: await requestLanguage(request, db),
          });
          planId = started.planId;
          return started.outcome;
        });
        reply.code(201);
        return { planId, receipt: outcome.receipt };
      },
      perIp,
    ),
  ];
}
