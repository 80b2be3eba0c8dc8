import type { Db } from '../db/db';

/**
 * Counts a visit of candidate `candidateId`'s page with `refcode` (docs/refcodes.md): one row
 * per visitor, refcode and UTC day, so a reload is not a second visit. A candidate that does
 * not exist (a typed URL) counts nothing.
 */
export async function countRefcodeVisit(
  db: Db,
  visit: { candidateId: number; refcode: string; now: Date; visitorHash: string },
): Promise<void> {
  await db.query(
    `insert into refcode_visits (candidate_id, refcode, day, visitor_hash)
     select c.id, $2, $3::date, $4 from candidates c where c.id = $1
     on conflict do nothing`,
    [visit.candidateId, visit.refcode, visit.now.toISOString().slice(0, 10), visit.visitorHash],
  );
}
