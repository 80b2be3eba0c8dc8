import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  donationAllowanceSchema,
  monthlyChargeDay,
  monthlyOfferAnswerSchema,
  monthlyPlanCharges,
  planElections,
  utcDay,
} from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { donationApp, donationForm, ITEMISED, postDonation } from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// "Make it monthly" (docs/donation-rules.md "Make it monthly"): after a one-time gift the
// server offers once to make it monthly, with the amount, the next charge and the total until
// the election that the monthly form states (monthlyPlanCharges over the allowance the donor
// had before the gift); accepting starts exactly one plan with those numbers; it is never
// offered without a saved card, with a plan already running for the candidate, for a monthly
// gift, after "No thanks", or on someone else's gift.

for (const kind of databaseKinds({
  differsByDatabase: 'two simultaneous presses of "Make it monthly" start one plan',
})) {
  describe(`the monthly offer after a one-time gift (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, createTestPaymentProvider({ db }));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function member() {
      const userId = await insertUser(db);
      return { userId, cookies: await loginCookies(db, userId) };
    }

    /** A one-time gift with the form (saving the card or not); answers its id. */
    async function giveOnce(
      candidateId: number,
      who: { userId: number; cookies: Record<string, string> },
      options: { amount?: number; saveCard?: boolean; recurring?: boolean } = {},
    ): Promise<number> {
      const response = await postDonation(
        app,
        donationForm(candidateId, {
          ...ITEMISED,
          amount: options.amount ?? 30,
          donorEmail: `offer-${who.userId}@example.com`,
          saveCard: options.saveCard ?? true,
          recurring: options.recurring,
        }),
        who.cookies,
      );
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id;
    }

    const offerOf = async (donationId: number, cookies: Record<string, string>) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/donations/${donationId}/monthly-offer`,
        cookies,
      });
      assert.equal(response.statusCode, 200, response.body);
      return monthlyOfferAnswerSchema.parse(response.json()).offer;
    };
    const press = (donationId: number, cookies: Record<string, string>, what: string) =>
      app.inject({
        method: 'POST',
        url: `/api/donations/${donationId}/monthly-offer/${what}`,
        cookies,
      });
    const plansOf = async (cookies: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/donations/recurring', cookies })).json();

    it('states the monthly form numbers and starts exactly one plan with them', async () => {
      const candidateId = await addCandidate(db, { name: 'Una Upsell' });
      const donor = await member();
      // What the monthly form would state for $30 (saved-card-fields.tsx), before the gift.
      const allowance = donationAllowanceSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/donations/allowance?candidateId=${candidateId}`,
            cookies: donor.cookies,
          })
        ).json(),
      );
      const chosen = allowance.elections.find((each) => each.id === allowance.nextElectionId)!;
      const stated = monthlyPlanCharges(
        3_000,
        new Date(`${allowance.today}T12:00:00Z`),
        planElections(allowance.elections, chosen).map((each) => ({
          ...each,
          remainingCents: Math.round(each.remaining * 100),
        })),
      );
      const giftId = await giveOnce(candidateId, donor);
      const offer = await offerOf(giftId, donor.cookies);
      assert.ok(offer, 'offered after a one-time gift with a saved card');
      assert.deepEqual(
        {
          amount: offer.amount,
          election: offer.election.id,
          nextChargeOn: offer.nextChargeOn,
          gifts: offer.gifts,
          total: offer.total,
          endsOn: offer.endsOn,
          last4: offer.card.last4,
        },
        {
          amount: 30,
          election: chosen.id,
          nextChargeOn: monthlyChargeDay(utcDay(new Date()), 1),
          gifts: stated.charges.length,
          total: (stated.charges.length * 3_000) / 100,
          endsOn: stated.endsOn,
          last4: '4242',
        },
      );
      assert.ok(offer.gifts >= 2);

      const [first, second] = await Promise.all([
        press(giftId, donor.cookies, 'accept'),
        press(giftId, donor.cookies, 'accept'),
      ]);
      const codes = [first.statusCode, second.statusCode].sort();
      assert.ok(codes[0] === 201, `one press starts it (${codes.join(', ')})`);
      const plans = await plansOf(donor.cookies);
      assert.equal(plans.length, 1, 'exactly one plan');
      assert.deepEqual(
        {
          amount: plans[0].amount,
          nextChargeOn: plans[0].nextChargeOn,
          giftsMade: plans[0].giftsMade,
          election: plans[0].election.id,
          endsOn: plans[0].endsOn,
          status: plans[0].status,
        },
        {
          amount: 30,
          nextChargeOn: offer.nextChargeOn,
          giftsMade: 1,
          election: offer.election.id,
          endsOn: offer.endsOn,
          status: 'active',
        },
      );
      const { rows } = await db.query<{ plan: string }>(
        'select recurring_plan_id as plan from donations where id = $1',
        [giftId],
      );
      assert.equal(Number(rows[0].plan), plans[0].id, 'the gift is the plan first');
      // Offered once: not again for this gift, nor for the next gift to the same candidate.
      assert.equal(await offerOf(giftId, donor.cookies), null);
      assert.equal((await press(giftId, donor.cookies, 'accept')).statusCode, 409);
      const later = await giveOnce(candidateId, donor, { amount: 5 });
      assert.equal(await offerOf(later, donor.cookies), null);
      assert.equal((await plansOf(donor.cookies)).length, 1);
    });

    it('is never offered without a saved card, for a monthly gift, after No thanks, or to others', async () => {
      const candidateId = await addCandidate(db, { name: 'Nora Never' });
      const cardless = await member();
      const cardlessGift = await giveOnce(candidateId, cardless, { saveCard: false });
      assert.equal(await offerOf(cardlessGift, cardless.cookies), null);
      assert.equal((await press(cardlessGift, cardless.cookies, 'accept')).statusCode, 409);

      const monthly = await member();
      const monthlyGift = await giveOnce(candidateId, monthly, { recurring: true });
      assert.equal(await offerOf(monthlyGift, monthly.cookies), null);

      const declining = await member();
      const gift = await giveOnce(candidateId, declining);
      assert.ok(await offerOf(gift, declining.cookies));
      const stranger = await member();
      const peek = await app.inject({
        method: 'GET',
        url: `/api/donations/${gift}/monthly-offer`,
        cookies: stranger.cookies,
      });
      assert.equal(peek.statusCode, 404);
      assert.equal((await press(gift, stranger.cookies, 'accept')).statusCode, 404);
      assert.equal((await press(gift, {}, 'accept')).statusCode, 401);
      const no = await press(gift, declining.cookies, 'decline');
      assert.equal(no.statusCode, 200, no.body);
      assert.equal(await offerOf(gift, declining.cookies), null);
      assert.equal((await press(gift, declining.cookies, 'accept')).statusCode, 409);

      for (const who of [cardless, monthly, declining]) {
        const plans = await plansOf(who.cookies);
        assert.equal(plans.length, who === monthly ? 1 : 0);
      }
    });
  });
}
