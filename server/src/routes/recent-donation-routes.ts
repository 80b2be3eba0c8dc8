import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { toListedDonation, type ListedDonationRow } from '../donations/listed-donation';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// GET /api/donations/recent: a candidate's latest succeeded donations, newest
// first. (The Live Donations panels read the live stream's own list instead:
// streams/live-stream-donations.ts.)

export const RECENT_DONATIONS_LIMIT = 20;

export function registerRecentDonationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const recentRoute = registerRoute(app, contract.donations.recent, async ({ query }) => {
    const { rows: candidates } = await db.query(
      'select 1 from candidates where id = $1 and is_active',
      [query.candidateId],
    );
    if (candidates.length === 0) throw notFound('Candidate not found');
    // donations_candidate_time_idx (candidate_id, created_at desc)
    const { rows } = await db.query<ListedDonationRow>(
      `select id, donor_name as "donorName", amount_cents as "amountCents", message
         from donations
        where candidate_id = $1 and status = 'succeeded'
        order by created_at desc, id desc
        limit $2`,
      [query.candidateId, RECENT_DONATIONS_LIMIT],
    );
    return rows.map(toListedDonation);
  });

  return [recentRoute];
}
