import type { ListedDonation } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { toListedDonation, type ListedDonationRow } from '../donations/listed-donation';

// The Live Donations panel of /go-live and of the candidate's watch view:
// only the gifts of the candidate's live stream, the ones its "raised this stream" total
// counts (donations.stream_id, set in the gift's own transaction), so the list and the total
// always agree. Earlier gifts, refunds and declines are not part of it.

/** At most this many entries: the panel scrolls, and it is asked for every 5 s. */
export const LIVE_STREAM_DONATIONS_LIMIT = 50;

/** The live stream's succeeded gifts, newest first; none while the candidate is offline. */
export async function liveStreamDonations(db: Db, candidateId: number): Promise<ListedDonation[]> {
  // donations_stream_idx (stream_id); the live stream is one row (fundraising_streams_live_key).
  const { rows } = await db.query<ListedDonationRow>(
    `select d.id, d.donor_name as "donorName", d.amount_cents as "amountCents", d.message
       from fundraising_streams s
       join donations d on d.stream_id = s.id
      where s.candidate_id = $1 and s.ended_at is null and d.status = 'succeeded'
      order by d.created_at desc, d.id desc
      limit $2`,
    [candidateId, LIVE_STREAM_DONATIONS_LIMIT],
  );
  return rows.map(toListedDonation);
}
