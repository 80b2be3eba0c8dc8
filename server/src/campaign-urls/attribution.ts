import type { FastifyRequest } from 'fastify';
import type { Db, DbTx } from '../db/db';
import { CAMPAIGN_COOKIE } from './campaign-cookie';

// Donations made after arriving through a campaign URL are attributed to it (decisions
// section 7). The landing route leaves the link's id in the `paid_campaign` cookie; a
// donation counts for that link only when the link belongs to the candidate receiving it,
// so a cookie from another candidate's link (or a forged one) attributes nothing.

const CAMPAIGN_URL_ID = /^[1-9]\d{0,15}$/;

/** The campaign URL id to store on a donation to `candidateId`, or null. */
export async function campaignUrlIdForDonation(
  db: Db | DbTx,
  request: FastifyRequest,
  candidateId: number,
): Promise<number | null> {
  const raw = request.cookies[CAMPAIGN_COOKIE]?.trim();
  if (!raw || !CAMPAIGN_URL_ID.test(raw)) return null;
  const campaignUrlId = Number(raw);
  if (!Number.isSafeInteger(campaignUrlId)) return null;
  // The link's owner is an account; the account's candidate profile is the one it promotes.
  const { rows } = await db.query<{ id: number }>(
    `select cu.id from campaign_urls cu
       join candidates c on c.user_id = cu.user_id
      where cu.id = $1 and c.id = $2`,
    [campaignUrlId, candidateId],
  );
  return rows[0]?.id ?? null;
}
