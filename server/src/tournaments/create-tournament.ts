import type { Tournament } from 'shared-api/contracts';
import { requireVerifiedEmail } from '../auth/email-verification';
import type { SessionUser } from '../auth/session';
import { requireRealGeography } from '../candidates/real-geography';
import type { Db } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';
import { conflict } from '../domain-error';

// Starting a tournament ('Start Tournament' on /tournament/{state}): only the upcoming
// tournament is made here; seeding and advancing are the engine's (run by its clock).
//
// An upcoming tournament holds its place until its start date, so starting one is limited
// (docs/roles.md): the account's address must be verified (forbidden, as for applying), and an
// account holds one upcoming start at a time (conflict; tournaments_one_upcoming_per_starter,
// migration 0031). One that reaches its start with fewer than two verified candidates is
// cancelled by the clock (start-tournament.ts), which frees the place and the starter's turn.

export const TOURNAMENT_RUNNING_MESSAGE = 'A tournament is already running for this area';
export const TOURNAMENT_ONE_UPCOMING_MESSAGE =
  'You already started a tournament that has not begun yet. You can start another once it begins or is cancelled.';

export type NewTournament = Pick<Tournament, 'type' | 'geographicCode' | 'name' | 'startDate'>;

/** Makes the upcoming tournament of a place, started by `user`. */
export async function createTournament(
  db: Db,
  user: SessionUser,
  tournament: NewTournament,
): Promise<Tournament> {
  requireVerifiedEmail(user);
  // A county or city code of the right shape may still name no real place.
  requireRealGeography(tournament.geographicCode);
  // Two unique indexes hold the rules: tournaments_one_open_per_geography (one
  // non-completed tournament per place) and tournaments_one_upcoming_per_starter. The
  // conflict clause names neither, so a tournament breaking either (even in a
  // simultaneous request) inserts nothing; which one it broke is read afterwards. Counted
  // as a transaction of this process (it is one statement outside db.transaction), so the
  // place's cached bracket (its last completed tournament) is read again.
  const { rows } = await trackTransaction(() =>
    db.query<Omit<Tournament, 'startDate'> & { startDate: Date | string }>(
      `insert into tournaments (level, geographic_code, name, status, start_date, created_by)
     values ($1, $2, $3, 'upcoming', $4, $5)
     on conflict do nothing
     returning id, name, level as "type", geographic_code as "geographicCode", status,
               start_date as "startDate"`,
      [tournament.type, tournament.geographicCode, tournament.name, tournament.startDate, user.id],
    ),
  );
  if (!rows[0]) {
    // The place's own tournament first: it is what the page shows, whoever started it.
    const placeTaken = await db.query(
      "select 1 from tournaments where geographic_code = $1 and status <> 'completed'",
      [tournament.geographicCode],
    );
    throw conflict(
      placeTaken.rows.length > 0 ? TOURNAMENT_RUNNING_MESSAGE : TOURNAMENT_ONE_UPCOMING_MESSAGE,
    );
  }
  return { ...rows[0], startDate: new Date(rows[0].startDate).toISOString() };
}
