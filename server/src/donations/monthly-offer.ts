import {
  MONTHLY_OFFER_UNAVAILABLE_MESSAGE,
  monthlyChargeDay,
  monthlyPlanCharges,
  monthlyPlanPossible,
  planElections,
  utcDay,
  type MonthlyOffer,
  type RecurringPlan,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { conflict, notFound } from '../domain-error';
import { candidateElections } from '../elections/candidate-elections';
import { electionRef } from '../elections/election-code';
import { readGiftState, roomLeftCents } from './donor-allowance';
import { listRecurringPlans, startRecurringPlan } from './recurring-gifts';
import { readSavedCard } from './saved-cards';

// "Make it monthly" (docs/donation-rules.md "Make it monthly"): right after a one-time gift,
// its receipt offers once to make it monthly. The gift just made becomes the plan's first
// (charge 0, as when the form's "monthly" box is ticked: recurring-gifts.ts startRecurringPlan),
// so the next charge is a month after today on the server's clock, on the saved card, for the
// gift's election and the later ones of its cycle. The numbers are the monthly form's
// (monthlyPlanCharges over the room the donor had before this gift). Never offered without a
// saved card, when the donor already has a plan with this candidate, for a gift that is
// already monthly, after "No thanks", or for a gift older than a day (the receipt's moment).

const MINE = 'Donation not found';

interface OfferGift {
  id: number | string;
  candidateId: number | string;
  candidateName: string;
  amountCents: number | string;
  electionId: number | string | null;
  status: string;
  recurringPlanId: number | string | null;
  declinedAt: Date | string | null;
  recent: boolean;
}

async function readOwnGift(db: Db, userId: number, donationId: number): Promise<OfferGift> {
  const { rows } = await db.query<OfferGift>(
    `select d.id, d.candidate_id as "candidateId", c.name as "candidateName",
            d.amount_cents as "amountCents", d.election_id as "electionId", d.status,
            d.recurring_plan_id as "recurringPlanId",
            d.monthly_offer_declined_at as "declinedAt",
            d.created_at > now() - interval '1 day' as recent
       from donations d join candidates c on c.id = d.candidate_id
      where d.id = $1 and d.user_id = $2`,
    [donationId, userId],
  );
  // Another member's gift, or none: the same 404 as its receipt.
  if (!rows[0]) throw notFound(MINE);
  return rows[0];
}

/** The offer for the member's gift `donationId` on `now`, or null when it is not offered. */
export async function monthlyOffer(
  db: Db,
  user: { id: number; email: string },
  donationId: number,
  now: Date,
): Promise<MonthlyOffer | null> {
  const gift = await readOwnGift(db, user.id, donationId);
  if (gift.status !== 'succeeded' || gift.recurringPlanId !== null) return null;
  if (gift.declinedAt !== null || !gift.recent || gift.electionId === null) return null;
  const candidateId = Number(gift.candidateId);
  const card = await readSavedCard(db, user.id);
  if (!card) return null;
  const plans = await listRecurringPlans(db, user.id);
  const hasPlan = plans.some(
    (plan) =>
      plan.candidateId === candidateId && (plan.status === 'active' || plan.status === 'paused'),
  );
  if (hasPlan) return null;
  const today = utcDay(now);
  const ahead = await candidateElections(db, candidateId, today);
  const election = ahead.find((each) => each.id === Number(gift.electionId));
  if (!election) return null;
  const plan = planElections(ahead, election);
  const endsOn = plan[plan.length - 1].date;
  if (!monthlyPlanPossible(today, endsOn)) return null;
  const amountCents = Number(gift.amountCents);
  const state = await readGiftState(db, { candidateId, email: user.email, userId: user.id }, null, {
    electionId: election.id,
    today,
  });
  // The room before this gift, as the form counted when the donor gave: the gift is charge 0.
  const room = new Map([[election.id, roomLeftCents(state) + amountCents]]);
  const { charges } = monthlyPlanCharges(
    amountCents,
    now,
    plan.map((each) => ({ ...each, remainingCents: room.get(each.id) ?? null })),
  );
  // Only a plan that would charge again is offered (as the form's "monthly" box).
  if (charges.length < 2) return null;
  return {
    donationId: Number(gift.id),
    candidateId,
    candidateName: gift.candidateName,
    amount: amountCents / 100,
    card: { brand: card.brand, last4: card.last4 },
    election: electionRef(election.id, election.kind, election.date),
    nextChargeOn: monthlyChargeDay(today, 1),
    endsOn,
    gifts: charges.length,
    total: (charges.length * amountCents) / 100,
  };
}

/** Starts the offered plan with the gift as its first; a 409 when it is not (or no longer) offered. */
export async function acceptMonthlyOffer(
  db: Db,
  user: { id: number; email: string },
  donationId: number,
  now: Date,
): Promise<RecurringPlan> {
  const offer = await monthlyOffer(db, user, donationId, now);
  if (!offer) throw conflict(MONTHLY_OFFER_UNAVAILABLE_MESSAGE);
  // A second press starts nothing more: the gift can start one plan (first_donation_id).
  await startRecurringPlan(db, {
    userId: user.id,
    candidateId: offer.candidateId,
    amountCents: Math.round(offer.amount * 100),
    firstDonationId: offer.donationId,
    firstGiftAt: now,
    electionId: offer.election.id,
  });
  const plans = await listRecurringPlans(db, user.id);
  const started = plans.find(
    (plan) => plan.candidateId === offer.candidateId && plan.status === 'active',
  );
  if (!started) throw conflict(MONTHLY_OFFER_UNAVAILABLE_MESSAGE);
  return started;
}

/** "No thanks": remembered on the gift, so its receipt does not offer it again. */
export async function declineMonthlyOffer(
  db: Db,
  userId: number,
  donationId: number,
  now: Date,
): Promise<{ declined: true }> {
  await readOwnGift(db, userId, donationId);
  await db.query(
    `update donations set monthly_offer_declined_at = $3::timestamptz
      where id = $1 and user_id = $2 and monthly_offer_declined_at is null`,
    [donationId, userId, now.toISOString()],
  );
  return { declined: true };
}
