import type { DbTx } from '../db/db';
import { BRACKET_SIZE, matchesInRound, roundCount, roundOnePairings } from './bracket-shape';
import { placeInNextRound, saveMatchResult } from './match-slots';
import { pairSeeds, seedCandidates } from './seed-candidates';
import type { TournamentRow } from './tournament-row';

// The start of a tournament (docs/tournament-rules.md), inside the transition's transaction:
// seed the geography's candidates as they stood at the start date, write every match of
// every round (later rounds empty until their players are known, so the bracket shows TBD
// slots), let round-1 byes advance at once, and make the tournament active in round 1.
//
// A tournament with fewer than two verified candidates (the seeded ones: active and
// activated by support) at its start date is cancelled instead: nobody could win
// a match, and anyone could otherwise hold a place for months with Start Tournament. Like
// support's cancellation (support/admin-actions.ts) the row goes, which frees the place.

/** The fewest seeded candidates a bracket is played with. */
export const MIN_CANDIDATES_TO_START = 2;

export type StartOutcome = 'started' | 'cancelled';

export async function startTournament(tx: DbTx, tournament: TournamentRow): Promise<StartOutcome> {
  const size = BRACKET_SIZE[tournament.level];
  const seeded = await seedCandidates(tx, tournament.geographicCode, size, tournament.startDate);
  if (seeded.length < MIN_CANDIDATES_TO_START) {
    await tx.query('delete from tournaments where id = $1', [tournament.id]);
    return 'cancelled';
  }
  const roundOne = pairSeeds(seeded, roundOnePairings(size));

  for (let round = 2; round <= roundCount(size); round += 1) {
    for (let position = 1; position <= matchesInRound(size, round); position += 1) {
      await tx.query(
        'insert into bracket_matches (tournament_id, round, position) values ($1, $2, $3)',
        [tournament.id, round, position],
      );
    }
  }

  for (const { position, one, two } of roundOne) {
    const { rows } = await tx.query<{ id: number }>(
      `insert into bracket_matches (tournament_id, round, position, candidate1_id, candidate2_id,
                                    seed1, seed2)
       values ($1, 1, $2, $3, $4, $5, $6) returning id`,
      [
        tournament.id,
        position,
        one?.candidateId ?? null,
        two?.candidateId ?? null,
        one?.seed ?? null,
        two?.seed ?? null,
      ],
    );
    // A bye: the one candidate present advances now, without playing (and without a star).
    // A match with nobody stays undecided until the round ends, when it is decided empty.
    const alone = one && !two ? one : two && !one ? two : null;
    if (alone) {
      await saveMatchResult(tx, {
        matchId: rows[0].id,
        winnerId: alone.candidateId,
        decidedAt: tournament.startDate,
        raised1Cents: null,
        raised2Cents: null,
      });
      if (roundCount(size) > 1) {
        await placeInNextRound(tx, tournament.id, 1, position, {
          candidateId: alone.candidateId,
          seed: alone.seed,
        });
      }
    }
  }

  await tx.query(`update tournaments set status = 'active', current_round = 1 where id = $1`, [
    tournament.id,
  ]);
  return 'started';
}
