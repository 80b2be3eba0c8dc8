import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireUser } from '../auth/session';
import { campaignUrlIdForDonation } from '../campaign-urls/attribution';
import { variantIdForGift } from '../experiments/visitor-variant';
import { refcodesForDonation } from '../refcodes/refcode-cookie';
import { cancelRecurringPlan, listRecurringPlans } from '../donations/recurring-gifts';
import { giveWithSavedCard } from '../donations/saved-card-gift';
import { removeSavedCard, savedCardState } from '../donations/saved-cards';
import { rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import { requestLanguage } from '../languages/request-language';
import type { DonationRouteDeps } from './donation-routes';
import { answerDonation } from './gift-answers';

// The member's saved card, one-tap gifts and monthly gifts (docs/donation-rules.md, "Saved
// card, one tap" and "Monthly gifts"). Every route is the session's own: a visitor gets 401;
// the card and plans read are always the session account's, so nobody can name another's
// (a plan id of another account is a 404). The rules live in ../donations.

export function registerSavedCardRoutes(
  app: FastifyInstance,
  { db, payments, clock }: DonationRouteDeps,
) {
  const oneTapRoute = registerRoute(
    app,
    contract.donations.oneTap,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const campaignUrlId = await campaignUrlIdForDonation(db, request, body.candidateId);
      const now = clock.now();
      const refcodes = await refcodesForDonation(db, request, body.candidateId, now);
      // One-tap sits on the donate page too: the variant shown counts for its gift.
      const experimentVariantId = await variantIdForGift(db, request, body.candidateId);
      // The receipt's language, kept on the gift for the mail about it (docs/languages.md).
      const language = await requestLanguage(request, db, user);
      const outcome = await answerDonation(request, () =>
        giveWithSavedCard(db, payments, {
          userId: user.id,
          accountEmail: user.email,
          candidateId: body.candidateId,
          amount: body.amount,
          idempotencyKey: body.idempotencyKey,
          campaignUrlId,
          refcodes,
          experimentVariantId,
          electionId: body.electionId ?? null,
          now,
          language,
        }),
      );
      reply.code(outcome.created ? 201 : 200);
      return outcome.receipt;
    },
    { config: rateLimit({ limit: 'donations' }) },
  );

  const savedCardRoute = registerRoute(app, contract.donations.savedCard, async ({ request }) => {
    const user = await requireUser(request, db);
    return savedCardState(db, user.id);
  });

  const removeRoute = registerRoute(
    app,
    contract.donations.removeSavedCard,
    async ({ request }) => {
      const user = await requireUser(request, db);
      return removeSavedCard(db, payments, user.id);
    },
  );

  const plansRoute = registerRoute(app, contract.donations.recurringPlans, async ({ request }) => {
    const user = await requireUser(request, db);
    return listRecurringPlans(db, user.id);
  });

  const cancelRoute = registerRoute(
    app,
    contract.donations.cancelRecurring,
    async ({ params, request }) => {
      const user = await requireUser(request, db);
      return cancelRecurringPlan(db, user.id, params.planId);
    },
  );

  return [oneTapRoute, savedCardRoute, removeRoute, plansRoute, cancelRoute];
}
