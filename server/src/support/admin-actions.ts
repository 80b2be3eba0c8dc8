import type { AdminUser, CandidateActivation, TournamentCancellation } from 'shared-api/contracts';
import {
  countActivatedCandidate,
  uncountDeactivatedCandidate,
} from '../candidates/candidate-totals';
import {
  ACTIVATION_NAME_TAKEN_MESSAGE,
  candidateNameKey,
  lockVerifiedNames,
  requireNameFree,
} from '../candidates/eligibility';
import type { Db } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';

// The changes support makes (docs/roles.md), shared by the admin API and the admin
// command's direct path, so both do exactly the same thing.

/**
 * Sets a candidate's activation (support's verification, docs/roles.md "One eligibility
 * rule"); null when there is no such candidate. An active candidate starts or stops counting
 * in the tiles and Active States with it (candidates/candidate-totals.ts), in the same
 * transaction. Activating a candidate whose name folds to another verified candidate's name
 * (candidates/eligibility.ts) is refused with a 409: a verified name is one person's.
 */
export async function setCandidateActivation(
  db: Db,
  candidateId: number,
  isActivated: boolean,
): Promise<CandidateActivation | null> {
  return db.transaction(async (tx) => {
    // Activations wait for each other, so two lookalike names cannot both pass the check.
    if (isActivated) await lockVerifiedNames(tx);
    // Lock the row so `changed` is right when two admins act at once.
    const before = await tx.query<{
      id: number;
      name: string;
      isActive: boolean;
      level: GeographicLevel;
      stateCode: string;
    }>(
      `select id, name, is_active as "isActive", level, state_code as "stateCode"
         from candidates where id = $1 for update`,
      [candidateId],
    );
    const row = before.rows[0];
    if (!row) return null;
    if (isActivated) {
      await requireNameFree(tx, row.name, candidateId, ACTIVATION_NAME_TAKEN_MESSAGE);
    }
    // Written only when it changes: `changed` is whether a row was written. The key is
    // written with it, so the name is reserved from the activation on (name-keys.ts).
    const { rows: written } = await tx.query(
      `update candidates set is_activated = $2, name_key = $3
        where id = $1 and is_activated is distinct from $2
       returning id`,
      [candidateId, isActivated, candidateNameKey(row.name)],
    );
    const changed = written.length > 0;
    if (row.isActive && changed) {
      await (isActivated ? countActivatedCandidate : uncountDeactivatedCandidate)(tx, row);
    }
    return { id: Number(row.id), name: row.name, isActivated, changed };
  });
}

/** Gives the account with this email the admin role; null when there is no such account. */
export async function makeAdmin(db: Db, email: string): Promise<AdminUser | null> {
  return db.transaction(async (tx) => {
    const before = await tx.query<{ id: number; isAdmin: boolean }>(
      'select id, is_admin as "isAdmin" from users where lower(email) = lower($1) for update',
      [email],
    );
    const user = before.rows[0];
    if (!user) return null;
    const { rows } = await tx.query<{ id: number; email: string; isAdmin: boolean }>(
      'update users set is_admin = true where id = $1 returning id, email, is_admin as "isAdmin"',
      [user.id],
    );
    return { ...rows[0], changed: !user.isAdmin };
  });
}

/** A completed tournament is the record of how a race was decided: it stays. */
export const COMPLETED_TOURNAMENT_MESSAGE = 'A completed tournament cannot be cancelled';

export class CompletedTournamentError extends Error {
  constructor() {
    super(COMPLETED_TOURNAMENT_MESSAGE);
    this.name = 'CompletedTournamentError';
  }
}

/**
 * Cancels an upcoming or active tournament: the row goes with its bracket and transitions
 * (on delete cascade), so the place is free for a new one. Donations never point at a
 * tournament, so no money moves. Locks the row first: the tournament clock claims rows with
 * `skip locked` and leaves it alone meanwhile. Null when there is no such tournament.
 */
export async function cancelTournament(
  db: Db,
  tournamentId: number,
): Promise<TournamentCancellation | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<TournamentCancellation>(
      `select id, name, geographic_code as "geographicCode", status
         from tournaments where id = $1 for update`,
      [tournamentId],
    );
    const tournament = rows[0];
    if (!tournament) return null;
    if (tournament.status === 'completed') throw new CompletedTournamentError();
    await tx.query('delete from tournaments where id = $1', [tournamentId]);
    return tournament;
  });
}

export function describeCancellation(result: TournamentCancellation): string {
  return `Cancelled tournament ${result.id} (${result.name}, ${result.geographicCode}), which was ${result.status}.`;
}

export function describeActivation(result: CandidateActivation): string {
  const who = `candidate ${result.id} (${result.name})`;
  const state = result.isActivated ? 'activated' : 'deactivated';
  return result.changed
    ? `${state[0].toUpperCase()}${state.slice(1)} ${who}.`
    : `No change: ${who} was already ${state}.`;
}

export function describeMakeAdmin(result: AdminUser): string {
  return result.changed
    ? `${result.email} (user ${result.id}) is now an admin.`
    : `No change: ${result.email} (user ${result.id}) was already an admin.`;
}

export const unknownCandidateMessage = (candidateId: number) =>
  `No candidate with id ${candidateId}`;
export const unknownTournamentMessage = (tournamentId: number) =>
  `No tournament with id ${tournamentId}`;
export const unknownEmailMessage = (email: string) => `No account with the email ${email}`;
