import type { StreamMoney } from 'shared-api/contracts';
import type { Db } from '../db/db';

// GET /api/charts/candidates/:candidateId/live-stream: the live line of /go-live and the
// watch view. The gifts that name the live stream (donations.stream_id, set in the gift's
// own transaction), oldest first with the running total, so the line ends on the stream's
// "raised this stream" (fundraising_streams.total_cents sums the same succeeded gifts).

/** A stream's line keeps its latest gifts; the running total still counts every gift. */
export const STREAM_LINE_POINTS = 500;

interface GiftRow {
  at: Date;
  amountCents: number;
  totalCents: number;
}

interface StreamRow {
  id: number;
  startedAt: Date;
  totalCents: number;
}

export async function readStreamMoney(db: Db, candidateId: number): Promise<StreamMoney> {
  const { rows: streams } = await db.query<StreamRow>(
    `select id, started_at as "startedAt", total_cents as "totalCents"
       from fundraising_streams where candidate_id = $1 and ended_at is null`,
    [candidateId],
  );
  const stream = streams[0];
  if (!stream) return { isLive: false, startedAt: null, gifts: [], totalRaised: 0 };
  // donations_stream_idx; the window function runs over the stream's gifts only.
  const { rows } = await db.query<GiftRow>(
    `select at, "amountCents", "totalCents" from (
       select created_at as at, amount_cents as "amountCents",
              sum(amount_cents) over (order by created_at, id) as "totalCents"
         from donations where stream_id = $1 and status = 'succeeded'
        order by created_at desc, id desc
        limit $2) latest
      order by at, "totalCents"`,
    [stream.id, STREAM_LINE_POINTS],
  );
  return {
    isLive: true,
    startedAt: new Date(stream.startedAt).toISOString(),
    gifts: rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      amount: row.amountCents / 100,
      total: row.totalCents / 100,
    })),
    totalRaised: stream.totalCents / 100,
  };
}
