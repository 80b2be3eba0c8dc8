import { CANDIDATE_NOT_FOUND, isActiveCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { notFound } from '../domain-error';
import type { ListedDonation } from 'shared-api/contracts';
import { toListedDonation, type ListedDonationRow } from './listed-donation';

// A candidate's latest succeeded donations, newest first: GET /api/donations/recent. (The Live
// Donations panels read the live stream's own list instead: streams/live-stream-donations.ts.)

export const RECENT_DONATIONS_LIMIT = 20;

/** The latest gifts of an active candidate; a missing or removed one is a 404. */
export async function recentDonations(db: Db, candidateId: number): Promise<ListedDonation[]> {
  if (!(await isActiveCandidate(db, candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
  // donations_candidate_time_idx (candidate_id, created_at desc)
  const { rows } = await db.query<ListedDonationRow>(
    `select id, donor_name as "donorName", amount_cents as "amountCents", message
       from donations
      where candidate_id = $1 and status = 'succeeded'
      order by created_at desc, id desc
      limit $2`,
    [candidateId, RECENT_DONATIONS_LIMIT],
  );
  return rows.map(toListedDonation);
}
