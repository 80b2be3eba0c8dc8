import type { DbTx } from '../db/db';
import { advanceOnce } from '../tournaments/advance-tournaments';

// The demo's state tournaments: a first-time visitor can see each stage a bracket
// goes through. New York's is finished (its PAID CANDIDATE and the prize show), California's
// is in its semi-finals (the live debate is there), Florida's starts in five days. The
// tournaments are written as 'upcoming' rows and then run through the real engine at `now`,
// so every seed, result and star comes from the demo's donations exactly as the clock would
// have decided them.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The default round length and start (7 days after creation). */
const ROUND_LENGTH_DAYS = 7;
const CREATED_BEFORE_START_DAYS = 7;

interface DemoTournament {
  stateCode: string;
  name: string;
  /** Days from `now` to the start: negative for one that has started. */
  startInDays: number;
}

export const DEMO_TOURNAMENTS: readonly DemoTournament[] = [
  // 3 rounds of 7 days from 24 days ago: the final was decided 3 days ago.
  { stateCode: 'NY', name: 'New York State Championship', startInDays: -24 },
  // Round 1 ended 3 days ago; the semi-finals end in 4 days.
  { stateCode: 'CA', name: 'California State Championship', startInDays: -10 },
  { stateCode: 'FL', name: 'Florida State Championship', startInDays: 5 },
];

export async function seedDemoTournaments(tx: DbTx, now: Date): Promise<number> {
  for (const tournament of DEMO_TOURNAMENTS) {
    const startDate = new Date(now.getTime() + tournament.startInDays * DAY_MS);
    const createdAt = new Date(startDate.getTime() - CREATED_BEFORE_START_DAYS * DAY_MS);
    const { rows } = await tx.query<{ id: number }>(
      `insert into tournaments (level, geographic_code, name, start_date, round_length_days,
                                created_at)
       values ('state', $1, $2, $3, $4, $5) returning id`,
      [tournament.stateCode, tournament.name, startDate, ROUND_LENGTH_DAYS, createdAt],
    );
    // Every transition due at `now`: the start, then the end of each round already played.
    while (await advanceOnce(tx, rows[0].id, now, 'demo seed'));
  }
  return DEMO_TOURNAMENTS.length;
}
