import type { FastifyInstance } from 'fastify';
import {
  contract,
  DONATION_RULES,
  formatChargeDay,
  monthlyPlanPossible,
  planElections,
  utcDay,
} from 'shared-api/contracts';
import { currentUser, requireUser } from '../auth/session';
import { campaignUrlIdForDonation } from '../campaign-urls/attribution';
import { refcodesForDonation } from '../refcodes/refcode-cookie';
import { variantIdForGift } from '../experiments/visitor-variant';
import type { ServerClock } from '../clock/server-clock';
import type { Db } from '../db/db';
import { readGiftState, roomLeftCents } from '../donations/donor-allowance';
import {
  candidateElections,
  designatedElection,
  publicElection,
} from '../elections/candidate-elections';
import { listMyDonations, readMyDonation } from '../donations/my-donations';
import { checkCandidateTakesGifts, makeDonation } from '../donations/make-donation';
import { answerDonation, keepCardAndPlan, SAVE_CARD_NEEDS_ACCOUNT_MESSAGE } from './gift-answers';
import { HttpError, notFound } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import type { PaymentProvider } from '../payments/payment-provider';
import { requestLanguage } from '../languages/request-language';

// The donation page's calls (docs/donation-rules.md): donate, the logged-in donor's room left
// with a candidate, and whether payments are in test mode; and My donations, the member's own
// gifts and each one's receipt. The rules live in ../donations.

export interface DonationRouteDeps {
  db: Db;
  payments: PaymentProvider;
  /** Every date these routes decide by (clock/server-clock.ts). */
  clock: ServerClock;
}

/** A body without its attestations object still gets a 400 naming each of the five. */
function withAttestationsObject(body: unknown): void {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const form = body as Record<string, unknown>;
    if (form.attestations === undefined || form.attestations === null) form.attestations = {};
  }
}

export const NO_MONTHLY_CHARGE_MESSAGE = (electionDay: string) =>
  `A monthly gift would not be charged again before the election on ${formatChargeDay(electionDay)}: give once instead.`;

/**
 * A monthly plan runs until the last election of its chosen election's cycle
 * (recurring-gifts.ts): one whose second charge would fall after that day is never started,
 * so nothing is said about charges that cannot happen.
 */
async function checkPlanPossible(
  db: Db,
  candidateId: number,
  electionId: number | undefined,
  now: Date,
): Promise<void> {
  const today = utcDay(now);
  const election = await designatedElection(db, candidateId, electionId, today);
  const ahead = await candidateElections(db, candidateId, today);
  const planEnd = planElections(ahead, election).at(-1)?.date ?? election.date;
  if (!monthlyPlanPossible(today, planEnd)) {
    const message = NO_MONTHLY_CHARGE_MESSAGE(planEnd);
    throw new HttpError(400, message, { recurring: message });
  }
}

export function registerDonationRoutes(
  app: FastifyInstance,
  { db, payments, clock }: DonationRouteDeps,
) {
  const createRoute = registerRoute(
    app,
    contract.donations.create,
    async ({ body, request, reply }) => {
      const user = await currentUser(request, db);
      // A saved card and a monthly gift belong to an account: checked before anything is charged.
      if ((body.saveCard || body.recurring) && !user) {
        throw new HttpError(400, SAVE_CARD_NEEDS_ACCOUNT_MESSAGE, {
          [body.recurring ? 'recurring' : 'saveCard']: SAVE_CARD_NEEDS_ACCOUNT_MESSAGE,
        });
      }
      // One moment for the whole submit: the plan's check, the gift's designation, its anchor.
      const now = clock.now();
      if (body.recurring) await checkPlanPossible(db, body.candidateId, body.electionId, now);
      const campaignUrlId = await campaignUrlIdForDonation(db, request, body.candidateId);
      const refcodes = await refcodesForDonation(db, request, body.candidateId, now);
      const experimentVariantId = await variantIdForGift(db, request, body.candidateId);
      // The receipt's language, kept on the gift for the mail about it (docs/languages.md).
      const language = await requestLanguage(request, db, user);
      const outcome = await answerDonation(request, () =>
        makeDonation(db, payments, {
          form: body,
          payment: { card: body.card },
          userId: user?.id ?? null,
          accountEmail: user?.email ?? null,
          campaignUrlId,
          refcodes,
          experimentVariantId,
          // The plan starts on the saved card once the gift is paid (keepCardAndPlan).
          startsMonthlyPlan: Boolean(user && body.saveCard && body.recurring),
          now,
          language,
        }),
      );
      // Only the submit whose own card paid: a repeat of the key answers the first answer
      // and nothing else, whatever card, "save" or "monthly" it carries.
      if (user && body.saveCard && outcome.paidHere) {
        await keepCardAndPlan(db, payments, request.log, {
          userId: user.id,
          card: body.card,
          recurring: body.recurring === true,
          receipt: outcome.receipt,
          now,
        });
      }
      reply.code(outcome.created ? 201 : 200);
      return outcome.receipt;
    },
    {
      // Per address: slows card testing; a retried submit counts too.
      config: rateLimit({ limit: 'donations' }),
      // Its own scope, so the hook applies to this route only.
      scope: (scope) => {
        scope.addHook('preValidation', async (request) => withAttestationsObject(request.body));
      },
    },
  );

  const allowanceRoute = registerRoute(
    app,
    contract.donations.allowance,
    async ({ query, request }) => {
      const user = await requireUser(request, db);
      const today = utcDay(clock.now());
      const donor = { candidateId: query.candidateId, email: user.email, userId: user.id };
      // The same query and candidate checks as a donation, once per election still ahead:
      // the room left in each is what a gift designated to it would allow.
      const ahead = await candidateElections(db, query.candidateId, today);
      const states = await Promise.all(
        (ahead.length > 0 ? ahead : [null]).map((election) =>
          readGiftState(db, donor, null, { electionId: election?.id ?? null, today }),
        ),
      );
      checkCandidateTakesGifts(states[0]);
      const elections = ahead.map((election, index) => ({
        ...publicElection(election),
        given: states[index].givenCents / 100,
        remaining: roomLeftCents(states[index]) / 100,
      }));
      const [next] = elections;
      return {
        elections,
        nextElectionId: next?.id ?? null,
        itemisationRequired: states[0].cycleGivenCents > DONATION_RULES.itemisationThresholdCents,
        today,
        // Deprecated, for the last release's remote only (contract-compat): see the contract.
        given: next?.given ?? 0,
        remaining: next?.remaining ?? 0,
        limit: next?.limit ?? 0,
      };
    },
  );

  const paymentModeRoute = registerRoute(app, contract.donations.paymentMode, () => ({
    testMode: payments.testMode,
  }));

  const mineRoute = registerRoute(app, contract.donations.mine, async ({ request }) => {
    const user = await requireUser(request, db);
    return listMyDonations(db, user.id);
  });

  const receiptRoute = registerRoute(
    app,
    contract.donations.receipt,
    async ({ params, request }) => {
      const user = await requireUser(request, db);
      const gift = await readMyDonation(db, user.id, params.donationId);
      // Another member's gift answers exactly as a missing one: its existence is not ours to tell.
      if (!gift) throw notFound('Donation not found');
      return gift;
    },
  );

  return [createRoute, allowanceRoute, paymentModeRoute, mineRoute, receiptRoute];
}
