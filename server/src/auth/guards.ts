import type { FastifyRequest } from 'fastify';
import {
  requireCandidateMay,
  standingColumnsSql,
  type CandidateRight,
  type CandidateStanding,
} from '../candidates/eligibility';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../domain-error';
import { requireUser, type SessionUser } from './session';

// The role checks of docs/roles.md, enforced on the server. Each guard
// answers 401 for a visitor (via requireUser) and 403 for a logged-in user without the role.
// What a candidate may do AS A CANDIDATE is the eligibility module's answer
// (candidates/eligibility.ts): requireOwnCandidate only says "this account has a profile" (for
// managing it, which a pending candidate may), requireEligibleCandidate asks the module.

export interface OwnCandidate extends CandidateStanding {
  id: number;
  userId: number | null;
  name: string;
}

const CANDIDATE_COLUMNS = `id, user_id as "userId", name, ${standingColumnsSql()}`;

/** The candidate profile a user owns (active or not), or null. */
export async function candidateOfUser(db: Db, userId: number): Promise<OwnCandidate | null> {
  const { rows } = await db.query<OwnCandidate>(
    `select ${CANDIDATE_COLUMNS} from candidates where user_id = $1 and is_active`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function requireAdmin(request: FastifyRequest, db: Db): Promise<SessionUser> {
  const user = await requireUser(request, db);
  if (!user.isAdmin) throw forbidden('Only support staff can do this');
  return user;
}

/** The logged-in user's own candidate profile, or 403 when they have none. */
export async function requireOwnCandidate(
  request: FastifyRequest,
  db: Db,
): Promise<{ user: SessionUser; candidate: OwnCandidate }> {
  const user = await requireUser(request, db);
  const candidate = await candidateOfUser(db, user.id);
  if (!candidate) throw forbidden('You are not a registered candidate');
  return { user, candidate };
}

/**
 * The logged-in user's own candidate profile when the eligibility module lets it do `right`
 * (candidates/eligibility.ts): 401 visitor, 403 without a profile, 403 with the right's message
 * for a pending candidate. Every route that acts as a candidate goes through here.
 */
export async function requireEligibleCandidate(
  request: FastifyRequest,
  db: Db,
  right: CandidateRight,
): Promise<{ user: SessionUser; candidate: OwnCandidate }> {
  const own = await requireOwnCandidate(request, db);
  requireCandidateMay(own.candidate, right);
  return own;
}

/** Verified-only features: the fundraising stream (the spec's 'Access Denied' words). */
export function requireActivatedCandidate(request: FastifyRequest, db: Db) {
  return requireEligibleCandidate(request, db, 'stream');
}

/** Candidate `candidateId` unless it is absent or deleted (404). */
async function activeCandidate(db: Db, candidateId: number): Promise<OwnCandidate> {
  const { rows } = await db.query<OwnCandidate>(
    `select ${CANDIDATE_COLUMNS} from candidates where id = $1 and is_active`,
    [candidateId],
  );
  if (!rows[0]) throw notFound('Candidate not found');
  return rows[0];
}

/** Owner-only actions on candidate `candidateId` (inbox, photo): 404 absent, 403 not yours. */
export async function requireCandidateOwner(
  request: FastifyRequest,
  db: Db,
  candidateId: number,
): Promise<{ user: SessionUser; candidate: OwnCandidate }> {
  const user = await requireUser(request, db);
  const candidate = await activeCandidate(db, candidateId);
  if (candidate.userId !== user.id) throw forbidden('Only the candidate can do this');
  return { user, candidate };
}

/**
 * The candidate owner's records that support may also read (the committee report): 404 absent
 * or deleted, 403 unless the user owns the candidate or is support.
 */
export async function requireCandidateOwnerOrAdmin(
  request: FastifyRequest,
  db: Db,
  candidateId: number,
): Promise<{ user: SessionUser; candidate: OwnCandidate }> {
  const user = await requireUser(request, db);
  const candidate = await activeCandidate(db, candidateId);
  if (candidate.userId !== user.id && !user.isAdmin) {
    throw forbidden("Only the candidate or support can read the candidate's committee report");
  }
  return { user, candidate };
}
