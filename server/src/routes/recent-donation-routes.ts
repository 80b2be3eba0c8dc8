import type { FastifyInstance } from 'fastify';
import { contract, type ListedDonation } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';

// The Live Donations panel of /go-live (polled every 5 s): a candidate's latest succeeded
// donations, newest first. Only what the panel shows; never the donor's email or address.

export const RECENT_DONATIONS_LIMIT = 20;

export function registerRecentDonationRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerRoute(app, contract.donations.recent, async ({ query }) => {
    const { rows: candidates } = await db.query(
      'select 1 from candidates where id = $1 and is_active',
      [query.candidateId],
    );
    if (candidates.length === 0) throw notFound('Candidate not found');
    // donations_candidate_time_idx (candidate_id, created_at desc)
    const { rows } = await db.query<{
      id: number;
      donorName: string;
      amountCents: number;
      message: string | null;
    }>(
      `select id, donor_name as "donorName", amount_cents as "amountCents", message
         from donations
        where candidate_id = $1 and status = 'succeeded'
        order by created_at desc, id desc
        limit $2`,
      [query.candidateId, RECENT_DONATIONS_LIMIT],
    );
    return rows.map(({ amountCents, ...donation }): ListedDonation => ({
      ...donation,
      amount: amountCents / 100,
    }));
  });
}
