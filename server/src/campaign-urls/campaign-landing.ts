import { campaignLandingPage, type CampaignUrlType } from 'shared-api/contracts';
import type { Db } from '../db/db';

// What opening a campaign URL does (docs/routes-and-screens.md): count the visit, once per
// visitor per link per day and at most ADDRESS_VISITS_PER_DAY per client address, and find
// the page it leads to: the page of the candidate the link promotes (a donation link: their
// donation page).

export interface CampaignLanding {
  campaignUrlId: number;
  /** The candidate the link promotes, while their profile is active; else null. */
  candidateId: number | null;
}

/**
 * The campaign URL `type` + `slug`, or null when there is no such link. Follows the link's
 * candidate_id (a supporter link promotes the candidate its maker picked, not the maker).
 */
export async function findCampaignLanding(
  db: Db,
  type: CampaignUrlType,
  slug: string,
): Promise<CampaignLanding | null> {
  const { rows } = await db.query<CampaignLanding>(
    `select cu.id as "campaignUrlId", c.id as "candidateId"
       from campaign_urls cu
       left join candidates c on c.id = cu.candidate_id and c.is_active
      where cu.url_type = $1 and cu.url_slug = $2`,
    [type, slug],
  );
  return rows[0] ?? null;
}

/** Today's date in UTC (YYYY-MM-DD): the day a visit belongs to. */
export function visitDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The most visits one client address counts for one link in one day, whatever visitor
 * cookies it sends: a signed visitor cookie is free to get, so someone replaying
 * a pile of them from one address would otherwise count once per cookie. Five leaves room
 * for a household or an office behind one address.
 */
export const ADDRESS_VISITS_PER_DAY = 5;

/**
 * Counts a visit of link `campaignUrlId` by the visitor named by `visitorHashes` (keyed hashes
 * of the keys the request carries: its user, its visitor cookie, its address when it has no
 * cookie) from the client address `addressHash` (a keyed hash too). The visit counts only
 * when none of the visitor hashes has been seen on this link today, so a reload, the same
 * person logged in, or a client refusing cookies from the same address is not a second
 * visit; and only while the address has counted fewer than ADDRESS_VISITS_PER_DAY visits of
 * this link today. One transaction: simultaneous reloads insert each hash once and count once.
 */
export async function countCampaignVisit(
  db: Db,
  campaignUrlId: number,
  day: string,
  visitorHashes: readonly string[],
  addressHash: string,
): Promise<boolean> {
  if (visitorHashes.length === 0) return false;
  // A placeholder per hash: PGlite and pg agree on scalar parameters, not on arrays.
  const values = visitorHashes.map((_, index) => `($1, $2::date, $${index + 3})`).join(', ');
  return db.transaction(async (tx) => {
    const seen = await tx.query(
      `insert into campaign_url_visits (campaign_url_id, day, visitor_hash)
       values ${values}
       on conflict do nothing
       returning 1`,
      [campaignUrlId, day, ...visitorHashes],
    );
    if (seen.rows.length !== visitorHashes.length) return false;
    // The address's count moves only while under the cap; at the cap nothing is returned.
    const address = await tx.query(
      `insert into campaign_url_address_visits as a (campaign_url_id, day, address_hash, visits)
       values ($1, $2::date, $3, 1)
       on conflict (campaign_url_id, day, address_hash)
       do update set visits = a.visits + 1 where a.visits < $4
       returning 1`,
      [campaignUrlId, day, addressHash, ADDRESS_VISITS_PER_DAY],
    );
    if (address.rows.length === 0) return false;
    await tx.query('update campaign_urls set visits = visits + 1 where id = $1', [campaignUrlId]);
    return true;
  });
}

/**
 * Drops the visitor hashes of days before yesterday: only today's decide whether a visit
 * counts, so the table holds about two days of visitors, never a history of who came.
 */
export async function forgetOldVisits(db: Db, day: string): Promise<void> {
  await db.query(`delete from campaign_url_visits where day < $1::date - 1`, [day]);
  await db.query(`delete from campaign_url_address_visits where day < $1::date - 1`, [day]);
}

/**
 * Where a campaign URL sends its visitor: a donation link to `/donate/{candidateId}`, any
 * other to `/candidate/{candidateId}`; a link whose candidate has no active profile leads to
 * /home (the visit still counts).
 */
export function landingPath(type: CampaignUrlType, candidateId: number | null): string {
  if (candidateId === null) return '/home';
  return campaignLandingPage(type) === 'donation'
    ? `/donate/${candidateId}`
    : `/candidate/${candidateId}`;
}
