import type { PlaceTournament } from 'shared-api/contracts';
import type { Db } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';
import { BRACKET_SIZE, roundCount } from './bracket-shape';
import { roundWindow } from './tournament-schedule';

// GET /api/tournament/:level/:code: the state of the tournament a place's bracket shows, so the
// page can say whether its seeds are provisional (upcoming, or none yet), which round is being
// played and until when (active), or that it is over (completed).

/**
 * Which of a place's tournaments its bracket shows: its open one (upcoming or active, at most
 * one), else its latest completed one. bracket-view.ts reads the same one.
 */
export const CURRENT_TOURNAMENT_ORDER = `order by status <> 'completed' desc, created_at desc, id desc`;

interface PlaceTournamentRow {
  name: string;
  status: 'upcoming' | 'active' | 'completed';
  startDate: Date;
  roundLengthDays: number;
  currentRound: number;
  completedAt: Date | null;
}

export async function readPlaceTournament(
  db: Db,
  level: GeographicLevel,
  geographicCode: string,
): Promise<PlaceTournament> {
  // tournaments_geography_idx (migration 0006), as the bracket's own query.
  const { rows } = await db.query<PlaceTournamentRow>(
    `select name, status, start_date as "startDate", round_length_days as "roundLengthDays",
            current_round as "currentRound", completed_at as "completedAt"
       from tournaments where geographic_code = $1
      ${CURRENT_TOURNAMENT_ORDER} limit 1`,
    [geographicCode],
  );
  const row = rows[0];
  if (!row) return { status: 'none' };
  const schedule = { startDate: new Date(row.startDate), roundLengthDays: row.roundLengthDays };
  const base = { name: row.name, startDate: schedule.startDate.toISOString() };
  if (row.status === 'upcoming') return { status: 'upcoming', ...base };
  if (row.status === 'active') {
    const round = Math.max(1, row.currentRound);
    return {
      status: 'active',
      ...base,
      round,
      roundEndsAt: roundWindow(schedule, round).end.toISOString(),
    };
  }
  // Decided when its last round ended; the column is the clock's own record of it.
  const lastRoundEnd = roundWindow(schedule, roundCount(BRACKET_SIZE[level])).end;
  const endedAt = row.completedAt ? new Date(row.completedAt) : lastRoundEnd;
  return { status: 'completed', ...base, endedAt: endedAt.toISOString() };
}
