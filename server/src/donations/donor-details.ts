import {
  DONOR_DETAILS_EXPIRED_MESSAGE,
  DONOR_DETAILS_UNKNOWN_MESSAGE,
  DONOR_DETAILS_USED_MESSAGE,
  type DonorDetailsAnswer,
} from 'shared-api/contracts';
import { hashLinkToken } from '../auth/account-tokens';
import type { Db } from '../db/db';
import { conflict, forbidden, invalid } from '../domain-error';
import { donationReference } from './donation-receipt';

// The answer to a best-efforts follow-up (best-efforts-requests.ts): the mailed link's page
// posts the token with the donor's employer and occupation, which become the gift's own
// (the committee report and its exports read them from the gift). The link works once, until
// it expires; the row is locked, so two answers racing give one success.

export async function completeDonorDetails(
  db: Db,
  {
    token,
    employer,
    occupation,
    now,
  }: { token: string; employer: string; occupation: string; now: Date },
): Promise<DonorDetailsAnswer> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      donationId: number;
      expiresAt: Date;
      answeredAt: Date | null;
    }>(
      `select donation_id as "donationId", expires_at as "expiresAt", answered_at as "answeredAt"
         from best_efforts_requests where token_hash = $1
          for update`,
      [hashLinkToken(token)],
    );
    const request = rows[0];
    if (!request) {
      throw invalid(DONOR_DETAILS_UNKNOWN_MESSAGE, { token: DONOR_DETAILS_UNKNOWN_MESSAGE });
    }
    if (request.answeredAt !== null) {
      throw conflict(DONOR_DETAILS_USED_MESSAGE, { token: DONOR_DETAILS_USED_MESSAGE });
    }
    if (new Date(request.expiresAt).getTime() <= now.getTime()) {
      throw forbidden(DONOR_DETAILS_EXPIRED_MESSAGE);
    }
    const { rows: gifts } = await tx.query<{ candidateName: string }>(
      `update donations d set employer = $2, occupation = $3
         from candidates c
        where d.id = $1 and c.id = d.candidate_id
        returning c.name as "candidateName"`,
      [request.donationId, employer, occupation],
    );
    await tx.query(
      `update best_efforts_requests set answered_at = $2::timestamptz where donation_id = $1`,
      [request.donationId, now.toISOString()],
    );
    return {
      reference: donationReference(Number(request.donationId)),
      candidateName: gifts[0]?.candidateName ?? '',
    };
  });
}
