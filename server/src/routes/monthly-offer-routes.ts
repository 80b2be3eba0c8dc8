import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import { acceptMonthlyOffer, declineMonthlyOffer, monthlyOffer } from '../donations/monthly-offer';
import { registerRoute } from '../http/validate';
import type { DonationRouteDeps } from './donation-routes';

// "Make it monthly" on a one-time gift's receipt (docs/donation-rules.md "Make it monthly"):
// the offer, one press to accept it, "No thanks". The member's own gifts only (another's is a
// 404); the rules live in ../donations/monthly-offer.ts.

export function registerMonthlyOfferRoutes(app: FastifyInstance, { db, clock }: DonationRouteDeps) {
  return [
    registerRoute(app, contract.donations.monthlyOffer, async ({ params, request }) => {
      const user = await requireUser(request, db);
      return { offer: await monthlyOffer(db, user, params.donationId, clock.now()) };
    }),
    registerRoute(
      app,
      contract.donations.acceptMonthlyOffer,
      async ({ params, request, reply }) => {
        const user = await requireUser(request, db);
        reply.code(201);
        return acceptMonthlyOffer(db, user, params.donationId, clock.now());
      },
    ),
    registerRoute(app, contract.donations.declineMonthlyOffer, async ({ params, request }) => {
      const user = await requireUser(request, db);
      return declineMonthlyOffer(db, user.id, params.donationId, clock.now());
    }),
  ];
}
