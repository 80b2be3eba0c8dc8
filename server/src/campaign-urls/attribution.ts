import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { CAMPAIGN_COOKIE, verifiedCookieValue } from './campaign-cookie';

// Donations made after arriving through a campaign URL are attributed to it
// (docs/donation-rules.md). The landing route leaves the link's id in the signed
// `paid_campaign` cookie; a donation counts for that link only when the link promotes the
// candidate receiving it (its candidate_id: the owner's own profile, or the candidate a
// supporter picked). A cookie from another candidate's link, an unsigned one set by hand or
// an edited one attributes nothing.

const CAMPAIGN_URL_ID = /^[1-9]\d{0,15}$/;

/** The campaign URL id to store on a donation to `candidateId`, or null. */
export async function campaignUrlIdForDonation(
  db: Db,
  request: FastifyRequest,
  candidateId: number,
): Promise<number | null> {
  const raw = (await verifiedCookieValue(db, request.cookies[CAMPAIGN_COOKIE]))?.trim();
  if (!raw || !CAMPAIGN_URL_ID.test(raw)) return null;
  const campaignUrlId = Number(raw);
  if (!Number.isSafeInteger(campaignUrlId)) return null;
  const { rows } = await db.query<{ id: number }>(
    'select id from campaign_urls where id = $1 and candidate_id = $2',
    [campaignUrlId, candidateId],
  );
  return rows[0]?.id ?? null;
}
