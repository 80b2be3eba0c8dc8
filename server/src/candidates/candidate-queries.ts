import type { Candidate, CandidateListItem } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { verifiedCandidateSql } from './eligibility';
import { GEOGRAPHY_LIST_ORDER } from './list-order';

// Reading candidates in two shapes: a list item and the full profile. Money is stored in cents and
// answered in dollars. Only active candidates are ever shown: a removed profile
// (DELETE /api/candidate/profile) keeps its row for the donation history, nothing else.
// Both shapes say whether the candidate is verified (isActivated, the contract's name for the
// eligibility module's answer, candidates/eligibility.ts): one that is not is listed as
// "Pending verification" and never seeded (docs/roles.md).

interface FullRow extends Omit<Candidate, 'totalDonations'> {
  totalDonationsCents: number;
}

interface ListRow extends Omit<CandidateListItem, 'totalDonations'> {
  totalDonationsCents: number;
}

const FULL_SELECT = `
  select c.id, c.user_id as "userId", c.name, c.position, c.geographic_code as "geographicCode",
         c.stars, c.total_donations_cents as "totalDonationsCents",
         ${verifiedCandidateSql('c')} as "isActivated",
         c.profile_photo_url as "profilePhotoUrl", c.bio, c.experience, c.email, c.phone,
         c.platform, u.first_name as "firstName", u.last_name as "lastName"
    from candidates c
    left join users u on u.id = c.user_id`;

export function centsToDollars(cents: number): number {
  return cents / 100;
}

function toCandidate({ totalDonationsCents, ...row }: FullRow): Candidate {
  return { ...row, totalDonations: centsToDollars(totalDonationsCents) };
}

export const CANDIDATE_NOT_FOUND = 'Candidate not found';

/** Whether `candidateId` names an active candidate (a removed profile is not one). */
export async function isActiveCandidate(db: Db | DbTx, candidateId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from candidates where id = $1 and is_active', [
    candidateId,
  ]);
  return rows.length > 0;
}

/** An active candidate in full form, or null. */
export async function findCandidate(db: Db | DbTx, candidateId: number): Promise<Candidate | null> {
  const { rows } = await db.query<FullRow>(`${FULL_SELECT} where c.id = $1 and c.is_active`, [
    candidateId,
  ]);
  return rows[0] ? toCandidate(rows[0]) : null;
}

/** The user's own (active) candidate profile in full form, or null. */
export async function findCandidateOfUser(
  db: Db | DbTx,
  userId: number,
): Promise<Candidate | null> {
  const { rows } = await db.query<FullRow>(`${FULL_SELECT} where c.user_id = $1 and c.is_active`, [
    userId,
  ]);
  return rows[0] ? toCandidate(rows[0]) : null;
}

const LIST_SELECT = `
  select id, name, position, stars, total_donations_cents as "totalDonationsCents", bio,
         profile_photo_url as avatar, party, ${verifiedCandidateSql()} as "isActivated"
    from candidates`;

function toListItem({ totalDonationsCents, ...row }: ListRow): CandidateListItem {
  return { ...row, totalDonations: centsToDollars(totalDonationsCents) };
}

/** The order of a geography's list (list-order.ts): the debate stage's too. */
export { GEOGRAPHY_LIST_ORDER };

/**
 * Active candidates of one geography, most money raised first, ties by registration. With
 * `verifiedOnly`, the seeding order too (tournaments/seed-candidates.ts), so the first
 * `limit` are a provisional bracket's seeds. One range of candidates_active_geography_idx.
 */
export async function listCandidatesOfGeography(
  db: Db,
  geographicCode: string,
  { limit = null, verifiedOnly = false }: { limit?: number | null; verifiedOnly?: boolean } = {},
): Promise<CandidateListItem[]> {
  // LIMIT NULL is no limit.
  const { rows } = await db.query<ListRow>(
    `${LIST_SELECT}
      where geographic_code = $1 and is_active and (${verifiedCandidateSql()} or not $3::boolean)
      order by ${GEOGRAPHY_LIST_ORDER}
      limit $2`,
    [geographicCode, limit, verifiedOnly],
  );
  return rows.map(toListItem);
}

/** The active ones among `ids`, in list form, in no particular order (brackets). */
export async function listCandidatesByIds(
  db: Db | DbTx,
  ids: readonly number[],
): Promise<CandidateListItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // A placeholder per id: PGlite and pg agree on scalar parameters, not on arrays.
  const placeholders = unique.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await db.query<ListRow>(
    `${LIST_SELECT} where id in (${placeholders}) and is_active`,
    unique,
  );
  return rows.map(toListItem);
}
