import type { DbTx } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';
import type { ScheduledTournament } from './tournament-schedule';

// A tournament as the engine reads it, and the row lock every transition starts with.

export interface TournamentRow extends ScheduledTournament {
  id: number;
  level: GeographicLevel;
  geographicCode: string;
}

export const TOURNAMENT_COLUMNS = `id, level, geographic_code as "geographicCode", status,
  start_date as "startDate", round_length_days as "roundLengthDays",
  current_round as "currentRound"`;

export function toTournamentRow(row: TournamentRow): TournamentRow {
  return { ...row, startDate: new Date(row.startDate) };
}

/**
 * Locks the tournament's row for this transaction and reads it as it is now (committed by
 * whoever advanced it last). SKIP LOCKED: while another transaction (another server
 * process) holds the lock it is advancing this tournament, so answer null and leave it
 * alone instead of queueing behind it.
 */
export async function lockTournament(
  tx: DbTx,
  tournamentId: number,
): Promise<TournamentRow | null> {
  const { rows } = await tx.query<TournamentRow>(
    `select ${TOURNAMENT_COLUMNS} from tournaments where id = $1 for update skip locked`,
    [tournamentId],
  );
  return rows[0] ? toTournamentRow(rows[0]) : null;
}
