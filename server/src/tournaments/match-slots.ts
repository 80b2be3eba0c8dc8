import type { DbTx } from '../db/db';
import { nextMatchSlot } from './bracket-shape';

// Writing one match's result and moving its winner into the next round's slot (with the
// winner's seed, which breaks ties there too).

export interface MatchResult {
  matchId: number;
  winnerId: number | null;
  decidedAt: Date;
  raised1Cents: number | null;
  raised2Cents: number | null;
}

export async function saveMatchResult(tx: DbTx, result: MatchResult): Promise<void> {
  await tx.query(
    `update bracket_matches
        set winner_id = $2, decided_at = $3, raised1_cents = $4, raised2_cents = $5
      where id = $1 and decided_at is null`,
    [result.matchId, result.winnerId, result.decidedAt, result.raised1Cents, result.raised2Cents],
  );
}

// Two statements rather than a spliced column name: the side is data, the SQL stays fixed.
const PLACE_SQL = {
  1: `update bracket_matches set candidate1_id = $4, seed1 = $5
       where tournament_id = $1 and round = $2 and position = $3`,
  2: `update bracket_matches set candidate2_id = $4, seed2 = $5
       where tournament_id = $1 and round = $2 and position = $3`,
} as const;

export async function placeInNextRound(
  tx: DbTx,
  tournamentId: number,
  round: number,
  position: number,
  winner: { candidateId: number; seed: number | null },
): Promise<void> {
  const next = nextMatchSlot(position);
  await tx.query(PLACE_SQL[next.side], [
    tournamentId,
    round + 1,
    next.position,
    winner.candidateId,
    winner.seed,
  ]);
}
